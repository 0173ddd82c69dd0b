import { describe, expect, it } from 'vitest';
import {
  fileValueFromDocument,
  hasValue,
  isReadOnly,
  missingFieldsMessage,
  parseFormValues,
  readOnlyNotice,
  submittedToast,
  valuesToSend,
} from './form-state';

describe('registration form state', () => {
  it('reads form_values given as an object or a JSON string', () => {
    expect(parseFormValues({ a: 'x' })).toEqual({ a: 'x' });
    expect(parseFormValues('{"a":"x","b":true}')).toEqual({ a: 'x', b: true });
    expect(parseFormValues('not json')).toEqual({});
    expect(parseFormValues(null)).toEqual({});
    expect(parseFormValues([1, 2])).toEqual({});
  });

  it('stores an uploaded document as a file value', () => {
    expect(
      fileValueFromDocument({
        id: 'd1',
        file_name: 'a.pdf',
        file_type: 'application/pdf',
        file_path: 'u/x/a.pdf',
      }),
    ).toEqual({
      fileName: 'a.pdf',
      fileType: 'application/pdf',
      filePath: 'u/x/a.pdf',
      documentId: 'd1',
    });
  });

  it('is read-only when submitted or approved', () => {
    expect(isReadOnly('submitted')).toBe(true);
    expect(isReadOnly('approved')).toBe(true);
    expect(isReadOnly('draft')).toBe(false);
    expect(isReadOnly('rejected')).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
    expect(readOnlyNotice('seller', 'submitted')).toMatch(/under review.*cannot be modified/);
    expect(readOnlyNotice('buyer', 'approved')).toBe(
      'This Buyer registration has been approved and cannot be modified.',
    );
  });

  it('uses the spec texts', () => {
    expect(submittedToast('seller')).toBe(
      'Seller registration submitted successfully! It is now under review.',
    );
    expect(missingFieldsMessage(['Business Legal Name'])).toBe(
      'Please fill in the required field: Business Legal Name',
    );
    expect(missingFieldsMessage(['A', 'B'])).toBe('Please fill in the required fields: A, B');
  });

  it('knows filled values', () => {
    expect(hasValue(' ')).toBe(false);
    expect(hasValue('x')).toBe(true);
    expect(hasValue(false)).toBe(false);
    expect(hasValue(0)).toBe(true);
    expect(hasValue({ fileName: 'a', fileType: 't', filePath: 'p', documentId: 'd' })).toBe(true);
    expect(hasValue(null)).toBe(false);
  });

  it('sends only the given fields, trimmed, without empty strings', () => {
    expect(valuesToSend({ a: ' x ', b: '', c: true, hidden: 'y', d: null }, ['a', 'b', 'c', 'd'])).toEqual({
      a: 'x',
      c: true,
    });
  });
});
