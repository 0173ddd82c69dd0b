import { countBusinessAct } from '../../platform/metrics/business-metrics';
import { randomUUID } from 'node:crypto';
import type { ItemForm } from '@portal/contracts/marketplace';
import type { ItemKind, OwnerTab } from '@portal/contracts/marketplace-catalogue';
import { ownerRatingUnchanged, readOwnerReputation } from '../../platform/users/data/owner-items';
import { conflict, invalid, notFound } from '../../platform/errors';
import { recordActivity } from '../../platform/activity/data/activity-items';
import { defaultRating } from '../../platform/users/domain/rating';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { getOwnMarketFile } from '../data/file-repository';
import {
  getItemById,
  getOwnItem,
  insertItem,
  listOwnerItems,
  listPendingItems,
  saveEdit,
  saveModeration,
  saveStatus,
  type WriteOutcome,
} from '../data/item-repository';
import { attachedCopy } from '../domain/files';
import {
  acceptedEditMessage,
  assertEditable,
  assertOwned,
  assertVisible,
  editedItem,
  itemDetailOf,
  itemNotFoundMessage,
  moderated,
  moderationQueueOf,
  newItem,
  notPendingMessage,
  ownerListOf,
  ownerViewOf,
  randomLabelNumber,
  statusChanged,
  type StoredItem,
  type Viewer,
} from '../domain/items';

/**
 * The marketplace's item actions: read what the rules need, let the domain decide, write through the
 * item repository, and answer with the stored item.
 */

export const fcoRequiredMessage = 'Your signed terms document is required';
const fcoRefused = () => invalid(`fco_file_id: ${fcoRequiredMessage}`, 'fco_file_id');

/** The caller's FCO terms file, not yet attached to anything (checked again by the write itself). */
async function freshFcoFile(ownerId: string, fileId: string) {
  const file = await getOwnMarketFile(ownerId, fileId);
  if (!file || file.purpose !== 'fco_terms' || file.attached_to) throw fcoRefused();
  return attachedCopy(file);
}

/** Reads an owner's item back after a write (the answer shows what is stored, counters included). */
async function reread(item: StoredItem): Promise<StoredItem> {
  const stored = await getOwnItem(item.user_id, item.kind, item.id);
  if (!stored) throw notFound(itemNotFoundMessage(item.kind));
  return stored;
}

/** A write whose item condition failed: say why, from what is stored now. */
async function refusal(item: StoredItem, outcome: Exclude<WriteOutcome, 'saved'>): Promise<never> {
  if (outcome === 'file-refused') throw fcoRefused();
  const stored = await getOwnItem(item.user_id, item.kind, item.id);
  if (!stored) throw notFound(itemNotFoundMessage(item.kind));
  if (stored.accepted_inquiries > 0) throw conflict(acceptedEditMessage(item.kind));
  throw conflict();
}

/**
 * Submits a listing or request with its FCO terms file: Active, or Pending while moderation is on,
 * carrying the owner's rating and a fresh anonymous label. If an admin changes the owner's rating
 * while this runs, the write fails on the rating check and is made again with the new rating.
 */
export async function submitItem(kind: ItemKind, ownerId: string, form: ItemForm, fcoFileId: string) {
  const [settings, fcoFile] = await Promise.all([currentSettings(), freshFcoFile(ownerId, fcoFileId)]);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rating, reviewCount } = await readOwnerReputation(ownerId);
    const item = newItem({
      kind,
      id: randomUUID(),
      ownerId,
      form,
      fcoFile,
      ownerRating: rating ?? defaultRating,
      ownerReviewCount: reviewCount,
      moderate: settings.moderate_new_items,
      labelNumber: randomLabelNumber(),
      now: new Date(),
    });
    const outcome = await insertItem(item, fcoFileId, [
      ownerRatingUnchanged(ownerId, rating),
      recordActivity({
        userId: ownerId,
        action: `${kind === 'listing' ? 'Listing' : 'Request'} created: ${item.name}`,
        // held for moderation, it waits for an admin
        status: item.status === 'Pending' ? 'Pending' : 'Completed',
        at: new Date(item.created_at),
        documentName: fcoFile.file_name,
        link: kind === 'listing' ? '/my-listings' : '/my-requests',
      }),
    ]);
    if (outcome === 'saved') {
      countBusinessAct('itemListed');
      return ownerViewOf(item, ownerId);
    }
    if (outcome !== 'alongside-refused') return refusal(item, outcome);
  }
  throw conflict();
}

/** One item as its card shows it, if the viewer may see it. */
export async function readItem(kind: ItemKind, id: string, viewer: Viewer) {
  return itemDetailOf(assertVisible(await getItemById(id), kind, viewer), viewer);
}

/** The owner's edit on the version read; a new FCO file replaces the item's. */
export async function editItem(
  kind: ItemKind,
  id: string,
  ownerId: string,
  edit: { form: ItemForm; version: number; fco_file_id?: string },
) {
  const item = assertOwned(await getOwnItem(ownerId, kind, id), kind, ownerId);
  assertEditable(item);
  if (item.version !== edit.version) throw conflict();
  const [settings, fcoFile] = await Promise.all([
    currentSettings(),
    edit.fco_file_id ? freshFcoFile(ownerId, edit.fco_file_id) : undefined,
  ]);
  const next = editedItem({
    item,
    form: edit.form,
    fcoFile,
    moderate: settings.moderate_new_items,
    now: new Date(),
  });
  const outcome = await saveEdit(next, edit.version, edit.fco_file_id);
  if (outcome !== 'saved') return refusal(next, outcome);
  return ownerViewOf(await reread(next), ownerId);
}

/** The owner deactivates or reactivates an item (Active <-> Inactive) on the version read. */
export async function changeItemStatus(
  kind: ItemKind,
  id: string,
  ownerId: string,
  change: { status: 'Active' | 'Inactive'; version: number },
) {
  const item = assertOwned(await getOwnItem(ownerId, kind, id), kind, ownerId);
  const next = statusChanged(item, change.status, new Date());
  if (!next) return ownerViewOf(item, ownerId);
  if (item.version !== change.version) throw conflict();
  const outcome = await saveStatus(next, item.status, change.version);
  if (outcome !== 'saved') throw conflict();
  return ownerViewOf(await reread(next), ownerId);
}

/** My Listings / My Requests: the tab's items and every tab's count, from the base table. */
export async function ownerList(kind: ItemKind, ownerId: string, tab: OwnerTab) {
  return ownerListOf(await listOwnerItems(ownerId, kind), tab, ownerId);
}

/** Listings and requests held for moderation, oldest first. */
export async function moderationQueue(adminId: string) {
  const [listings, requests] = await Promise.all([listPendingItems('listing'), listPendingItems('request')]);
  return moderationQueueOf([...listings, ...requests], adminId);
}

/** An administrator approves (Pending -> Active) or rejects (Pending -> Rejected, with the reason). */
export async function moderateItem(
  kind: ItemKind,
  id: string,
  adminId: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const item = await getItemById(id);
  if (!item || item.kind !== kind) throw notFound(itemNotFoundMessage(kind));
  const next = moderated(item, decision, new Date());
  const outcome = await saveModeration(next);
  if (outcome !== 'saved') throw conflict(notPendingMessage(kind));
  return ownerViewOf(await reread(next), adminId);
}
