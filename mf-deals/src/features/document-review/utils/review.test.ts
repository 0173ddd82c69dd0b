import { describe, expect, it } from 'vitest';
import { reviewAnchor, waitingTime } from './review';

describe('waitingTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('reads the largest whole unit: minutes, hours, days', () => {
    expect(waitingTime(ago(20_000), now)).toBe('just now');
    expect(waitingTime(ago(45 * 60_000), now)).toBe('45 min');
    expect(waitingTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h');
    expect(waitingTime(ago(23 * 3_600_000), now)).toBe('23 h');
    expect(waitingTime(ago(2 * 86_400_000 + 5 * 3_600_000), now)).toBe('2 d');
  });

  it('reads a time ahead of the clock as just now, and an unreadable one as a dash', () => {
    expect(waitingTime(ago(-5 * 60_000), now)).toBe('just now');
    expect(waitingTime('not a date', now)).toBe('—');
  });
});

describe('reviewAnchor', () => {
  it("names a document's review card", () => {
    expect(reviewAnchor('doc-1')).toBe('review-doc-1');
  });
});
