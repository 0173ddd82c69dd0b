import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const unitFiles = '{functions,packages,shell,mf-*}/**/*.test.{ts,tsx}';
/**
 * Unit files run in shared workers (isolate: false): importing the module graph again for each of ~130
 * files was three quarters of the unit run. A file that replaces a module with vi.mock needs a fresh
 * module graph of its own, so those files (found here by reading them) run isolated.
 */
const mockingFiles = globSync(unitFiles, { exclude: (f) => f.includes('node_modules') }).filter((f) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8')),
);

/**
 * Integration files that change what every other test sees (platform settings such as the inquiry limit
 * or the moderation of new items, the deadline sweep over every deal, the rate limit of 127.0.0.1, the
 * database paused): they run one at a time, after the others, which run side by side. A new file
 * belongs here when it changes platform-wide state of the shared test stack.
 */
export const serialIntegrationFiles = [
  'functions/test/admin.int.test.ts',
  'functions/test/deals.int.test.ts',
  'functions/test/faults.int.test.ts',
  'functions/test/marketplace-inquiries.int.test.ts',
  'functions/test/marketplace-items.int.test.ts',
  'functions/test/marketplace-search.int.test.ts',
  'functions/test/notifications.int.test.ts',
  'functions/test/rate-limit.int.test.ts',
];

// One vitest run for the workspace. Integration tests need the local stack that
// infra/local/test-run.ts starts once per run (STACK_FILE points at its stack.json).
// Projects run in groups (sequence.groupOrder): unit and infra first, then the integration files side by
// side, then the serial ones.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [unitFiles],
          // the shell's build-output check builds the shell: it runs in the build project
          exclude: [
            '**/node_modules/**',
            '**/*.int.test.ts',
            'shell/src/build-output.test.ts',
            ...mockingFiles,
          ],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'unit-mocked',
          include: mockingFiles,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'build',
          include: ['shell/src/build-output.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...serialIntegrationFiles],
          testTimeout: 30_000,
          // the files mostly wait on the stack (another process), so more of them run than there are cores
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration-serial',
          include: serialIntegrationFiles,
          testTimeout: 30_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
