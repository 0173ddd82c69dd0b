import { defineConfig } from 'vitest/config';

// One vitest run for the workspace. Integration tests need the local stack that
// infra/local/test-run.ts starts once per run (STACK_FILE points at its stack.json).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{functions,packages,shell,mf-*}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
