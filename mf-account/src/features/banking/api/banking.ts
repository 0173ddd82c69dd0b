import type { BankingResponse, BankingUpdate } from '@portal/contracts/account';
import { accountContracts } from '@portal/contracts/api/account';
import { ApiError, apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

export const BANKING_KEY = apiKey(accountContracts.getBanking);

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
    return await callApi(accountContracts.getBanking);
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
  return callApi(accountContracts.saveBanking, { body: update });
}
