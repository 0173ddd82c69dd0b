import { describe, expect, it } from 'vitest';
import { documentKey, extensionFor, matchesSignature, refusalOf, type PendingUpload } from './documents';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('document keys', () => {
  it('follow {userId}/{documentType}/{random}_{timestamp}.{ext} with a server-chosen extension', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(
      documentKey(
        'u1',
        {
          file_name: 'Tax cert.PDF',
          file_type: 'application/pdf',
          size: 10,
          document_type: 'document_tax_certificate',
        },
        'ab12',
        now,
      ),
    ).toBe(`u1/document_tax_certificate/ab12_${now.getTime()}.pdf`);
    expect(extensionFor('image/png', '../../etc/passwd')).toBe('png');
    expect(extensionFor('image/jpeg', 'photo.jpeg')).toBe('jpeg');
  });
});

describe('magic bytes', () => {
  it('recognise each allowed type and refuse a mismatch', () => {
    expect(matchesSignature('application/pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(matchesSignature('application/pdf', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(matchesSignature('image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(matchesSignature('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesSignature('image/gif', bytes('GIF89a'))).toBe(true);
    expect(matchesSignature('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
    expect(
      matchesSignature(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes('PK', 3, 4),
      ),
    ).toBe(true);
    expect(
      matchesSignature('application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)),
    ).toBe(true);
    expect(matchesSignature('text/csv', bytes('a,b\n1,2\n'))).toBe(true);
    expect(matchesSignature('text/plain', bytes('caf', 0xc3))).toBe(true); // a character cut by the sample
    expect(matchesSignature('text/plain', bytes('MZ', 0, 0))).toBe(false);
    expect(matchesSignature('text/plain', bytes(0xff, 0xfe, 0xfd, 0xfc, 0xfb))).toBe(false);
  });
});

describe('refusalOf', () => {
  const pending: PendingUpload = {
    upload_id: 'x',
    key: 'k',
    file_name: 'a.pdf',
    file_type: 'application/pdf',
    size: 8,
    document_type: 'general',
    expires_at: '2026-11-22T10:10:00Z',
  };
  it('accepts the announced file and refuses a missing, resized, oversized or disguised one', () => {
    expect(refusalOf(pending, { size: 8, firstBytes: bytes('%PDF-1.4') })).toBeUndefined();
    expect(refusalOf(pending, undefined)).toMatch(/not uploaded/);
    expect(refusalOf(pending, { size: 9, firstBytes: bytes('%PDF-1.4') })).toMatch(/9 bytes/);
    expect(
      refusalOf(
        { ...pending, size: 11 * 1024 * 1024 },
        { size: 11 * 1024 * 1024, firstBytes: bytes('%PDF') },
      ),
    ).toMatch(/10 MB/);
    expect(refusalOf(pending, { size: 8, firstBytes: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a) })).toMatch(
      /not a valid application\/pdf/,
    );
  });
});
