import { describe, expect, it } from 'vitest';
import { decide, fixedWindow, parseRateLimit } from './rate-limit';

describe('rate limit arithmetic', () => {
  it('parses "<requests>/<seconds>" and refuses anything else', () => {
    expect(parseRateLimit('10/60')).toEqual({ requests: 10, windowSeconds: 60 });
    expect(parseRateLimit(' 5 / 1 ')).toEqual({ requests: 5, windowSeconds: 1 });
    for (const bad of ['', '10', '0/60', '10/0', 'ten/60', '-1/60'])
      expect(() => parseRateLimit(bad), bad).toThrow(/<requests>\/<seconds>/);
  });
  it('puts every instant of a window in the same window, aligned to its length', () => {
    const a = fixedWindow(new Date('2026-01-01T00:01:00.000Z'), 60);
    const b = fixedWindow(new Date('2026-01-01T00:01:59.999Z'), 60);
    const c = fixedWindow(new Date('2026-01-01T00:02:00.000Z'), 60);
    expect(a).toEqual(b);
    expect(c.start).toBe(a.end);
    expect(a.start % 60).toBe(0);
  });
  it('allows up to the limit, then refuses until the window ends', () => {
    const policy = { requests: 3, windowSeconds: 60 };
    const now = new Date('2026-01-01T00:01:15.200Z');
    expect(decide(3, policy, now)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 45 });
    expect(decide(4, policy, now)).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(decide(1, policy, now).remaining).toBe(2);
    // the last moment of a window still says "retry in a second", never 0
    expect(decide(9, policy, new Date('2026-01-01T00:01:59.900Z')).retryAfterSeconds).toBe(1);
  });
});
