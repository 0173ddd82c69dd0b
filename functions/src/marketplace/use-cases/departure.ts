import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { notify } from '../../platform/notifications/data/notify';
import { removeOwnerItems } from '../../platform/users/data/owner-items';
import { listItemInquiries, listPendingSentInquiries, saveWithdrawal } from '../data/inquiry-repository';
import { listOwnerItems, setOwnerDisabled } from '../data/item-repository';
import { inquiryNotices, withdrawnInquiry, type StoredInquiry } from '../domain/inquiries';

/**
 * What an account's deletion or deactivation does to the marketplace, in one place for both (the
 * account's DELETE /account and the admin's deactivation call it): the user's listings and requests
 * leave the marketplace (deactivation hides them until the account is activated again, deletion
 * removes them), and every pending inquiry the user sent or received is withdrawn, given back to its
 * sender's monthly limit, and the side that stays is told. Only the user's own partition, their sent
 * inquiries (GSI1) and their items' partitions are read, never a whole collection.
 */

const itemKinds: ItemKind[] = ['listing', 'request'];
const attempts = 5;

/** Withdraws one pending inquiry; one that was answered meanwhile is left as it is. */
async function withdraw(inquiry: StoredInquiry, leaving: 'inquirer' | 'owner', now: Date) {
  let uncount = true;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const next = withdrawnInquiry(inquiry, now);
    const outcome = await saveWithdrawal({
      next,
      expectedVersion: inquiry.version,
      notification: notify({ ...inquiryNotices.withdrawn(next, leaving), at: now }),
      uncount,
    });
    if (outcome.saved || outcome.failed.has('inquiry')) return;
    // a month's counter missing (or at 0): nothing to give back, the inquiry is still withdrawn
    if (outcome.failed.has('monthly')) uncount = false;
  }
}

/** Every pending inquiry the user sent, and every one on the user's items. */
async function pendingInquiriesOf(userId: string, items: ReadonlyArray<{ id: string }>) {
  const sent = await listPendingSentInquiries(userId);
  const received: StoredInquiry[] = [];
  for (const item of items)
    received.push(...(await listItemInquiries(item.id)).filter((i) => i.status === 'Pending'));
  return { sent, received };
}

/**
 * The user leaves the marketplace: `deactivated` hides their items (back on activation), `deleted`
 * removes them; their pending inquiries, sent and received, are withdrawn. The items are hidden first,
 * so that no new inquiry reaches them while the pending ones are withdrawn.
 */
export async function leaveMarketplace(userId: string, how: 'deactivated' | 'deleted', now = new Date()) {
  const items = (await Promise.all(itemKinds.map((kind) => listOwnerItems(userId, kind)))).flat();
  for (const item of items) await setOwnerDisabled(item, true, now);
  const { sent, received } = await pendingInquiriesOf(userId, items);
  for (const inquiry of sent) await withdraw(inquiry, 'inquirer', now);
  for (const inquiry of received) await withdraw(inquiry, 'owner', now);
  if (how === 'deleted') await removeOwnerItems(userId, now);
  return { items: items.length, withdrawn: sent.length + received.length };
}

/** An activated account's items are on the marketplace again (withdrawn inquiries stay withdrawn). */
export async function returnToMarketplace(userId: string, now = new Date()) {
  const items = (await Promise.all(itemKinds.map((kind) => listOwnerItems(userId, kind)))).flat();
  for (const item of items) if (item.owner_disabled) await setOwnerDisabled(item, false, now);
}
