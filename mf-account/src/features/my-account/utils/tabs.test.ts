import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './tabs';

describe('tabFromQuery', () => {
  it('picks a known tab, else my-details', () => {
    expect(tabFromQuery('settings')).toBe('settings');
    expect(tabFromQuery('registration')).toBe('registration');
    expect(tabFromQuery('company')).toBe('company');
    expect(tabFromQuery(null)).toBe('my-details');
    expect(tabFromQuery('bogus')).toBe('my-details');
  });
});
