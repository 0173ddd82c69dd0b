import { bankingResponseSchema, type BankingResponse, type BankingUpdate } from '@portal/contracts/account';
import { apiFetch, ApiError } from '@portal/web/api';
import useSWR from 'swr';

export const BANKING_KEY = '/banking';

const EMPTY: BankingResponse = {
  bank_name: '',
  bank_account_number_masked: '',
  bank_manager_name: '',
  bank_manager_phone: '',
  updated_at: null,
};

/** Nothing stored yet (404) is an empty form, not an error. */
async function fetchBanking(): Promise<BankingResponse> {
  try {
    return await apiFetch(BANKING_KEY, { schema: bankingResponseSchema });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return EMPTY;
    throw err;
  }
}

/** GET /banking: the owner's banking details; the account number only ever arrives masked. */
export function useBanking() {
  return useSWR<BankingResponse>(BANKING_KEY, fetchBanking, { revalidateOnFocus: false });
}

/** PUT /banking; omit bank_account_number to keep the stored one. */
export function saveBanking(update: BankingUpdate): Promise<BankingResponse> {
  return apiFetch(BANKING_KEY, { method: 'PUT', json: update, schema: bankingResponseSchema });
}
