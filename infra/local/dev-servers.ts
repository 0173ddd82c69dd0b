import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { answers, startProcess, waitFor, type LogSink, type ManagedProcess } from './processes';
import { remoteNames, repoRoot, type RemoteName } from './stack-file';

/** The shell and the remotes: the frontends `npm run dev` can serve from Rspack dev servers. */
export const frontendNames = ['shell', ...remoteNames] as const;
export type FrontendName = (typeof frontendNames)[number];

/**
 * The frontends `npm run dev -- <names>` serves from dev servers: the named ones, or all when none is
 * named; the shell always, because React Refresh in a remote needs the development build of React,
 * which the shell provides to every remote (one shared React on the page).
 */
export function devFrontends(named: readonly string[]): FrontendName[] {
  const unknown = named.filter((n) => !(frontendNames as readonly string[]).includes(n));
  if (unknown.length)
    throw new Error(`unknown frontend ${unknown.join(', ')} (one of: ${frontendNames.join(', ')})`);
  if (named.length === 0) return [...frontendNames];
  return frontendNames.filter((n) => n === 'shell' || named.includes(n));
}

/** The file whose presence says a frontend's production build is there. */
export function builtMarker(name: FrontendName): string {
  return join(repoRoot, name, 'dist', name === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/**
 * Builds (production, as `npm start` serves them) the frontends in `names` whose dist/ is missing, one
 * after the other; the dev servers never write to dist/.
 */
export function buildMissing(names: readonly FrontendName[], say: (line: string) => void): void {
  for (const name of names) {
    if (existsSync(builtMarker(name))) continue;
    say(`building ${name} (its dist/ is missing)`);
    const env = { ...process.env };
    delete env.PORTAL_WEB_DEV;
    const build = spawnSync('pnpm', ['--filter', `./${name}`, 'run', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env,
    });
    if (build.status !== 0) throw new Error(`building ${name} failed (exit ${build.status})`);
  }
}

export interface DevServer {
  name: FrontendName;
  url: string;
  process: ManagedProcess;
  /** Resolves once the first compilation is served; rejects if it is not within the time. */
  ready: Promise<void>;
}

/**
 * `rspack serve` for one frontend (the factory's development variant, PORTAL_WEB_DEV=1) in a process
 * group of its own, its output to `log`. The shell's dev server answers `/runtime-config.json` from
 * `runtimeConfigFile`, read per request, so the file may be written after the server started.
 */
export function startDevServer(o: {
  name: FrontendName;
  port: number;
  offset: number;
  runtimeConfigFile: string;
  log: LogSink;
  /** Time for the first compilation (default 3 minutes: six at once on a small machine). */
  timeoutMs?: number;
}): DevServer {
  const dir = join(repoRoot, o.name);
  const cli = join(
    dirname(createRequire(join(dir, 'package.json')).resolve('@rspack/cli/package.json')),
    'bin',
    'rspack.js',
  );
  const proc = startProcess(o.name, process.execPath, [cli, 'serve'], {
    cwd: dir,
    env: {
      ...process.env,
      PORTAL_WEB_DEV: '1',
      PORTAL_PORT_OFFSET: String(o.offset),
      PORTAL_RUNTIME_CONFIG: o.runtimeConfigFile,
      // React Refresh switches itself off under NODE_ENV=production, whatever the mode
      NODE_ENV: 'development',
    },
    log: o.log,
  });
  const url = `http://localhost:${o.port}`;
  const probe = o.name === 'shell' ? `${url}/` : `${url}/mf-manifest.json`;
  const ready = waitFor(
    `the ${o.name} dev server on port ${o.port}`,
    () => answers(probe),
    o.timeoutMs ?? 180_000,
    proc.exited,
  );
  // awaited by the caller; until then a failure must not count as unhandled
  ready.catch(() => undefined);
  return { name: o.name, url, process: proc, ready };
}

export const isRemote = (name: FrontendName): name is RemoteName => name !== 'shell';
