import { defineConfig } from 'vitest/config';

/**
 * Tests of the development server itself (`npm start`: umi dev with the mock and the development
 * endpoints), which the browser suite's build does not exercise: tests/dev/*.dev.test.ts.
 */
export default defineConfig({
  test: {
    include: ['tests/dev/**/*.dev.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
