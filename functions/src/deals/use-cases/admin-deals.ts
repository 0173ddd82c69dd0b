import type { AdminDealList } from '@portal/contracts/admin-deals';
import { dealReadModel } from '../../platform/search/data/deal-read-model';
import { searchAdminDeals, type AdminDealQuery } from '../../platform/search/domain/deal-collection';
import { readAccountStates } from '../../platform/users/data/user-repository';
import { attentionPartyIds, dealAttention } from '../domain/deal-attention';

/**
 * Deal Management: one page of a tab's deals matching the text, with every tab's count; each open
 * deal of the page marked when a party's account is deactivated or deleted (one batch read of the
 * page's parties' profiles, at most 2 per row).
 */
export async function listAdminDeals(query: AdminDealQuery): Promise<AdminDealList> {
  const list = searchAdminDeals(await dealReadModel.current(), query);
  const ids = attentionPartyIds(list.deals);
  if (ids.length === 0) return list;
  const states = await readAccountStates(ids);
  return {
    ...list,
    deals: list.deals.map((row) => ({ ...row, needs_attention: dealAttention(row, states) })),
  };
}
