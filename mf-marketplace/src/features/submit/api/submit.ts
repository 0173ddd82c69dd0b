import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { ItemForm, OwnerItem } from '@portal/contracts/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { callApi } from '@portal/web/api';
import useSWR from 'swr';
import { itemRoutes } from '../../../lib/item-routes';

/** POST /marketplace/{listings|requests}: the form and its uploaded FCO terms file. */
export function createItem(kind: ItemKind, form: ItemForm, fcoFileId: string): Promise<OwnerItem> {
  const body = { form, fco_file_id: fcoFileId };
  return kind === 'listing'
    ? callApi(marketplaceContracts.createListing, { body })
    : callApi(marketplaceContracts.createRequest, { body });
}

/** PUT /marketplace/{listings|requests}/{id}: the owner's edit of the version read (409 when it changed). */
export function updateItem(
  kind: ItemKind,
  id: string,
  form: ItemForm,
  version: number,
  fcoFileId?: string,
): Promise<OwnerItem> {
  const input = { params: { id }, body: { form, version, ...(fcoFileId ? { fco_file_id: fcoFileId } : {}) } };
  return kind === 'listing'
    ? callApi(marketplaceContracts.updateListing, input)
    : callApi(marketplaceContracts.updateRequest, input);
}

/** The owner's view of one of their items (with its version), read from their own list. */
export async function fetchOwnerItem(kind: ItemKind, id: string): Promise<OwnerItem | null> {
  const list = await callApi(itemRoutes[kind].mine, { query: { tab: 'All' } });
  return list.items.find((item) => item.id === id) ?? null;
}

/** The item being edited (null: not the caller's, or gone). */
export function useOwnerItem(kind: ItemKind, id: string | null) {
  return useSWR(id ? ['owner-item', kind, id] : null, () => fetchOwnerItem(kind, id!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
