import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic of the console, the engine and the mock gateway (no browser). */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
    // Both cores: vitest's default in a run is one worker fewer than the machine's cores, which is
    // one on the two-core CI machine (the unit files share no files or ports: each uses a temp dir).
    maxWorkers: 2,
    // Worker threads rather than child processes: 76 s against 85 s for the whole unit run here.
    // A thread has its own copy of process.env (the files set MOCK_* there) and its own modules.
    pool: 'threads',
    // The mock starts from its seed in memory in every test file, never from a developer's state (docs/mock.md).
    env: { MOCK_STATE: 'memory' },
  },
});
