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
    // Two workers: the two cores each drive one Chromium.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker keeps the modules it loaded (playwright-core, sm-crypto, the harness) from one file
    // to the next instead of importing them again per file: half the import time. The files share
    // no module state (each keeps its browser and pages in its own closures).
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for a condition the console reaches on its own (a list answered, the
    // live status check of src/stores/session.ts, which may wait STATUS_CHECK_GAP_MS): vitest's
    // 1 s default is shorter than that gap on a busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
