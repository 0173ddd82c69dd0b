/**
 * `npm test` (root script `task:test`, also `.ci/run`): lint, types, frontend build, then ONE local stack
 * on offset ports (PORTAL_PORT_OFFSET=10000, in-memory DynamoDB, throwaway cognito/s3 state in
 * .local/test-run/), vitest (every project: unit, infra, integration) and Playwright against it.
 * The stack is always stopped; the exit code is non-zero if anything failed; the last line is
 * `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack-file';
import { startStack, type RunningStack } from './start';

const localDir = join(repoRoot, '.local');
const dataDir = join(localDir, 'test-run');
const stackFilePath = join(localDir, 'test-stack.json');
const stackLog = join(localDir, 'test-stack.log');
const vitestJson = join(localDir, 'vitest-results.json');
const playwrightConfig = join(repoRoot, 'infra', 'e2e', 'playwright.config.ts');
const playwrightJson = join(localDir, 'e2e-results.json'); // written by the Playwright config's json reporter

interface Phase {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  note?: string;
  seconds: number;
}
const phases: Phase[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(1));
  });
}

async function step(
  name: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<boolean> {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const code = await run(command, args, env);
  phases.push({ name, ok: code === 0, passed: 0, failed: 0, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  mkdirSync(localDir, { recursive: true });
  // the handlers run in this process and log to its stdout: keep the test output to warnings and errors
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // the business counts' EMF lines would fill the test output; their sink is unit-tested
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const total = Date.now();

  await step('lint', 'pnpm', ['lint']);
  await step('typecheck', 'pnpm', ['typecheck']);
  await step('build', 'pnpm', ['run', 'task:build']);
  // the OpenAPI document the build wrote must be valid (Redocly's recommended rules, 0 errors)
  await step('openapi', 'pnpm', ['exec', 'redocly', 'lint', 'functions/dist/openapi.json']);
  // public writes are limited per source; the tests post from 127.0.0.1 more than a person would
  process.env.PUBLIC_WRITE_RATE_LIMIT ??= '30/60';

  console.log(`\n=== local stack (offset 10000, in-memory DynamoDB; emulator output in ${stackLog})`);
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(stackLog, '');
  let stack: RunningStack | undefined;
  const stopStack = async () => {
    const s = stack;
    stack = undefined;
    await s?.stop();
  };
  const onSignal = () => {
    void stopStack().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const stackStarted = Date.now();
  try {
    stack = await startStack({
      environment: 'test',
      offset: 10000,
      inMemory: true,
      build: false,
      dataDir,
      stackFilePath,
      log: (name, line) => appendFileSync(stackLog, `[${name}] ${line}\n`),
      onUnexpectedExit: (name, code) => console.error(`[test] ${name} exited unexpectedly (code ${code})`),
    });
    phases.push({
      name: 'stack',
      ok: true,
      passed: 0,
      failed: 0,
      seconds: (Date.now() - stackStarted) / 1000,
    });
    console.log(`stack up: portal ${stack.stackFile.portalUrl}, api ${stack.stackFile.apiUrl}`);
  } catch (err) {
    console.error(`[test] the local stack did not start: ${(err as Error).message} (see ${stackLog})`);
    phases.push({
      name: 'stack',
      ok: false,
      passed: 0,
      failed: 0,
      note: (err as Error).message,
      seconds: (Date.now() - stackStarted) / 1000,
    });
  }

  try {
    const env = { STACK_FILE: stackFilePath, PORTAL_PORT_OFFSET: '10000' };
    rmSync(vitestJson, { force: true });
    const vitestStarted = Date.now();
    console.log('\n=== vitest run (unit, infra, integration)');
    const vitestCode = await run(
      'pnpm',
      ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
      env,
    );
    const v = readJson<{
      numPassedTests: number;
      numFailedTests: number;
      numTotalTestSuites: number;
      success: boolean;
    }>(vitestJson);
    phases.push({
      name: 'vitest',
      ok: vitestCode === 0,
      passed: v?.numPassedTests ?? 0,
      failed: v?.numFailedTests ?? 0,
      note: v ? undefined : 'no JSON report',
      seconds: (Date.now() - vitestStarted) / 1000,
    });

    if (existsSync(playwrightConfig)) {
      rmSync(playwrightJson, { force: true });
      const pwStarted = Date.now();
      console.log('\n=== playwright test');
      const pwCode = await run(
        'pnpm',
        ['--dir', 'infra', 'exec', 'playwright', 'test', '-c', playwrightConfig, '--pass-with-no-tests'],
        env,
      );
      const p = readJson<{
        stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
      }>(playwrightJson);
      phases.push({
        name: 'playwright',
        ok: pwCode === 0,
        passed: (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0),
        failed: p?.stats?.unexpected ?? 0,
        note: p ? undefined : 'no JSON report',
        seconds: (Date.now() - pwStarted) / 1000,
      });
    } else {
      console.log(`\n(no ${playwrightConfig}: browser tests skipped)`);
    }
  } finally {
    await stopStack();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\n=== summary');
  for (const p of phases) {
    const counts = p.passed || p.failed ? ` ${p.passed} passed, ${p.failed} failed` : '';
    console.log(
      `${p.ok ? 'ok  ' : 'FAIL'} ${p.name.padEnd(11)}${counts}${p.note ? ` (${p.note})` : ''}  ${p.seconds.toFixed(0)} s`,
    );
  }
  // A failed step without test counts (lint, typecheck, build, stack, a crashed runner) counts as one failure.
  const passed = phases.reduce((n, p) => n + p.passed, 0);
  const failed = phases.reduce((n, p) => n + (p.failed || (p.ok ? 0 : 1)), 0);
  console.log(`total ${((Date.now() - total) / 60000).toFixed(1)} min on Node ${process.version}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && phases.every((p) => p.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
