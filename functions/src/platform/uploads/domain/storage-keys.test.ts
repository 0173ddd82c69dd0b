import { describe, expect, it } from 'vitest';
import { extensionFor } from './file-types';
import { assertFolder, storageKeys, uploadPrefix } from './storage-keys';

describe('storage keys', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('follow {folder}/{random}_{timestamp}.{ext}, the upload key the same under uploads/', () => {
    expect(
      storageKeys({
        folder: 'u1/document_tax_certificate',
        type: 'application/pdf',
        fileName: 'Tax.PDF',
        random: 'ab12cd',
        now,
      }),
    ).toEqual({
      uploadKey: `uploads/u1/document_tax_certificate/ab12cd_${now.getTime()}.pdf`,
      finalKey: `u1/document_tax_certificate/ab12cd_${now.getTime()}.pdf`,
    });
    expect(extensionFor('image/png', '../../etc/passwd')).toBe('png');
    expect(extensionFor('image/jpeg', 'photo.jpeg')).toBe('jpeg');
  });

  it('never put a final file where a ticket can write', () => {
    for (const folder of ['uploads', 'uploads/u1', '../u1', 'u1/../x', '', 'a//b', 'u1/doc type'])
      expect(() => assertFolder(folder), folder).toThrow(/Not a storage folder/);
    const { finalKey } = storageKeys({
      folder: 'deals/d1/fco',
      type: 'application/pdf',
      fileName: 'x',
      random: 'ffff',
      now,
    });
    expect(finalKey.startsWith(uploadPrefix)).toBe(false);
  });
});
