import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { readStackFile, repoRoot } from '../local/stack-file';

// Runs against the stack the test run started (STACK_FILE) or the one `npm start` runs (.local/stack.json).
const stack = readStackFile();

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, '.local', 'e2e-output'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two cores: the emulators, the gateway and Chromium share them.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: join(repoRoot, '.local', 'e2e-results.json') }]],
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
