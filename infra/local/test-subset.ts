/**
 * The inner loop's test commands (root scripts `task:test:unit`, `task:test:int`, `task:test:e2e`):
 *
 *   npm run test:unit                    the unit project; watch mode when a terminal is attached
 *   npm run test:unit -- deals           one domain: its functions domain, its remote and its contracts
 *   npm run test:unit -- <path filter>   any vitest file filter
 *   npm run test:int -- <file filter>    integration files, against a running stack
 *   npm run test:e2e -- <spec filter>    Playwright specs, against a running stack
 *
 * A running stack is the one `npm start` or `npm run dev` keeps in `.local/` (or the one STACK_FILE
 * names). With none running, `test:int` and `test:e2e` bring up a throwaway stack of their own on
 * offset ports with its own data folder, as `npm test` does, and stop it after the run
 * (TEST_SUBSET_OFFSET=<n> picks other ports and folder, for runs side by side).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defaultStackFile, readStackFile, repoRoot } from './stack-file';
import { startStack, type RunningStack } from './start';

/** A domain's unit tests live in its functions domain, its remote and the contracts named after it. */
export const domainFilters: Record<string, string[]> = {
  account: [
    'functions/src/account/',
    'mf-account/',
    'packages/contracts/src/account',
    'packages/contracts/src/registration-form',
  ],
  admin: ['functions/src/admin/', 'mf-admin/', 'packages/contracts/src/admin', 'packages/contracts/src/csv'],
  auth: ['mf-auth/'],
  deals: ['functions/src/deals/', 'mf-deals/', 'packages/contracts/src/deal'],
  marketplace: ['functions/src/marketplace/', 'mf-marketplace/', 'packages/contracts/src/marketplace'],
  platform: ['functions/src/platform/', 'shell/', 'packages/web/', 'packages/ui/'],
};

/** vitest file filters for the arguments: a domain's name stands for its folders, anything else is kept. */
export function unitFilters(args: string[]): string[] {
  return args.flatMap((arg) => domainFilters[arg] ?? [arg]);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(1));
  });
}

/** The stack file of a stack that answers, if there is one. */
async function runningStackFile(): Promise<string | undefined> {
  const path = process.env.STACK_FILE ?? defaultStackFile;
  if (!existsSync(path)) return undefined;
  try {
    const { apiUrl } = readStackFile(path);
    const health = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(3000) });
    return health.ok ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `body` against a running stack, or against a throwaway one started for it. */
async function withStack(body: (env: NodeJS.ProcessEnv) => Promise<number>): Promise<number> {
  const running = await runningStackFile();
  if (running) {
    console.log(`[test] against the running stack (${running})`);
    return body({ STACK_FILE: running, PORTAL_PORT_OFFSET: String(readStackFile(running).ports.api - 4000) });
  }
  // TEST_SUBSET_OFFSET lets two people (or two sessions) run subsets side by side on one machine: each
  // throwaway stack gets its own ports and its own folder.
  const offset = Number(process.env.TEST_SUBSET_OFFSET ?? 10000);
  const dataDir = join(repoRoot, '.local', offset === 10000 ? 'test-subset' : `test-subset-${offset}`);
  const stackFilePath = join(dataDir, 'stack.json');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`[test] no stack answers: starting one of its own (offset ${offset}, data in ${dataDir})`);
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // the business counts' EMF lines would fill the test output; their sink is unit-tested
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.PUBLIC_WRITE_RATE_LIMIT ??= '30/60';
  let stack: RunningStack | undefined;
  const stop = async () => {
    const s = stack;
    stack = undefined;
    await s?.stop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    stack = await startStack({
      environment: 'test',
      offset,
      inMemory: true,
      build: !existsSync(join(repoRoot, 'shell', 'dist', 'index.html')),
      dataDir,
      stackFilePath,
      log: () => {},
    });
    return await body({ STACK_FILE: stackFilePath, PORTAL_PORT_OFFSET: String(offset) });
  } finally {
    await stop();
  }
}

async function main(): Promise<number> {
  const [kind, ...args] = process.argv.slice(2);
  switch (kind) {
    case 'unit': {
      const watch = process.stdout.isTTY && !process.env.CI;
      return run('pnpm', [
        'exec',
        'vitest',
        watch ? 'watch' : 'run',
        '--project',
        'unit',
        ...unitFilters(args),
      ]);
    }
    case 'int':
      return withStack((env) =>
        run(
          'pnpm',
          ['exec', 'vitest', 'run', '--project', 'integration', '--project', 'integration-serial', ...args],
          env,
        ),
      );
    case 'e2e':
      return withStack((env) =>
        run(
          'pnpm',
          [
            '--dir',
            'infra',
            'exec',
            'playwright',
            'test',
            '-c',
            join(repoRoot, 'infra', 'e2e', 'playwright.config.ts'),
            ...args,
          ],
          env,
        ),
      );
    default:
      console.error('usage: test-subset.ts <unit|int|e2e> [filters...]');
      return 2;
  }
}

if (process.argv[1]?.endsWith('test-subset.ts'))
  void main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
