/**
 * Production serving (issue 24): Debian's nginx started with deploy/nginx/console.conf.template
 * over the built dist/ and, as the gateway, the mock the browser tests run against. No browser:
 * headers, caching, compression, a deep link and the proxy, as a client reads them. Runs wherever
 * /usr/sbin/nginx exists (.ci/run installs it); nginx runs on loopback from a temporary folder, as
 * `nobody` when the tests run as root.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './harness';
import { freePort } from '../../scripts/freePort';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

/** envsubst of the three values the template names (nginx's own $variables are left alone). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\$\{(CONSOLE_PORT|CONSOLE_ROOT|API_TARGET)\}/g, (_m, k) => values[k]);

describe.skipIf(!fs.existsSync(NGINX))('nginx site file (deploy/nginx)', () => {
  let dir = '';
  let site = '';
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const nginx = (...args: string[]) =>
    spawnSync(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), ...args], { encoding: 'utf8', ...asUser });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbn-nginx-'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const brotli = fs.existsSync(BROTLI_MODULE);
    fs.mkdirSync(path.join(dir, 'snippets'));
    if (brotli) fs.copyFileSync(path.join(root, 'deploy/nginx/console-brotli.conf'), path.join(dir, 'snippets/bbn-console-brotli.conf'));
    const conf = fill(fs.readFileSync(path.join(root, 'deploy/nginx/console.conf.template'), 'utf8'), {
      // Loopback only: the template's plain port would listen on every address.
      CONSOLE_PORT: `127.0.0.1:${port}`,
      CONSOLE_ROOT: dist,
      API_TARGET: baseUrl(),
    });
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
    fs.writeFileSync(path.join(dir, 'console.conf'), conf);
    // What Debian's nginx.conf gives a site, with every path in the temporary folder.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        brotli ? `load_module ${BROTLI_MODULE};` : '',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/console.conf;`,
        '}',
      ].join('\n'),
    );
    if ('uid' in asUser) spawnSync('chown', ['-R', '65534:65534', dir]);
    // Started as a daemon: the command returns once the master listens (or failed, with the reason).
    const started = nginx();
    if (started.status !== 0)
      throw new Error(
        `nginx did not start: ${started.stderr}\n${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`,
      );
  });

  afterAll(() => {
    if (dir && fs.existsSync(path.join(dir, 'nginx.pid'))) {
      // -s stop signals the master whose pid the file holds: the one this test started.
      nginx('-s', 'stop');
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html with the same security headers and CSP as npm run serve, never cached', async () => {
    const [viaNginx, viaServe] = await Promise.all([fetch(`${site}/`), fetch(`${baseUrl()}/`)]);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers.get('content-type')).toMatch(/^text\/html/);
    for (const h of SECURITY) expect([h, viaNginx.headers.get(h)]).toEqual([h, viaServe.headers.get(h)]);
    expect(viaNginx.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(viaNginx.headers.get('cache-control')).toBe('no-cache');
    expect(viaNginx.headers.get('server')).toBe('nginx');
    expect(await viaNginx.text()).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  });

  it('caches hashed bundles for a year, compressed', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const script = /src="\/?(umi\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const r = await fetch(`${site}/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await r.text()).toBe(fs.readFileSync(path.join(dist, script!), 'utf8'));
    if (fs.existsSync(BROTLI_MODULE)) {
      const br = await fetch(`${site}/${script}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
    }
  });

  it('answers a deep link with the console page, and a missing bundle with 404 (not the page)', async () => {
    const deep = await fetch(`${site}/system/param?from=mail`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await deep.text()).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    const missing = await fetch(`${site}/umi.deadbeef.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('proxies /api to the gateway: its answers, statuses and headers, never cached', async () => {
    const captcha = await fetch(`${site}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } });
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('cache-control')).toBe('no-store');
    expect(captcha.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await captcha.json();
    expect(body.key).toMatch(/^[0-9a-f]{32}$/);
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    const anonymous = await fetch(`${site}/api/blade-user/info`, { headers: { Authorization: BASIC } });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).msg).toBe('请求未授权');
  });

  it("passes the gateway's own security headers once (never doubled) and waits the spec's 50 s", async () => {
    const conf = fs.readFileSync(path.join(dir, 'console.conf'), 'utf8');
    expect(conf).toMatch(/proxy_read_timeout 50s;/);
    expect(conf).toMatch(/proxy_send_timeout 50s;/);
    // `npm run serve` (the gateway here) sets its CSP on API answers: nginx adds its own only when there is none.
    const r = await fetch(`${site}/api/sfbn-auth/oauth/captcha`, { headers: { Authorization: BASIC } });
    expect(r.headers.get('content-security-policy')?.split(', ')).toHaveLength(1);
  });
});
