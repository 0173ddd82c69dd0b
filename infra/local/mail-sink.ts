import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { answers, startProcess, waitFor, type LogSink, type ManagedProcess } from './processes';

const require = createRequire(import.meta.url);

/**
 * maildev, the local SMTP sink: every email the stack sends lands in its inbox (web UI and REST API
 * at `http://localhost:<web>/email`), nothing leaves the machine. A child process, not in-process:
 * maildev installs its own SIGINT / SIGTERM handlers that exit the process.
 */
export async function startMailSink(opts: {
  smtpPort: number;
  webPort: number;
  /** Keep emails across restarts in this directory (default: in memory). */
  mailDirectory?: string;
  log?: LogSink;
}): Promise<ManagedProcess> {
  const bin = join(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  if (opts.mailDirectory) mkdirSync(opts.mailDirectory, { recursive: true });
  const proc = startProcess(
    'maildev',
    process.execPath,
    [
      bin,
      '--smtp',
      String(opts.smtpPort),
      '--web',
      String(opts.webPort),
      '--ip',
      '127.0.0.1',
      ...(opts.mailDirectory ? ['--mail-directory', opts.mailDirectory] : []),
    ],
    { log: opts.log },
  );
  await waitFor(
    `maildev on ports ${opts.smtpPort} / ${opts.webPort}`,
    () => answers(`http://127.0.0.1:${opts.webPort}/healthz`),
    30_000,
    proc.exited,
  );
  return proc;
}
