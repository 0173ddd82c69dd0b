import { describe, expect, it } from 'vitest';
import { dealOpeningItems } from '../data/deal-repository';
import { sampleSnapshot } from '../../../test/support/deal-fixtures';
import { dealIdFrom, dealIdPattern, openDeal } from './deal-opening';

const snapshot = sampleSnapshot;
const fco = {
  id: 'f-1',
  purpose: 'fco_terms',
  file_name: 'fco.pdf',
  file_type: 'application/pdf',
  size: 1200,
  file_path: 'marketplace/s/market-fco-terms/a.pdf',
  created_at: '2025-06-01T00:00:00.000Z',
  provided_by: 'seller' as const,
};

function opened() {
  return openDeal({
    id: 'ABC0123XYZ',
    eventId: 'e-1',
    inquiryId: 'i-1',
    itemId: 'item-1',
    itemKind: 'listing',
    buyer: { userId: 'buyer-sub', label: 'Buyer #4821' },
    seller: { userId: 'seller-sub', label: 'Seller #1930' },
    snapshot,
    files: [fco],
    openedBy: 'seller',
    at: new Date('2025-06-20T10:00:00.000Z'),
  });
}

describe('dealIdFrom', () => {
  it('makes 10 upper-case Crockford base32 digits (no I, L, O, U)', () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i * 37 + 5);
    const id = dealIdFrom(bytes);
    expect(id).toMatch(dealIdPattern);
    expect(dealIdFrom(Uint8Array.from([0, 1, 9, 10, 17, 18, 20, 21, 26, 31]))).toBe('019AHJMNTZ');
    // only the low 5 bits count
    expect(dealIdFrom(Uint8Array.from([32, 33, 255, 224, 0, 0, 0, 0, 0, 0]))).toBe('01Z0000000');
  });

  it('refuses fewer than 10 bytes', () => {
    expect(() => dealIdFrom(new Uint8Array(9))).toThrow(/10 random bytes/);
  });
});

describe('openDeal', () => {
  it("opens at inquiry-submitted (10 %), named by its Transaction ID, with the accepted inquiry's terms", () => {
    const { deal } = opened();
    expect(deal).toMatchObject({
      id: 'ABC0123XYZ',
      name: 'Order #ABC0123XYZ',
      title: 'Deal #ABC0123XYZ',
      stage: 'inquiry-submitted',
      progress: 10,
      status: 'active',
      buyer_id: 'buyer-sub',
      buyer_label: 'Buyer #4821',
      seller_id: 'seller-sub',
      seller_label: 'Seller #1930',
      snapshot,
      fco_files: [fco],
      inquiry_id: 'i-1',
      item_id: 'item-1',
      item_kind: 'listing',
      version: 1,
      created_at: '2025-06-20T10:00:00.000Z',
      updated_at: '2025-06-20T10:00:00.000Z',
    });
  });

  it('makes both parties active members and records who opened it', () => {
    const { members, event } = opened();
    expect(members.map((m) => [m.user_id, m.role, m.label, m.state])).toEqual([
      ['buyer-sub', 'buyer', 'Buyer #4821', 'active'],
      ['seller-sub', 'seller', 'Seller #1930', 'active'],
    ]);
    expect(event).toMatchObject({
      actor: 'seller-sub',
      actor_role: 'seller',
      action: 'deal-opened',
      from: null,
      to: 'inquiry-submitted',
      inquiry_id: 'i-1',
    });
  });
});

describe('dealOpeningItems', () => {
  it('puts the deal (DEAL index), two members (USER_DEALS#<sub> / active#<updated_at>) and the event, none overwriting', () => {
    const items = dealOpeningItems(opened());
    expect(items).toHaveLength(6);
    const puts = items.slice(0, 4).map((i) => i.Put!);
    for (const put of puts) expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(puts[0]!.Item).toMatchObject({
      pk: 'DEAL#ABC0123XYZ',
      sk: 'DEAL',
      gsi1pk: 'DEAL',
      gsi1sk: '2025-06-20T10:00:00.000Z',
      entity: 'deal',
    });
    expect(puts[1]!.Item).toMatchObject({
      pk: 'DEAL#ABC0123XYZ',
      sk: 'MEMBER#buyer-sub',
      gsi2pk: 'USER_DEALS#buyer-sub',
      gsi2sk: 'active#2025-06-20T10:00:00.000Z',
      role: 'buyer',
      entity: 'deal_member',
    });
    expect(puts[2]!.Item).toMatchObject({ sk: 'MEMBER#seller-sub', gsi2pk: 'USER_DEALS#seller-sub' });
    expect(puts[3]!.Item).toMatchObject({
      pk: 'DEAL#ABC0123XYZ',
      // ordered by time, then deal version and place within the change
      sk: 'EVENT#2025-06-20T10:00:00.000Z#000001-00-e-1',
      entity: 'deal_event',
    });
    // one more pending deal on each party's Dashboard tally
    expect(items.slice(4).map((i) => i.Update)).toEqual(
      ['buyer-sub', 'seller-sub'].map((sub) =>
        expect.objectContaining({
          Key: { pk: `USER#${sub}`, sk: 'DEAL_TALLY' },
          UpdateExpression: 'SET #entity = :entity ADD #pending :pending',
          ExpressionAttributeValues: { ':pending': 1, ':entity': 'deal_tally' },
        }),
      ),
    );
  });
});
