import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RequestRecord } from './gateway';
import type { LogSink } from './processes';

/**
 * What `npm start` and `npm run dev` print, and where the rest goes. The console gets the stack's own
 * progress, one line per API request, sign-up confirmation codes, and whatever went wrong (a handler's
 * 5xx and its error, a handler's warning or error log, a failed trigger or scheduled job, a process
 * that exited, a frontend that does not compile). Everything each component writes goes to
 * `<dir>/<component>.log` (`handlers.log`, `cognito.log`, `dynamodb.log`, `outbox.log`, `mf-deals.log`...).
 */
export interface ConsoleLogs {
  /** The logs folder. */
  dir: string;
  /** Output of the stack's components (emulators, gateway, dev servers...): their log file, a few lines to the console. */
  sink: LogSink;
  /** What the handlers write while they run (Powertools JSON), per log file name: `handlers` or `outbox`. */
  handlerLog: LogSink;
  /** The console's line for an answered API request (before ready(), only for a 5xx). */
  request(record: RequestRecord): void;
  /**
   * The stack is up: from now on every request and every sign-up code is shown. Before, the start's
   * own requests and the demo seed's hundreds, and the codes of the users it signs up, stay in the files.
   */
  ready(): void;
  close(): Promise<void>;
}

// eslint-disable-next-line no-control-regex -- the escape character is what is removed
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;
export const stripAnsi = (text: string) => text.replace(ansi, '');

/** `POST /deals/{id}/commands 200 41 ms 0f8c…`: route key with the declared path, status, time, request id. */
export function formatRequestLine(r: RequestRecord): string {
  return `${r.routeKey} ${r.status} ${r.durationMs} ms ${r.requestId}`;
}

/**
 * The console's form of a handler's log line when it is a warning or worse (a Powertools JSON line
 * with `level`); undefined for anything else, which stays in the log file only.
 */
export function handlerNotice(line: string): string | undefined {
  let entry: { level?: unknown; message?: unknown; requestId?: unknown; error?: unknown; route?: unknown };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return undefined;
  }
  const level = typeof entry.level === 'string' ? entry.level.toUpperCase() : '';
  if (!['WARN', 'ERROR', 'CRITICAL'].includes(level)) return undefined;
  const error = entry.error as { name?: string; message?: string } | string | undefined;
  const cause =
    typeof error === 'string'
      ? error
      : error?.message
        ? `${error.name ?? 'Error'}: ${error.message}`
        : undefined;
  const where = [entry.route, entry.requestId].filter((v) => typeof v === 'string').join(' ');
  return `${level} ${String(entry.message ?? '')}${cause ? ` (${cause})` : ''}${where ? `  [${where}]` : ''}`;
}

/**
 * cognito-local prints every code it hands out (sign-up confirmation, password reset) in a box over
 * several lines; this reads them as they come and returns `code for <destination>: <code>` when the box
 * is complete.
 */
export function confirmationCodeReader(): (line: string) => string | undefined {
  let inBox = false;
  let destination: string | undefined;
  let code: string | undefined;
  return (raw) => {
    const line = stripAnsi(raw);
    if (line.includes('Confirmation Code Delivery')) {
      inBox = true;
      destination = code = undefined;
      return undefined;
    }
    if (!inBox) return undefined;
    const field = /^[\s│|]*(Destination|Code):\s+(\S+)/.exec(line);
    if (field?.[1] === 'Destination') destination = field[2];
    if (field?.[1] === 'Code') code = field[2];
    if (destination && code) {
      inBox = false;
      return `code for ${destination}: ${code}`;
    }
    if (/[╰└]/.test(line)) inBox = false;
    return undefined;
  };
}

/** Names of the frontends' dev servers, whose compile errors reach the console. */
const frontendLogs = /^(shell|mf-[a-z]+)$/;

/**
 * Whether a component's line is worth the console (apart from confirmation codes): the stack's own
 * progress, a failed trigger invocation or scheduled job, the outbox's delivery errors, a process that
 * exited or did not start, a frontend that does not compile.
 */
export function isConsoleWorthy(name: string, rawLine: string): boolean {
  const line = stripAnsi(rawLine);
  if (name === 'start' || name === 'demo' || name === 'dev') return true;
  if (/^exited with |^failed to start/.test(line)) return true;
  if (name === 'lambda') return /^invoke /.test(line) && !/-> ok$/.test(line);
  if (name === 'schedule') return / failed: /.test(line);
  if (name === 'outbox') return /threw: |stream poller: /.test(line);
  // the error's heading and its one-line reason (`  × ...`); the code frame stays in the file
  if (frontendLogs.test(name)) return /compiled with .*error|^ERROR\b|^\s*×/.test(line);
  return false;
}

/**
 * The logs of this run in `dir`: a component's file starts empty when this run first writes to it (a
 * start refused because the data dir is in use writes nothing, so the running stack's logs stay).
 */
export function consoleLogs(dir: string, out: (line: string) => void = (l) => console.log(l)): ConsoleLogs {
  mkdirSync(dir, { recursive: true });
  // written synchronously: the last lines before a crash or process.exit are the ones wanted
  const files = new Map<string, number>();
  const started = new Set<string>();
  const write = (name: string, text: string) => {
    let fd = files.get(name);
    if (fd === undefined) {
      // emptied once per run; a line that comes after close() is added, not a new start
      fd = openSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.log`), started.has(name) ? 'a' : 'w');
      started.add(name);
      files.set(name, fd);
    }
    writeSync(fd, text);
  };
  const stamp = () => new Date().toISOString();
  const codes = confirmationCodeReader();
  let isReady = false;
  const shown = relative(process.cwd(), dir) || dir;
  return {
    dir,
    sink: (name, line) => {
      write(name, `${stamp()} ${stripAnsi(line)}\n`);
      if (name === 'cognito') {
        const code = codes(line);
        if (code && isReady) out(`[cognito] ${code}`);
      }
      if (isConsoleWorthy(name, line)) {
        const first = stripAnsi(line).split('\n')[0];
        const more = line.includes('\n') ? ` (more in ${join(shown, `${name}.log`)})` : '';
        out(`[${name}] ${first}${more}`);
      }
    },
    handlerLog: (name, line) => {
      write(name, `${line}\n`);
      const notice = handlerNotice(line);
      if (notice) out(`  ${notice}  (${join(shown, `${name}.log`)})`);
    },
    request: (record) => {
      if (!isReady && record.status < 500) return;
      out(formatRequestLine(record));
      if (record.error)
        out(`  ${record.error.split('\n').slice(0, 4).join('\n  ')}  (${join(shown, 'api.log')})`);
    },
    ready: () => {
      isReady = true;
    },
    close: async () => {
      for (const fd of files.values()) closeSync(fd);
      files.clear();
    },
  };
}
