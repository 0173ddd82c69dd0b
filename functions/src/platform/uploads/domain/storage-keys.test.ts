import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { issueUploadTicket, storeGeneratedFile } from '../use-cases/uploads';
import { extensionFor } from './file-types';
import { marketFcoTerms, marketProductSpecifications } from './market-purposes';
import { assertKind, storageKeys, unlinkableKey, uploadPrefix } from './storage-keys';
import type { UploadPurpose, UploadTicketRecord } from './ticket';

// the use case's S3 and DynamoDB calls, recorded instead of made
const written = vi.hoisted(() => ({ keys: [] as string[], tickets: [] as unknown[] }));
vi.mock('../adapters/object-store', () => ({
  presignPost: vi.fn(async (input: { key: string }) => {
    written.keys.push(input.key);
    return { url: 'https://bucket.example/', fields: { key: input.key } };
  }),
  putObject: vi.fn(async (input: { key: string }) => {
    written.keys.push(input.key);
  }),
}));
vi.mock('../data/upload-ticket-repository', () => ({
  putUploadTicket: vi.fn(async (ticket: unknown) => {
    written.tickets.push(ticket);
  }),
}));

describe('storage keys', () => {
  const id = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';
  it('follow {kind}/{uuid}.{ext}, the upload key the same under uploads/', () => {
    expect(
      storageKeys({ kind: 'account-document', type: 'application/pdf', fileName: 'Tax.PDF', id }),
    ).toEqual({
      uploadKey: `uploads/account-document/${id}.pdf`,
      finalKey: `account-document/${id}.pdf`,
    });
    expect(extensionFor('image/png', '../../etc/passwd')).toBe('png');
    expect(extensionFor('image/jpeg', 'photo.jpeg')).toBe('jpeg');
    expect(() =>
      storageKeys({ kind: 'deal-document', type: 'application/pdf', fileName: 'x', id: 'u1' }),
    ).toThrow(/UUID/);
  });

  it('never put a final file where a ticket can write', () => {
    for (const kind of ['uploads', 'uploads/u1', '../u1', 'u1/x', '', 'a//b', 'doc type', 'Deal'])
      expect(() => assertKind(kind), kind).toThrow(/Not a storage kind/);
    const { finalKey } = storageKeys({ kind: 'deal-document', type: 'application/pdf', fileName: 'x', id });
    expect(finalKey.startsWith(uploadPrefix)).toBe(false);
  });

  describe('name no user: the marketplace keeps its owners anonymous and download links carry the key', () => {
    // the account and deal modules' purposes, as they name them (platform code may not import theirs)
    const other = (name: string): UploadPurpose => ({
      name,
      allowedTypes: ['application/pdf'],
      maxBytes: 1e7,
    });
    const dealDocumentPurpose = other('deal-document');
    const purposes = [
      other('account-document'),
      marketFcoTerms,
      marketProductSpecifications,
      dealDocumentPurpose,
    ];
    beforeEach(() => {
      written.keys.length = 0;
      written.tickets.length = 0;
    });

    it.each(purposes.map((p) => [p.name, p] as const))(
      'keeps the owner out of every key of a %s ticket',
      async (_name, purpose) => {
        const owner = randomUUID();
        await issueUploadTicket({
          owner,
          purpose,
          file: { name: `${owner}.pdf`, type: 'application/pdf', size: 100 },
          context: { document_type: 'general', deal_id: randomUUID() },
        });
        const [ticket] = written.tickets as UploadTicketRecord[];
        expect(ticket!.owner).toBe(owner); // ownership lives in the record
        expect(written.keys).toEqual([ticket!.key]);
        for (const key of [ticket!.key, ticket!.final_key]) {
          expect(key).not.toContain(owner);
          expect(key).toMatch(new RegExp(`^(uploads/)?${purpose.name}/[0-9a-f-]{36}\\.pdf$`));
        }
      },
    );

    it('keeps everyone out of the key of a generated file', async () => {
      const user = randomUUID();
      const stored = await storeGeneratedFile({
        purpose: dealDocumentPurpose,
        file_name: `invoice-${user}.pdf`,
        content_type: 'application/pdf',
        bytes: new Uint8Array([1, 2, 3]),
      });
      expect(written.keys).toEqual([stored.key]);
      expect(stored.key).not.toContain(user);
      expect(stored.key).toMatch(/^deal-document\/[0-9a-f-]{36}\.pdf$/);
    });
  });
});

describe('unlinkableKey', () => {
  it('serves a current key as it is, and an older key that names its owner from a copy that does not', () => {
    const current = 'market-fco-terms/0b7c2a8e-5f3d-4c1a-9e2b-7d6f1a3c4b5e.pdf';
    expect(unlinkableKey(current)).toBe(current);
    const owner = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const older = `marketplace/${owner}/terms/Old FCO.PDF`;
    const copy = unlinkableKey(older);
    expect(copy).toMatch(/^unlinked\/[0-9a-f]{64}\.pdf$/);
    expect(copy).not.toContain(owner);
    expect(unlinkableKey(older)).toBe(copy);
    expect(unlinkableKey(`marketplace/${owner}/other.pdf`)).not.toBe(copy);
  });
});
