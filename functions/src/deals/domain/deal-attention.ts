import type { AdminDealRow } from '@portal/contracts/admin-deals';

/** A party's account as the platform holds it (platform/users: readAccountStates). */
export type PartyAccountState = 'active' | 'inactive' | 'deleted';

const stateWords: Record<Exclude<PartyAccountState, 'active'>, string> = {
  inactive: 'deactivated',
  deleted: 'deleted',
};

/**
 * Why an open deal needs an admin: a party whose account was deactivated (or deleted) can no longer
 * act on it, so the deal waits for an admin's decision (reactivate, cancel). A closed or cancelled
 * deal needs nothing. `states` holds the parties' account states by user id.
 */
export function dealAttention(
  row: Pick<AdminDealRow, 'status' | 'buyer' | 'seller'>,
  states: ReadonlyMap<string, PartyAccountState>,
): string | null {
  if (row.status !== 'active') return null;
  const notes = [row.buyer, row.seller].flatMap((party) => {
    const state = states.get(party.id) ?? 'active';
    return state === 'active' ? [] : [`${party.label}'s account is ${stateWords[state]}.`];
  });
  return notes.length ? notes.join(' ') : null;
}

/** The user ids whose account states the page's open deals need. */
export const attentionPartyIds = (rows: ReadonlyArray<Pick<AdminDealRow, 'status' | 'buyer' | 'seller'>>) =>
  rows.filter((row) => row.status === 'active').flatMap((row) => [row.buyer.id, row.seller.id]);
