import { describe, expect, it } from 'vitest';
import { composeDigest, digestPendingFor, digestSlot, digestWindow, type DigestEntry } from './digest';

const options = {
  portalUrl: 'https://portal.example.com',
  from: 'Portal <no-reply@mail.example.com>',
  userId: 'user-1',
  day: '2026-03-10',
};

describe('when a digest is due', () => {
  it('is due from 07:00 UTC, for the UTC day of the run', () => {
    expect(digestSlot(new Date('2026-03-10T06:59:59.999Z'))).toEqual({ due: false, day: '2026-03-10' });
    expect(digestSlot(new Date('2026-03-10T07:00:00.000Z'))).toEqual({ due: true, day: '2026-03-10' });
    expect(digestSlot(new Date('2026-03-10T23:59:59.000Z'))).toEqual({ due: true, day: '2026-03-10' });
    // UTC hours and days, not local ones: 08:30 in UTC+2 is 06:30 UTC, not yet; 01:00 the next day
    // in UTC+2 is still the 10th in UTC
    expect(digestSlot(new Date('2026-03-11T08:30:00+02:00'))).toEqual({ due: false, day: '2026-03-11' });
    expect(digestSlot(new Date('2026-03-11T01:00:00+02:00'))).toEqual({ due: true, day: '2026-03-10' });
  });

  it('is pending for a user never sent one or last sent one on an earlier day, not twice a day', () => {
    expect(digestPendingFor(undefined, '2026-03-10')).toBe(true);
    expect(digestPendingFor('2026-03-09', '2026-03-10')).toBe(true);
    expect(digestPendingFor('2026-03-10', '2026-03-10')).toBe(false);
  });

  it('covers the time since the previous digest, never more than 24 hours', () => {
    const now = new Date('2026-03-10T07:05:00.000Z');
    expect(digestWindow(now, '2026-03-09T07:02:00.000Z')).toEqual({
      from: '2026-03-09T07:05:00.000Z',
      to: '2026-03-10T07:05:00.000Z',
    });
    expect(digestWindow(now, '2026-03-09T09:00:00.000Z')).toEqual({
      from: '2026-03-09T09:00:00.000Z',
      to: '2026-03-10T07:05:00.000Z',
    });
    expect(digestWindow(now, undefined).from).toBe('2026-03-09T07:05:00.000Z');
  });
});

describe('the digest e-mail', () => {
  const entry = (i: number, over: Partial<DigestEntry> = {}): DigestEntry => ({
    title: `Notice ${i}`,
    link: `/deal/D${i}`,
    createdAt: new Date(Date.UTC(2026, 2, 9, 8, 0, i)).toISOString(),
    ...over,
  });

  it('sends nothing when there is nothing to list', () => {
    expect(composeDigest([], 'a@example.com', options)).toBeUndefined();
  });

  it('lists each title with its absolute portal link, newest first, and says how to turn it off', () => {
    const message = composeDigest(
      [entry(1), entry(3, { link: undefined }), entry(2, { title: 'Line\nbreak <b>' })],
      'a@example.com',
      options,
    )!;
    expect(message.to).toBe('a@example.com');
    expect(message.subject).toBe('Your daily summary: 3 notifications');
    expect(message.text.split('\n').filter((l) => l.startsWith('- '))).toEqual([
      '- Notice 3',
      '- Line break <b>: https://portal.example.com/deal/D2',
      '- Notice 1: https://portal.example.com/deal/D1',
    ]);
    expect(message.text).toContain('My Account → Settings → Email Notifications');
    expect(message.html).toContain('Line break &lt;b&gt;');
    expect(message.html).toContain('href="https://portal.example.com/deal/D1"');
    expect(message.messageId).toBe('<digest-user-1-2026-03-10@mail.example.com>');
    expect(message.text).not.toContain('more in the portal');
  });

  it('names one notification in the singular', () => {
    expect(composeDigest([entry(1)], 'a@example.com', options)!.subject).toBe(
      'Your daily summary: 1 notification',
    );
  });

  it('lists at most 50, the newest, then counts the rest', () => {
    const entries = Array.from({ length: 53 }, (_, i) => entry(i));
    const message = composeDigest(entries, 'a@example.com', options)!;
    const listed = message.text.split('\n').filter((l) => l.startsWith('- '));
    expect(message.subject).toBe('Your daily summary: 53 notifications');
    expect(listed).toHaveLength(50);
    expect(listed[0]).toBe('- Notice 52: https://portal.example.com/deal/D52');
    expect(listed.at(-1)).toBe('- Notice 3: https://portal.example.com/deal/D3');
    expect(message.text).toContain('and 3 more in the portal: https://portal.example.com/');
    expect(message.html).toContain('and 3 more in the portal');
  });

  it('never links off the portal', () => {
    const message = composeDigest([entry(1, { link: 'https://evil.example/x' })], 'a@example.com', options)!;
    expect(message.text).toMatch(/^- Notice 1: https:\/\/portal\.example\.com\//m);
  });
});
