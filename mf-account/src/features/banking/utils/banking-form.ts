import type { BankingResponse, BankingUpdate } from '@portal/contracts/account';

/** What the banking form edits. The account number field starts empty: the stored one is only shown masked. */
export interface BankingFormValues {
  bank_name: string;
  bank_account_number: string;
  bank_manager_name: string;
  bank_manager_phone: string;
}

export function formValuesFrom(banking: BankingResponse | undefined): BankingFormValues {
  return {
    bank_name: banking?.bank_name ?? '',
    bank_account_number: '',
    bank_manager_name: banking?.bank_manager_name ?? '',
    bank_manager_phone: banking?.bank_manager_phone ?? '',
  };
}

/** The placeholder of the account number field: the masked stored number, or a hint when none is stored. */
export function accountNumberPlaceholder(banking: BankingResponse | undefined): string {
  const masked = banking?.bank_account_number_masked?.trim();
  return masked ? masked : 'Enter your account number';
}

/** The PUT body: an empty account number field means "keep the stored one" (the key is omitted). */
export function toBankingUpdate(values: BankingFormValues): BankingUpdate {
  const accountNumber = values.bank_account_number.trim();
  return {
    bank_name: values.bank_name.trim(),
    ...(accountNumber ? { bank_account_number: accountNumber } : {}),
    bank_manager_name: values.bank_manager_name.trim(),
    bank_manager_phone: values.bank_manager_phone.trim(),
  };
}
