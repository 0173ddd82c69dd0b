import type { BankingResponse } from '@portal/contracts/account';

/** Banking information as stored (owner and admins only ever see the number masked). */
export interface StoredBanking {
  bank_name: string;
  bank_account_number: string;
  bank_manager_name: string;
  bank_manager_phone: string;
  updated_at: string;
  version: number;
}

/** All but the last 4 characters hidden: `••••••1234`; short numbers are hidden entirely. */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  if (!compact) return '';
  if (compact.length <= 4) return '•'.repeat(compact.length);
  return `${'•'.repeat(Math.min(compact.length - 4, 8))}${compact.slice(-4)}`;
}

export function bankingView(stored: StoredBanking | undefined): BankingResponse {
  return {
    bank_name: stored?.bank_name ?? '',
    bank_account_number_masked: maskAccountNumber(stored?.bank_account_number ?? ''),
    bank_manager_name: stored?.bank_manager_name ?? '',
    bank_manager_phone: stored?.bank_manager_phone ?? '',
    updated_at: stored?.updated_at ?? null,
  };
}
