import { describe, expect, it } from 'vitest';
import { indicatorOf, systemStatusFrom, UNKNOWN_STATUS } from './system-status';

describe('System Status', () => {
  it('maps check words to the four indicators', () => {
    expect(indicatorOf({ status: 'ok', latency_ms: 3 })).toBe('operational');
    expect(indicatorOf('operational')).toBe('operational');
    expect(indicatorOf({ status: 'degraded' })).toBe('degraded');
    expect(indicatorOf({ status: 'down' })).toBe('down');
    expect(indicatorOf({ status: 'error' })).toBe('down');
    expect(indicatorOf({})).toBe('unknown');
    expect(indicatorOf(undefined)).toBe('unknown');
  });
  it('reads api, database and auth from /health', () => {
    expect(
      systemStatusFrom({
        status: 'ok',
        checks: {
          api: { status: 'ok' },
          database: { status: 'degraded' },
          auth: { status: 'down', latency_ms: 1 },
        },
      }),
    ).toEqual({ api: 'operational', database: 'degraded', auth: 'down' });
    expect(systemStatusFrom('nope')).toEqual(UNKNOWN_STATUS);
  });
});
