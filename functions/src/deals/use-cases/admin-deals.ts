import type { AdminDealList } from '@portal/contracts/admin-deals';
import { dealReadModel } from '../../platform/search/data/deal-read-model';
import { searchAdminDeals, type AdminDealQuery } from '../../platform/search/domain/deal-collection';

/** Deal Management: one page of a tab's deals matching the text, with every tab's count. */
export async function listAdminDeals(query: AdminDealQuery): Promise<AdminDealList> {
  return searchAdminDeals(await dealReadModel.current(), query);
}
