import type { BankingUpdate } from '@portal/contracts/account';
import type { StoredBanking } from '../../platform/accounts/domain/banking';

/** The next stored state: a missing account number keeps the stored one (the form shows it masked). */
export function nextBanking(
  stored: StoredBanking | undefined,
  update: BankingUpdate,
  now: Date,
): StoredBanking {
  return {
    bank_name: update.bank_name,
    bank_account_number: update.bank_account_number ?? stored?.bank_account_number ?? '',
    bank_manager_name: update.bank_manager_name,
    bank_manager_phone: update.bank_manager_phone,
    updated_at: now.toISOString(),
    version: (stored?.version ?? 0) + 1,
  };
}
