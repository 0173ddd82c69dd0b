import { describe, expect, it } from 'vitest';
import { dealActivityOf } from './deal-activity';

const deal: Parameters<typeof dealActivityOf>[0] = {
  id: 'D1',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1234',
  snapshot: {
    product: 'EN590 Diesel',
    product_type: 'EN590',
    quantity: 25000,
    unit: 'MT',
    delivery: 'FOB',
    location: 'Rotterdam',
    price: 685.5,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: 'USD',
    industry: 'Energy',
  },
};
const file = { file_name: 'spa.pdf', file_type: 'application/pdf', size: 10, sha256: 'a'.repeat(64) };

describe('dealActivityOf', () => {
  it("records a party's upload as Pending, with the file's name, in the History's words, the deal by its ticket", () => {
    const activity = dealActivityOf(
      deal,
      { userId: 'seller-1', role: 'seller' },
      { type: 'upload-document', documentType: 'initial-spa', documentId: 'doc-1', file },
      [
        { actor: 'seller-1', action: 'document-uploaded' },
        { actor: 'platform', action: 'group-entered' },
      ],
    );
    expect(activity).toEqual({
      userId: 'seller-1',
      action: 'Document uploaded: 25,000 MT EN590 Diesel',
      status: 'Pending',
      documentName: 'spa.pdf',
      link: '/deal/D1',
    });
  });

  it('records any other step as Completed, without a document', () => {
    const activity = dealActivityOf(
      deal,
      { userId: 'buyer-1', role: 'buyer' },
      { type: 'proceed' } as never,
      [{ actor: 'buyer-1', action: 'buyer-proceeded' }],
    );
    expect(activity).toMatchObject({
      action: 'Buyer proceeded: 25,000 MT EN590 Diesel',
      status: 'Completed',
      documentName: null,
    });
  });

  it("keeps no record for admins, or when no entry is the actor's", () => {
    expect(
      dealActivityOf(deal, { userId: 'admin-1', role: 'admin' }, { type: 'cancel' } as never, [
        { actor: 'admin-1', action: 'deal-cancelled' },
      ]),
    ).toBeUndefined();
    expect(
      dealActivityOf(deal, { userId: 'buyer-1', role: 'buyer' }, { type: 'proceed' } as never, [
        { actor: 'someone-else', action: 'group-entered' },
      ]),
    ).toBeUndefined();
  });
});
