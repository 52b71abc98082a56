import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic of the console, the engine and the mock gateway (no browser). */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
