import { describe, expect, it } from 'vitest';
import { accountNumberPlaceholder, formValuesFrom, toBankingUpdate } from './banking-form';

const stored = {
  bank_name: 'First Bank',
  bank_account_number_masked: '****6789',
  bank_manager_name: 'M. Manager',
  bank_manager_phone: '+1 555 0101',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('banking form helpers', () => {
  it('never puts the stored number in the field; shows it masked as the placeholder', () => {
    expect(formValuesFrom(stored).bank_account_number).toBe('');
    expect(accountNumberPlaceholder(stored)).toBe('****6789');
    expect(accountNumberPlaceholder(undefined)).toBe('Enter your account number');
    expect(accountNumberPlaceholder({ ...stored, bank_account_number_masked: '' })).toBe(
      'Enter your account number',
    );
  });
  it('omits the account number when left empty (keep) and sends a typed one (replace)', () => {
    expect(toBankingUpdate(formValuesFrom(stored))).toEqual({
      bank_name: 'First Bank',
      bank_manager_name: 'M. Manager',
      bank_manager_phone: '+1 555 0101',
    });
    expect(
      toBankingUpdate({ ...formValuesFrom(stored), bank_account_number: ' 1234 5678 ' }).bank_account_number,
    ).toBe('1234 5678');
  });
});
