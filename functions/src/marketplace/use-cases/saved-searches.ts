import { randomUUID } from 'node:crypto';
import { MAX_SAVED_SEARCHES, type SavedSearchCreate } from '@portal/contracts/saved-searches';
import { conflict, notFound } from '../../platform/errors';
import {
  deleteSavedSearch,
  getOwnSavedSearch,
  insertSavedSearch,
  listOwnSavedSearches,
  renameSavedSearch,
} from '../data/saved-search-repository';
import { concurrentChangeMessage } from '../domain/items';
import {
  newSavedSearch,
  savedSearchCapMessage,
  savedSearchNotFoundMessage,
  savedSearchView,
} from '../domain/saved-searches';

/** The caller's saved searches, newest first, and the cap. */
export async function mySavedSearches(userId: string) {
  const searches = await listOwnSavedSearches(userId);
  searches.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  return { searches: searches.map(savedSearchView), limit: MAX_SAVED_SEARCHES };
}

/** Saves the query under a name, within the cap (two saves at the cap at once: one is refused). */
export async function saveSearch(userId: string, companyId: string, request: SavedSearchCreate) {
  const search = newSavedSearch({ id: randomUUID(), userId, companyId, ...request, now: new Date() });
  const outcome = await insertSavedSearch(search, MAX_SAVED_SEARCHES);
  if (outcome.saved) return savedSearchView(search);
  if (outcome.failed.has('count')) throw conflict(savedSearchCapMessage);
  throw conflict(concurrentChangeMessage);
}

/** A new name on the version the caller read; another user's search is not found. */
export async function renameSearch(userId: string, id: string, name: string, version: number) {
  const search = await getOwnSavedSearch(userId, id);
  if (!search) throw notFound(savedSearchNotFoundMessage);
  if (search.version !== version) throw conflict(concurrentChangeMessage);
  const next = { ...search, name: name.trim(), version: version + 1, updated_at: new Date().toISOString() };
  if (!(await renameSavedSearch(next, version))) throw conflict(concurrentChangeMessage);
  return savedSearchView(next);
}

export async function deleteSearch(userId: string, id: string) {
  const outcome = await deleteSavedSearch(userId, id);
  if (!outcome.saved) throw notFound(savedSearchNotFoundMessage);
}
