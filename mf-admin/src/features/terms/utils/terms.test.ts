import { describe, expect, it } from 'vitest';
import { draftProblem, versionLine } from './terms';

describe('the terms editor', () => {
  it('names the version in force and whether an admin published it', () => {
    const date = (iso: string) => iso.slice(0, 10);
    expect(versionLine({ version: 3, text: 't', published_at: '2026-11-28T10:00:00Z' }, date)).toBe(
      'Version 3, published 2026-11-28',
    );
    expect(versionLine({ version: 1, text: 't' }, date)).toMatch(/^Version 1: the platform's initial text/);
  });

  it('publishes only a changed, non-empty text within the limit', () => {
    expect(draftProblem('  ', 'old')).toBe('Enter the terms of use');
    expect(draftProblem(' old \n', 'old')).toMatch(/^Nothing changed/);
    expect(draftProblem('x'.repeat(100_001), 'old')).toMatch(/at most 100,000 characters/);
    expect(draftProblem('new', 'old')).toBeNull();
  });
});
