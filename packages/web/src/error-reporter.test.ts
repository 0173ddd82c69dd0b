import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installErrorReporter,
  maxReportsPerPage,
  reportClientError,
  resetErrorReporter,
} from './error-reporter';

/** A window stand-in whose listeners the test fires. */
function fakeWindow() {
  const listeners = new Map<string, (event: unknown) => void>();
  return {
    target: { addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn) },
    fire: (type: string, event: unknown) => listeners.get(type)!(event),
  };
}

function endpoint() {
  const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), body: JSON.parse(String(init!.body)) as Record<string, unknown> });
    return new Response(null, { status: 204 });
  });
  const win = fakeWindow();
  installErrorReporter(
    { kind: 'endpoint', url: 'http://api.test/client-errors' },
    { fetch: fetch as typeof globalThis.fetch, page: () => '/deal/abc' },
    win.target as never,
  );
  return { posted, win };
}

describe('the error reporter', () => {
  afterEach(() => resetErrorReporter());

  it("posts an unhandled error to the configured endpoint with the page and the script's place", () => {
    const { posted, win } = endpoint();
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    win.fire('error', { message: error.message, filename: 'http://x/app.js', lineno: 3, colno: 7, error });
    expect(posted).toEqual([
      {
        url: 'http://api.test/client-errors',
        body: expect.objectContaining({
          kind: 'error',
          message: error.message,
          page: '/deal/abc',
          source: 'http://x/app.js:3:7',
          stack: error.stack,
        }),
      },
    ]);
  });

  it('posts an unhandled rejection with its reason', () => {
    const { posted, win } = endpoint();
    win.fire('unhandledrejection', { reason: new Error('quota exceeded') });
    expect(posted[0]!.body).toMatchObject({ kind: 'unhandledrejection', message: 'Error: quota exceeded' });
  });

  it('posts a remote that failed to load, once however often it fails, and stops at the cap', () => {
    const { posted } = endpoint();
    for (let i = 0; i < 3; i++)
      reportClientError({ kind: 'remote-load', message: 'ScriptExternalLoadError', source: 'mf-deals' });
    expect(posted).toHaveLength(1);
    for (let i = 0; i < maxReportsPerPage * 2; i++)
      reportClientError({ kind: 'error', message: `error ${i}` });
    expect(posted).toHaveLength(maxReportsPerPage);
  });

  it('records through RUM when the config names an app monitor, without its own window listeners', async () => {
    const recorded: unknown[] = [];
    const win = fakeWindow();
    const fetch = vi.fn();
    installErrorReporter(
      { kind: 'rum', appMonitorId: 'monitor-1', region: 'eu-west-1', appMonitorName: 'portal-dev' },
      {
        fetch: fetch as never,
        page: () => '/',
        loadRum: async () => ({ recordError: (error) => recorded.push(error) }),
      },
      win.target as never,
    );
    reportClientError({ kind: 'remote-load', message: 'mf-admin did not load', source: 'mf-admin' });
    await vi.waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]).toMatchObject({ name: 'RemoteLoadError', message: 'mf-admin did not load' });
    expect(() => win.fire('error', {})).toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing without a destination', () => {
    const fetch = vi.fn();
    installErrorReporter(undefined, { fetch: fetch as never, page: () => '/' }, fakeWindow().target as never);
    reportClientError({ kind: 'error', message: 'lost' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
