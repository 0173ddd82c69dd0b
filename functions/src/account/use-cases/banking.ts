import type { BankingResponse, BankingUpdate } from '@portal/contracts/account';
import { getBanking } from '../../platform/accounts/data/account-reads';
import { bankingView } from '../../platform/accounts/domain/banking';
import { saveBanking } from '../data/account-repository';
import { nextBanking } from '../domain/banking';

/** The caller's banking information, the account number masked. */
export async function ownBanking(userId: string): Promise<BankingResponse> {
  return bankingView(await getBanking(userId));
}

/** Saves the caller's banking information (a missing account number keeps the stored one). */
export async function updateBanking(userId: string, update: BankingUpdate): Promise<BankingResponse> {
  const next = nextBanking(await getBanking(userId), update, new Date());
  await saveBanking(userId, next);
  return bankingView(next);
}
