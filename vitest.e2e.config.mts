import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built console served with the mock gateway (scripts/serve.ts) on a free
 * localhost port, driven by playwright-core in Debian's Chromium. Each file has its own browser
 * and its own accounts' data; they share one mock server.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // Two workers: the two cores each drive one Chromium; the screen spec is split in two files.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
