import type { ClientErrorReport } from '@portal/contracts/platform';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';

/**
 * The browser's error reports, so operations see what people meet: a remote that fails to load, an
 * error or a promise rejection nobody handled. Where they go is the runtime config's `errorReporting`:
 * CloudWatch RUM in the cloud (its web client, loaded on demand, catches window errors and unhandled
 * rejections itself), the API's `POST /client-errors` locally (which logs a structured line).
 * At most `maxReportsPerPage` reports per page load and each distinct error once: a loop that throws
 * must not flood the endpoint or the person's connection.
 */
export const maxReportsPerPage = 10;

type Report = Omit<ClientErrorReport, 'page'>;
type Destination = NonNullable<RuntimeConfig['errorReporting']>;

export interface ReporterDeps {
  fetch: typeof fetch;
  /** The page's path (no query string). */
  page: () => string;
  /** Loads the RUM web client (a dynamic import: its code stays out of the first load). */
  loadRum?: () => Promise<{ recordError: (error: unknown) => void }>;
}

let send: ((report: Report) => void) | undefined;
let sent = 0;
const seen = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Reports one error (a no-op until `installErrorReporter`, or past the page's cap). */
export function reportClientError(report: Report): void {
  const key = `${report.kind}\n${report.message}\n${report.source ?? ''}`;
  if (!send || seen.has(key) || sent >= maxReportsPerPage) return;
  seen.add(key);
  sent += 1;
  try {
    send({
      ...report,
      message: clip(report.message.trim() || 'Unknown error', 2000),
      ...(report.stack ? { stack: clip(report.stack, 8000) } : {}),
      ...(report.source ? { source: clip(report.source, 2000) } : {}),
    });
  } catch {
    // reporting an error must never raise one
  }
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

function endpointSender(url: string, deps: ReporterDeps) {
  return (report: Report) => {
    void deps
      .fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...report, page: clip(deps.page(), 2000) }),
        // a report sent while the page unloads still goes out
        keepalive: true,
      })
      .catch(() => undefined);
  };
}

function listen(target: Pick<Window, 'addEventListener'>) {
  target.addEventListener('error', (event: ErrorEvent) => {
    const { message, stack } = describe(event.error ?? event.message);
    reportClientError({
      kind: 'error',
      message: event.message || message,
      ...(event.filename ? { source: `${event.filename}:${event.lineno}:${event.colno}` } : {}),
      ...(stack ? { stack } : {}),
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportClientError({ kind: 'unhandledrejection', ...describe(event.reason) });
  });
}

/**
 * Starts reporting to the configured destination; without one, errors stay in the browser console.
 * Called once by the shell at boot; the window's listeners hear the remotes' errors as well.
 */
export function installErrorReporter(
  destination: RuntimeConfig['errorReporting'],
  deps: ReporterDeps,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  if (!destination || send) return;
  if (destination.kind === 'endpoint') {
    send = endpointSender(destination.url, deps);
    listen(target);
    return;
  }
  send = rumSender(destination, deps);
}

/** RUM: its own `errors` telemetry catches window errors; the rest is recorded through it. */
function rumSender(destination: Extract<Destination, { kind: 'rum' }>, deps: ReporterDeps) {
  const client = (deps.loadRum ?? (() => loadAwsRum(destination)))();
  return (report: Report) => {
    const error = new Error(report.message);
    error.name = report.kind === 'remote-load' ? 'RemoteLoadError' : 'ClientError';
    if (report.stack) error.stack = report.stack;
    void client.then((rum) => rum.recordError(error)).catch(() => undefined);
  };
}

async function loadAwsRum(destination: Extract<Destination, { kind: 'rum' }>) {
  const { AwsRum } = await import('aws-rum-web');
  return new AwsRum(destination.appMonitorId, '1.0.0', destination.region, {
    sessionSampleRate: 1,
    telemetries: ['errors'],
    allowCookies: false,
    // the app monitor's resource policy accepts unsigned events: no identity pool, no credentials
    signing: false,
  });
}

/** Test support: forget the destination and what was sent. */
export function resetErrorReporter(): void {
  send = undefined;
  sent = 0;
  seen.clear();
}
