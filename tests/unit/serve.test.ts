/**
 * `npm run serve` (scripts/serve.ts): hashed bundles go out compressed as the browser accepts,
 * the same bytes on every request, and nothing outside dist/ is served.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bbn-serve-'));
const dist = path.join(root, 'dist');
const BUNDLE = `console.log(${JSON.stringify('链网'.repeat(2000))});\n`;
let base = '';
let server: http.Server;

beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'umi.0a1b2c3d.js'), BUNDLE);
  fs.writeFileSync(path.join(root, 'secret.js'), 'the file next to dist/');
  // A gateway address keeps the mock out of this test: only the static part is under test.
  process.env.API_TARGET = 'http://127.0.0.1:9';
  const { createServer } = await import('../../scripts/serve');
  server = createServer(dist).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The raw answer (fetch would decompress it). */
function get(p: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('npm run serve', () => {
  it('sends a bundle in brotli, else gzip, else as it is; the same bytes each time, cached for a year', async () => {
    const br = await get('/umi.0a1b2c3d.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 10);
    expect((await get('/umi.0a1b2c3d.js', 'gzip, deflate, br, zstd')).body.equals(br.body)).toBe(true);

    const gz = await get('/umi.0a1b2c3d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await get('/umi.0a1b2c3d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('serves nothing from outside dist/', async () => {
    for (const p of ['/%2e%2e/secret.js', '/..%2fsecret.js', '/%2E%2E%2Fsecret.js']) {
      const r = await get(p, 'br');
      expect(r.body.toString()).not.toContain('the file next to dist/');
    }
  });
});
