import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { readStackFile, repoRoot } from '../local/stack-file';

// Runs against the stack the test run started (STACK_FILE) or the one `npm start` runs (.local/stack.json).
const stack = readStackFile();
// Side-by-side runs (TEST_SUBSET_OFFSET) keep their traces and report apart from the default run's.
const outputs = process.env.TEST_SUBSET_OFFSET ? `-${process.env.TEST_SUBSET_OFFSET}` : '';

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, '.local', `e2e-output${outputs}`),
  // Generous on purpose: a CI machine can be several times slower than a developer's, and a passing
  // test never waits for these; only a failing one is reported later.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // Two cores, shared with the emulators and the gateway: the tests spend much of their time waiting on
  // them, so a third worker shortens the run (measured: the browser phase 700 s with two, 618 s with three).
  workers: 3,
  retries: 0,
  // Tests tagged @platform-settings change or depend on a platform-wide setting (the inquiry limit, the
  // moderation of new items): they run after all others, one at a time, so no other test sees the change.
  projects: [
    { name: 'portal', grepInvert: /@platform-settings/ },
    { name: 'platform-settings', grep: /@platform-settings/, dependencies: ['portal'], workers: 1 },
  ],
  reporter: [['list'], ['json', { outputFile: join(repoRoot, '.local', `e2e-results${outputs}.json`) }]],
  use: {
    baseURL: stack.portalUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
