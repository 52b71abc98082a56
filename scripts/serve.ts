/**
 * `npm run serve`: the built console (dist/) and the API on one port, for demos, the browser
 * tests and the benchmark. The API is the mock gateway, or a real one when API_TARGET is set.
 * PORT (default 8000) chooses the port.
 */
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createMockRouter } from '../mock';

export function createServer(distDir = path.resolve(__dirname, '../dist')) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: run "npm run build" first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  if (process.env.API_TARGET) {
    app.use('/api', createProxyMiddleware({ target: process.env.API_TARGET, changeOrigin: true, pathFilter: '/api' }));
  } else {
    app.use(createMockRouter());
  }
  // Hashed assets never change; index.html always revalidates.
  app.use(
    express.static(distDir, {
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(path.join(distDir, 'index.html')));
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 8000);
  createServer().listen(port, '127.0.0.1', () => {
    // eslint-disable-next-line no-console
    console.log(`console ready at http://localhost:${port} (${process.env.API_TARGET ? `gateway ${process.env.API_TARGET}` : 'mock gateway'})`);
  });
}
