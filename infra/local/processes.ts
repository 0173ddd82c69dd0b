import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Where a child's output lines go; the default prints them to the console prefixed with `[name]`. */
export type LogSink = (name: string, line: string) => void;

export const consoleSink: LogSink = (name, line) => {
  process.stdout.write(`[${name}] ${line}\n`);
};

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited (immediately if it already has). */
  exited: Promise<number | null>;
  /** SIGTERM to the whole process group, SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Process groups still running; killed synchronously if this process exits without stopping them. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/**
 * Spawns a child in its own process group (so Ctrl-C in the terminal reaches only us, and we can
 * stop the child together with anything it forked), with every output line handed to `log`.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; log?: LogSink } = {},
): ManagedProcess {
  const log = options.log ?? consoleSink;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  installExitHook();
  const pid = child.pid;
  if (pid !== undefined) liveGroups.add(pid);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => log(name, line));
  }
  let exitCode: number | null | undefined;
  let stopRequested = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code;
      if (pid !== undefined) liveGroups.delete(pid);
      if (!stopRequested && code !== 0) log(name, `exited with ${signal ?? `code ${code}`}`);
      resolve(code);
    });
    child.once('error', (err) => {
      log(name, `failed to start: ${err.message}`);
      exitCode = null;
      resolve(null);
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || exitCode !== undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };

  return {
    name,
    child,
    exited,
    async stop(graceMs = 5000) {
      if (exitCode !== undefined) return;
      stopRequested = true;
      signalGroup('SIGTERM');
      const timer = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), graceMs).unref(),
      );
      if ((await Promise.race([exited, timer])) === 'timeout') {
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };
}

/** Polls `probe` until it resolves true, or throws after `timeoutMs` naming `what`. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
  abort?: Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let aborted = false;
  void abort?.then(() => {
    aborted = true;
  });
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (aborted) throw new Error(`${what} exited before it was ready`);
    try {
      if (await probe()) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${what} did not become ready within ${timeoutMs / 1000} s${lastError ? ` (${String(lastError)})` : ''}`,
  );
}

/** True when an HTTP request to `url` gets any response at all. */
export async function answers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return true;
}
