import { describe, expect, it } from 'vitest';
import { checkState, slowCheckMs, summarizeHealth } from './health';

const ok = { ok: true, latencyMs: 10 };
const slow = { ok: true, latencyMs: slowCheckMs + 1 };
const failed = { ok: false, latencyMs: 3000, detail: 'TimeoutError' };
const now = new Date('2026-11-22T10:00:00Z');

describe('health', () => {
  it('grades one check by outcome and latency', () => {
    expect(checkState(ok)).toBe('operational');
    expect(checkState(slow)).toBe('degraded');
    expect(checkState(failed)).toBe('down');
  });
  it('is operational when every check is', () => {
    expect(summarizeHealth({ api: ok, database: ok, auth: ok }, now)).toMatchObject({
      status: 'operational',
      checked_at: '2026-11-22T10:00:00.000Z',
      checks: { database: { status: 'operational', latency_ms: 10 } },
    });
  });
  it('is down without the database, degraded when auth fails or anything is slow', () => {
    expect(summarizeHealth({ api: ok, database: failed, auth: ok }, now).status).toBe('down');
    expect(summarizeHealth({ api: ok, database: ok, auth: failed }, now).status).toBe('degraded');
    expect(summarizeHealth({ api: slow, database: ok, auth: ok }, now).status).toBe('degraded');
    expect(summarizeHealth({ api: ok, database: ok, auth: failed }, now).checks.auth).toEqual({
      status: 'down',
      latency_ms: 3000,
      detail: 'TimeoutError',
    });
  });
});
