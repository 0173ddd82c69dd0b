import type { DocumentRecord, Registration } from '@portal/contracts/account';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import { assertDocumentDeletable, withServerFileValues } from './registrations';

const doc: DocumentRecord = {
  id: 'd1',
  user_id: 'u1',
  document_type: 'document_tax_certificate',
  file_name: 'tax.pdf',
  file_path: 'u1/document_tax_certificate/ab_1.pdf',
  file_type: 'application/pdf',
  size: 10,
  created_at: '2026-11-22T10:00:00Z',
};

describe('withServerFileValues', () => {
  it("replaces a file field's name, type and path by the caller's document record", () => {
    const values = withServerFileValues(
      {
        business_legal_name: 'Acme',
        document_tax_certificate: {
          fileName: 'evil.html',
          fileType: 'text/html',
          filePath: 'someone-else/secret.pdf',
          documentId: 'd1',
        },
        empty: null,
      },
      [doc],
    );
    expect(values).toEqual({
      business_legal_name: 'Acme',
      document_tax_certificate: {
        fileName: 'tax.pdf',
        fileType: 'application/pdf',
        filePath: 'u1/document_tax_certificate/ab_1.pdf',
        documentId: 'd1',
      },
      empty: null,
    });
  });

  it('refuses a document that is not the caller’s, naming the field', () => {
    const attempt = () =>
      withServerFileValues(
        { document_id_verification: { fileName: 'a', fileType: 'b', filePath: 'c', documentId: 'd9' } },
        [doc],
      );
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(expect.objectContaining({ kind: 'invalid', field: 'document_id_verification' }));
  });
});

describe('assertDocumentDeletable', () => {
  const registration = (status: Registration['status'], documentId = 'd1'): Registration => ({
    id: 'r1',
    user_id: 'u1',
    type: 'buyer',
    status,
    form_values: {
      document_tax_certificate: {
        fileName: 'tax.pdf',
        fileType: 'application/pdf',
        filePath: 'p',
        documentId,
      },
    },
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    version: 2,
  });

  it('refuses (409) while a submitted or approved registration uses the document, saying which', () => {
    expect(() => assertDocumentDeletable('d1', [registration('submitted')])).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        message: 'This document is part of your submitted Buyer registration and cannot be deleted.',
      }),
    );
    expect(() => assertDocumentDeletable('d1', [{ ...registration('approved'), type: 'seller' }])).toThrow(
      'This document is part of your approved Seller registration and cannot be deleted.',
    );
  });

  it('allows it for drafts, rejected registrations and other documents', () => {
    expect(() =>
      assertDocumentDeletable('d1', [registration('draft'), registration('rejected')]),
    ).not.toThrow();
    expect(() => assertDocumentDeletable('d1', [registration('submitted', 'd2')])).not.toThrow();
  });
});
