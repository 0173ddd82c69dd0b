import { describe, expect, it } from 'vitest';
import { documentTypeLabel, isPreviewable } from './document-types';

describe('document types', () => {
  it('labels known and registration types', () => {
    expect(documentTypeLabel('general')).toBe('General');
    expect(documentTypeLabel('document_tax_certificate')).toBe('Tax Certificate');
    expect(documentTypeLabel('product_catalog')).toBe('Product Catalog');
  });
  it('previews images only', () => {
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('application/pdf')).toBe(false);
  });
});
