import { describe, expect, it } from 'vitest';
import {
  displayValue,
  documentTypeLabel,
  fieldDisplayLabel,
  groupFormValues,
  groupOf,
  keyLabel,
} from './form-groups';

describe('registration form values for reviewers', () => {
  it('shows keys as capitalised words', () => {
    expect(keyLabel('business_legal_name')).toBe('Business Legal Name');
    expect(keyLabel('contact_email')).toBe('Contact Email');
    expect(keyLabel('seller_type')).toBe('Seller Type');
  });

  it('groups by prefix, the longest prefix winning', () => {
    expect(groupOf('business_tax_id')).toBe('Business');
    expect(groupOf('contact_phone')).toBe('Contact');
    expect(groupOf('financial_statement')).toBe('Financial');
    expect(groupOf('purchasing_annual_volume')).toBe('Financial');
    expect(groupOf('compliance_officer')).toBe('Compliance');
    expect(groupOf('technical_compliance_standards')).toBe('Compliance');
    expect(groupOf('product_quality_certifications')).toBe('Compliance');
    expect(groupOf('product_categories')).toBe('Operations');
    expect(groupOf('operations_capacity')).toBe('Operations');
    expect(groupOf('legal_entity_type')).toBe('Legal');
    expect(groupOf('document_signed_agreement')).toBe('Legal');
    expect(groupOf('something_else')).toBe('Other');
  });

  it("shows 'N/A' for empty values, Yes/No for booleans and file names for files", () => {
    expect(displayValue('')).toBe('N/A');
    expect(displayValue('  ')).toBe('N/A');
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(false)).toBe('No');
    expect(displayValue(3)).toBe('3');
    expect(
      displayValue({ fileName: 'tax.pdf', fileType: 'application/pdf', filePath: 'x', documentId: 'd1' }),
    ).toBe('tax.pdf');
  });

  it('returns groups in the fixed order with entries in form order, skipping empty groups', () => {
    const groups = groupFormValues({
      contact_name: 'Ann',
      business_legal_name: 'Acme',
      business_tax_id: '',
      document_tax_certificate: {
        fileName: 'tax.pdf',
        fileType: 'application/pdf',
        filePath: 'p',
        documentId: 'doc-1',
      },
    });
    expect(groups.map((g) => g.name)).toEqual(['Business', 'Contact', 'Legal']);
    expect(groups[0]!.entries).toEqual([
      { key: 'business_legal_name', label: 'Business Legal Name', value: 'Acme' },
      { key: 'business_tax_id', label: 'Business Tax Id', value: 'N/A' },
    ]);
    expect(groups[2]!.entries[0]).toEqual({
      key: 'document_tax_certificate',
      label: 'Document Tax Certificate',
      value: 'tax.pdf',
      documentId: 'doc-1',
    });
  });

  it('accepts form values stored as a JSON string and ignores garbage', () => {
    expect(groupFormValues('{"contact_email":"a@b.c"}')).toEqual([
      { name: 'Contact', entries: [{ key: 'contact_email', label: 'Contact Email', value: 'a@b.c' }] },
    ]);
    expect(groupFormValues('not json')).toEqual([]);
    expect(groupFormValues(null)).toEqual([]);
    expect(groupFormValues([1, 2])).toEqual([]);
  });
});

describe('labels from the field catalogue', () => {
  it("shows a select's option label instead of its stored value", () => {
    const [financial] = groupFormValues({ purchasing_annual_volume: '5m_20m' }, 'buyer');
    expect(financial).toEqual({
      name: 'Financial',
      entries: [{ key: 'purchasing_annual_volume', label: 'Annual Purchasing Volume', value: '$5M - $20M' }],
    });
    const seller = groupFormValues(
      { seller_type: 'tank_terminal', tank_terminal_ownership: 'leased' },
      'seller',
    );
    expect(seller.flatMap((g) => g.entries.map((e) => e.value))).toEqual(['Tank Terminal', 'Leased']);
  });

  it('labels file fields as the form does and keeps an unknown option value as it is', () => {
    const groups = groupFormValues(
      {
        document_signed_agreement: { fileName: 'signed.pdf', documentId: 'd1' },
        purchasing_annual_volume: 'not_an_option',
      },
      'buyer',
    );
    const entries = groups.flatMap((g) => g.entries);
    expect(entries.find((e) => e.key === 'document_signed_agreement')).toMatchObject({
      label: 'Signed Agreement',
      value: 'signed.pdf',
      documentId: 'd1',
    });
    expect(entries.find((e) => e.key === 'purchasing_annual_volume')?.value).toBe('not_an_option');
  });

  it('falls back to capitalised words for keys the catalogue does not know', () => {
    expect(fieldDisplayLabel('legacy_field', 'buyer')).toBe('Legacy Field');
    expect(fieldDisplayLabel('purchasing_annual_volume')).toBe('Purchasing Annual Volume');
  });

  it('names document types by their registration field, else in words', () => {
    expect(documentTypeLabel('document_signed_agreement')).toBe('Signed Agreement');
    expect(documentTypeLabel('document_analysis_certificate')).toBe('Analysis Certificate');
    expect(documentTypeLabel('general')).toBe('General');
    expect(documentTypeLabel('document_old_thing')).toBe('Old Thing');
  });
});
