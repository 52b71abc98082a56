import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built console served with the mock gateway (scripts/serve.ts) on a free
 * localhost port, driven by playwright-core in Debian's Chromium. Files run one after another:
 * the machine has two cores and each file drives a real browser.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
