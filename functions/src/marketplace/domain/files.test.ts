import { describe, expect, it } from 'vitest';
import {
  filePurposeOfUpload,
  marketFileOf,
  marketFileView,
  mayDownload,
  termsItemIdOf,
  uploadPurposeOf,
  type StoredMarketFile,
} from './files';
import type { StoredItem } from './items';

const file = (overrides: Partial<StoredMarketFile> = {}): StoredMarketFile => ({
  ...marketFileOf({
    id: 'f1',
    uploaderId: 'seller',
    purpose: 'product_specifications',
    file: {
      key: 'marketplace/seller/market-product-specifications/ab12_1.pdf',
      file_name: 'specs.pdf',
      content_type: 'application/pdf',
      size: 2048,
      verified_at: '2026-03-10T09:00:00.000Z',
    },
  }),
  ...overrides,
});

describe('marketplace files', () => {
  it('PDF or Word up to 10485760 bytes, one upload purpose each', () => {
    for (const purpose of ['fco_terms', 'product_specifications'] as const) {
      expect(uploadPurposeOf[purpose].maxBytes).toBe(10485760);
      expect([...uploadPurposeOf[purpose].allowedTypes].sort()).toEqual([
        'application/msword',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]);
      expect(filePurposeOfUpload(uploadPurposeOf[purpose].name)).toBe(purpose);
    }
    expect(uploadPurposeOf.fco_terms.name).toBe('market-fco-terms');
    expect(uploadPurposeOf.product_specifications.name).toBe('market-product-specifications');
    expect(filePurposeOfUpload('account-document')).toBeUndefined();
  });

  it('records the verified file and shows it without its storage path', () => {
    expect(file()).toMatchObject({ user_id: 'seller', file_type: 'application/pdf', size: 2048 });
    expect(marketFileView(file())).toEqual({
      id: 'f1',
      purpose: 'product_specifications',
      file_name: 'specs.pdf',
      file_type: 'application/pdf',
      size: 2048,
      created_at: '2026-03-10T09:00:00.000Z',
    });
  });

  it('is downloaded by its uploader, the owner of the item an inquiry sent it to, and admins', () => {
    const sent = file({ attached_to: { kind: 'inquiry', id: 'q1', item_owner: 'buyer' } });
    expect(mayDownload(sent, { userId: 'seller', isAdmin: false })).toBe(true);
    expect(mayDownload(sent, { userId: 'buyer', isAdmin: false })).toBe(true);
    expect(mayDownload(sent, { userId: 'other', isAdmin: false })).toBe(false);
    expect(mayDownload(sent, { userId: 'admin', isAdmin: true })).toBe(true);
    expect(mayDownload(file(), { userId: 'buyer', isAdmin: false })).toBe(false);
  });

  it('is read by whoever may inquire on the visible item whose current FCO terms it is, never another seller', () => {
    const terms = file({
      purpose: 'fco_terms',
      attached_to: { kind: 'listing', id: 'l1', item_owner: 'seller' },
    });
    const listing = {
      id: 'l1',
      kind: 'listing',
      user_id: 'seller',
      status: 'Active',
      fco_file: { id: 'f1' },
    } as StoredItem;
    const buyer = { userId: 'buyer', isAdmin: false, roles: ['buyer'] };
    expect(termsItemIdOf(terms)).toBe('l1');
    expect(mayDownload(terms, buyer, listing)).toBe(true);
    // the item must be read, visible, and still carry this file as its terms
    expect(mayDownload(terms, buyer)).toBe(false);
    expect(mayDownload(terms, buyer, { ...listing, status: 'Inactive' })).toBe(false);
    expect(mayDownload(terms, buyer, { ...listing, fco_file: { id: 'f2' } } as StoredItem)).toBe(false);
    expect(mayDownload(terms, buyer, { ...listing, id: 'l2' })).toBe(false);
    // a seller does not inquire on a listing; on a request it does
    expect(mayDownload(terms, { userId: 'other', isAdmin: false, roles: ['seller'] }, listing)).toBe(false);
    const onRequest = file({
      purpose: 'fco_terms',
      attached_to: { kind: 'request', id: 'l1', item_owner: 'seller' },
    });
    expect(
      mayDownload(
        onRequest,
        { userId: 'other', isAdmin: false, roles: ['seller'] },
        { ...listing, kind: 'request' },
      ),
    ).toBe(true);
    // an inquiry's specifications are not an item's terms
    expect(
      termsItemIdOf(file({ attached_to: { kind: 'listing', id: 'l1', item_owner: 'seller' } })),
    ).toBeUndefined();
  });
});
