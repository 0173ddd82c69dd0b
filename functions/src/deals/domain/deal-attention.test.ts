import { describe, expect, it } from 'vitest';
import { attentionPartyIds, dealAttention, type PartyAccountState } from './deal-attention';

const row = (status: 'active' | 'closed' | 'cancelled' = 'active') => ({
  status,
  buyer: { id: 'b', label: 'Buyer #4821', company: 'Delta Refining SA' },
  seller: { id: 's', label: 'Seller #1733', company: 'Northsea Fuels BV' },
});
const states = (entries: Array<[string, PartyAccountState]>) => new Map(entries);

describe('dealAttention', () => {
  it('marks an open deal whose party is deactivated or deleted, naming the party by its label', () => {
    expect(dealAttention(row(), states([['s', 'inactive']]))).toBe("Seller #1733's account is deactivated.");
    expect(
      dealAttention(
        row(),
        states([
          ['b', 'deleted'],
          ['s', 'inactive'],
        ]),
      ),
    ).toBe("Buyer #4821's account is deleted. Seller #1733's account is deactivated.");
  });

  it('leaves deals with active parties and closed or cancelled deals unmarked', () => {
    expect(dealAttention(row(), states([['b', 'active']]))).toBeNull();
    expect(dealAttention(row('closed'), states([['s', 'inactive']]))).toBeNull();
    expect(dealAttention(row('cancelled'), states([['b', 'deleted']]))).toBeNull();
  });

  it("reads only open deals' parties", () => {
    expect(attentionPartyIds([row(), row('closed')])).toEqual(['b', 's']);
  });
});
