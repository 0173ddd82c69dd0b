import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { SavedSearch, SavedSearchCreate } from '@portal/contracts/saved-searches';
import { apiKey, callApi } from '@portal/web/api';
import useSWR, { mutate } from 'swr';

/** The caller's saved searches (GET /marketplace/saved-searches), and the writes that change them. */

const LIST_KEY = apiKey(marketplaceContracts.mySavedSearches);

export function useSavedSearches() {
  return useSWR(LIST_KEY, () => callApi(marketplaceContracts.mySavedSearches));
}

const refresh = () => mutate(LIST_KEY);

export async function saveSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  const saved = await callApi(marketplaceContracts.saveSearch, { body });
  await refresh();
  return saved;
}

export async function renameSearch(search: SavedSearch, name: string): Promise<SavedSearch> {
  const renamed = await callApi(marketplaceContracts.renameSavedSearch, {
    params: { id: search.id },
    body: { name, version: search.version },
  });
  await refresh();
  return renamed;
}

export async function deleteSearch(search: SavedSearch): Promise<void> {
  await callApi(marketplaceContracts.deleteSavedSearch, { params: { id: search.id } });
  await refresh();
}
