import { describe, expect, it } from 'vitest';
import { bankingView } from '../../platform/accounts/domain/banking';
import { nextBanking } from './banking';

describe('banking', () => {
  it('never returns the stored number, and keeps it when the update omits it', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const first = nextBanking(
      undefined,
      {
        bank_name: 'B',
        bank_account_number: 'DE89370400440532013000',
        bank_manager_name: 'M',
        bank_manager_phone: '',
      },
      now,
    );
    expect(first.version).toBe(1);
    const second = nextBanking(
      first,
      { bank_name: 'B2', bank_manager_name: 'M', bank_manager_phone: '+49 30 1234567' },
      now,
    );
    expect(second).toMatchObject({
      bank_name: 'B2',
      bank_account_number: 'DE89370400440532013000',
      version: 2,
    });
    expect(JSON.stringify(bankingView(second))).not.toContain('0532013000');
    expect(bankingView(undefined)).toEqual({
      bank_name: '',
      bank_account_number_masked: '',
      bank_manager_name: '',
      bank_manager_phone: '',
      updated_at: null,
    });
  });
});
