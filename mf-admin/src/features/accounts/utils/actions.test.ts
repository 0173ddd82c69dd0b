import { describe, expect, it } from 'vitest';
import { accountActions } from './actions';

describe('accountActions', () => {
  it('offers Deactivate (destructive) for an active account', () => {
    expect(accountActions('active')).toEqual([
      { id: 'edit', label: 'Edit' },
      { id: 'rating', label: 'Adjust Rating' },
      { id: 'active', label: 'Deactivate', danger: true },
    ]);
  });
  it('offers Activate for an inactive account', () => {
    expect(accountActions('inactive').map((a) => a.label)).toEqual(['Edit', 'Adjust Rating', 'Activate']);
    expect(accountActions('inactive')[2]!.danger).toBeUndefined();
  });
});
