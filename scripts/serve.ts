/**
 * `npm run serve`: the built console (dist/) and the API on one port, for demos, the browser
 * tests and the benchmark. The API is the mock gateway, or a real one when API_TARGET is set.
 * PORT (default 8000) chooses the port.
 */
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createMockRouter, warmChains, warmCompilerInBackground } from '../mock';
import { devRouters } from '../studio/devRouters';

/**
 * Security headers of every answer (issue 14, finding 10; docs/security.md has the nginx
 * equivalent). CSP: scripts, styles, fonts, workers and calls from this origin only (antd writes
 * its CSS-in-JS into <style> tags, hence 'unsafe-inline' for styles; Monaco's worker is a bundled
 * file, blob: covers browsers that wrap it); images also as data: and blob: URLs; frames of any
 * http(s) page for menu entries that embed an external site (/myiframe, sandboxed there); this
 * console framed only by itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  'frame-src http: https:',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** How hashed bundles are cached: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed bundles never change, so each is compressed once, on its first request, and the bytes
 * are kept (brotli at compression's own quality 4, or gzip, as the browser accepts) instead of
 * being compressed again for every page that loads it: the browser tests open a few hundred fresh
 * pages that fetch the same bundles. index.html and the API go through compression() as before.
 */
function compressedBundles(distDir: string): express.RequestHandler {
  const kept = new Map<string, Buffer>();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css)$/.test(req.path)) return next();
    let file: string;
    try {
      file = path.join(distDir, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed address: express.static answers it
    }
    // brotli first, as compression() prefers it (the browser lists gzip first but accepts both)
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) return next();
    const key = `${encoding} ${file}`;
    // Only a file of dist/ is ever kept, so a kept answer needs no look at the disk.
    let body = kept.get(key);
    if (!body) {
      if (!file.startsWith(distDir + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : zlib.gzipSync(raw);
      kept.set(key, body);
    }
    res.type(path.extname(file));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export function createServer(distDir = path.resolve(__dirname, '../dist')) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: run "npm run build" first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!res.getHeader(k)) res.setHeader(k, v);
    // API answers are never cached (the mock sets it too; a proxied gateway may not).
    if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(compression());
  if (process.env.API_TARGET) {
    app.use('/api', createProxyMiddleware({ target: process.env.API_TARGET, changeOrigin: true, pathFilter: '/api' }));
  } else {
    // The studio's endpoints are development only (docs/studio.md).
    for (const r of devRouters()) app.use(r);
    app.use(createMockRouter({ watch: true }));
    warmCompilerInBackground();
    // The chain browser's chains are mined in the background while the server already answers.
    warmChains();
  }
  app.use(compressedBundles(path.resolve(distDir)));
  // Hashed assets never change; index.html always revalidates.
  app.use(
    express.static(distDir, {
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.endsWith('index.html') ? 'no-cache' : IMMUTABLE);
      },
    }),
  );
  app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(path.join(distDir, 'index.html')));
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 8000);
  createServer().listen(port, '127.0.0.1', () => {
    console.log(`console ready at http://localhost:${port} (${process.env.API_TARGET ? `gateway ${process.env.API_TARGET}` : 'mock gateway'})`);
  });
}
