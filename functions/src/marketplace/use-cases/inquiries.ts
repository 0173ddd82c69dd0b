import { countBusinessAct } from '../../platform/metrics/business-metrics';
import { randomUUID } from 'node:crypto';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { dealOpeningTransactItems, newDealId } from '../../deals/use-cases/open-deal';
import { readOwnerRating } from '../../platform/users/data/owner-items';
import { accountActiveCheck, getProfile, readAccountState } from '../../platform/users/data/user-repository';
import { conflict, invalid, notFound } from '../../platform/errors';
import { defaultRating } from '../../platform/users/domain/rating';
import { recordActivity } from '../../platform/activity/data/activity-items';
import { notify } from '../../platform/notifications/data/notify';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { getOwnMarketFile } from '../data/file-repository';
import {
  findInquiry,
  insertInquiry,
  listItemInquiries,
  listSentInquiries,
  readInquirerLabels,
  readMonthlyCount,
  saveAcceptance,
  saveDecline,
} from '../data/inquiry-repository';
import { getItemById, getOwnItem } from '../data/item-repository';
import { attachedCopy, type MarketFilePurpose } from '../domain/files';
import {
  acceptedInquiry,
  assertAnswerable,
  assertCounterpartyActive,
  counterpartyGoneMessage,
  assertMayInquire,
  assertUnderLimit,
  commitment,
  dealTermsOf,
  declinedInquiry,
  freshLabelNumber,
  inquirerLabelOf,
  inquiryFilesMessage,
  inquiryActivities,
  inquiryNotices,
  inquiryNotFoundMessage,
  inquiryView,
  labelNumberOf,
  monthOf,
  newInquiry,
  newestFirst,
  pendingExistsMessage,
  monthlyLimitMessage,
  usageOf,
  type InquiryFile,
} from '../domain/inquiries';
import { assertOwned, concurrentChangeMessage, utcDate } from '../domain/items';

/**
 * The marketplace's inquiry actions: read what the rules need, let the domain decide, write everything
 * a change touches in one transaction, and when DynamoDB cancels it, say which rule refused (each part
 * of the transaction reports its own condition). A cancellation that breaks no rule (a concurrent write
 * changed what was read) is retried from a fresh read.
 */

const attempts = 5;
/** A short random pause before a retry, so that two retrying writers do not meet again. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

/** The files a seller sends with an inquiry on a request, by request field. */
const requestFileFields = [
  { field: 'product_specifications_file_id', purpose: 'product_specifications' },
  { field: 'fco_terms_file_id', purpose: 'fco_terms' },
] as const satisfies ReadonlyArray<{ field: string; purpose: MarketFilePurpose }>;

const fileRefused = (field: string) => invalid(`${field}: ${inquiryFilesMessage}`, field);

export interface InquiryRequest {
  quantity: number;
  message?: string;
  product_specifications_file_id?: string;
  fco_terms_file_id?: string;
}

/** The caller's uploaded files named by the request, each of the field's purpose and attached to nothing. */
async function inquiryFiles(kind: ItemKind, inquirerId: string, request: InquiryRequest) {
  if (kind === 'listing') return [];
  const named = requestFileFields.map((f) => ({ ...f, id: request[f.field] ?? '' }));
  if (named[0]!.id === named[1]!.id) throw fileRefused(named[1]!.field);
  const found = await Promise.all(named.map((file) => getOwnMarketFile(inquirerId, file.id)));
  // checked in the form's order, so the first missing document is the one named
  return named.map((file, i) => {
    const stored = found[i];
    if (!stored || stored.purpose !== file.purpose || stored.attached_to) throw fileRefused(file.field);
    return { ...file, stored: { ...attachedCopy(stored), purpose: file.purpose } satisfies InquiryFile };
  });
}

/**
 * Sends an inquiry on a listing (a buyer) or a request (a seller, with its two files): checked against
 * the item as read, then written with the conditions that make the same checks hold at the moment of
 * the write (see insertInquiry).
 */
export async function sendInquiry(
  kind: ItemKind,
  itemId: string,
  inquirerId: string,
  request: InquiryRequest,
) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const now = new Date();
    const today = utcDate(now);
    const month = monthOf(now);
    const [item, settings, labels, rating, used] = await Promise.all([
      getItemById(itemId),
      currentSettings(),
      readInquirerLabels(itemId),
      readOwnerRating(inquirerId),
      readMonthlyCount(inquirerId, month),
    ]);
    assertMayInquire(item, kind, inquirerId, request.quantity, today);
    const files = await inquiryFiles(kind, inquirerId, request);
    const limit = settings.monthly_inquiry_limit;
    assertUnderLimit(used, limit);
    const existingLabel = labels.get(inquirerId);
    const taken = new Set([...labels.values()].map(labelNumberOf).filter((n) => n !== undefined));
    const inquiry = newInquiry({
      id: randomUUID(),
      item: item!,
      inquirerId,
      company: existingLabel ?? inquirerLabelOf(kind, freshLabelNumber(taken)),
      rating: rating ?? defaultRating,
      quantity: request.quantity,
      message: request.message,
      files: files.map((f) => f.stored),
      now,
    });
    const outcome = await insertInquiry({
      inquiry,
      item: item!,
      newLabel: existingLabel === undefined,
      month,
      limit,
      today,
      files: files.map((f) => ({ id: f.id, purpose: f.purpose, field: f.field })),
      notification: notify({ ...inquiryNotices.received(inquiry), at: now }),
      activity: recordActivity({ ...inquiryActivities.sent(inquiry), at: now }),
    });
    if (outcome.saved) {
      countBusinessAct('inquirySent');
      return inquiryView(inquiry);
    }
    const fileField = [...outcome.failed].find((part) => part.startsWith('file:'));
    if (fileField) throw fileRefused(fileField.slice('file:'.length));
    if (outcome.failed.has('item'))
      assertMayInquire(await getItemById(itemId), kind, inquirerId, request.quantity, utcDate(new Date()));
    if (outcome.failed.has('pending')) throw conflict(pendingExistsMessage(kind));
    if (outcome.failed.has('monthly')) throw conflict(monthlyLimitMessage(limit));
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}

/** The inquiries on one of the caller's items, newest first; another user's item is not found. */
export async function itemInquiries(kind: ItemKind, itemId: string, ownerId: string) {
  assertOwned(await getOwnItem(ownerId, kind, itemId), kind, ownerId);
  const inquiries = await listItemInquiries(itemId);
  return { inquiries: inquiries.sort(newestFirst).map(inquiryView) };
}

/** How many of the caller's inquiries the sent list shows (newest first). */
export const sentListSize = 100;

/** The caller's sent inquiries, newest first, and this month's use of the monthly limit. */
export async function sentInquiries(userId: string) {
  const month = monthOf(new Date());
  const [inquiries, used, settings] = await Promise.all([
    listSentInquiries(userId, sentListSize),
    readMonthlyCount(userId, month),
    currentSettings(),
  ]);
  return {
    inquiries: inquiries.map(inquiryView),
    usage: usageOf(month, used, settings.monthly_inquiry_limit),
  };
}

/**
 * The item owner accepts a pending inquiry: one transaction commits the quantity, opens the deal
 * (record, members, audit event), answers the inquiry and notifies the inquirer. When two accepts
 * meet, the one written second reads the item again and is refused with what remains.
 */
export async function acceptInquiry(inquiryId: string, ownerId: string) {
  // the opened deal's first group is due after the platform settings' days for it, if they give any
  const { deal_due_days: dueDays } = await currentSettings();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const found = await findInquiry(inquiryId);
    // a deal is never opened with a deleted or deactivated account (its inquiries were withdrawn
    // too, but the sentence the owner needs is why)
    if (found && found.item_owner === ownerId)
      assertCounterpartyActive(found, await readAccountState(found.inquirer));
    const inquiry = assertAnswerable(found, ownerId);
    const item = await getOwnItem(ownerId, inquiry.item_kind, inquiry.item_id);
    if (!item) throw notFound(inquiryNotFoundMessage);
    const { full } = commitment(item, inquiry.quantity);
    const now = new Date();
    const dealId = newDealId();
    const next = acceptedInquiry(inquiry, dealId, now);
    const terms = dealTermsOf(item, inquiry);
    // the companies go on the deal for the admins' deal table and its search
    const [buyerProfile, sellerProfile] = await Promise.all([
      getProfile(terms.buyer.userId),
      getProfile(terms.seller.userId),
    ]);
    const dealItems = dealOpeningTransactItems({
      id: dealId,
      eventId: randomUUID(),
      inquiryId: inquiry.id,
      itemId: item.id,
      itemKind: item.kind,
      ...terms,
      buyer: { ...terms.buyer, company: buyerProfile?.company_name || null },
      seller: { ...terms.seller, company: sellerProfile?.company_name || null },
      at: now,
      dueDays,
    });
    const outcome = await saveAcceptance({
      next,
      expectedVersion: inquiry.version,
      item,
      full,
      dealItems,
      notification: notify({ ...inquiryNotices.accepted(next, dealId), at: now }),
      activity: recordActivity({ ...inquiryActivities.accepted(next, dealId), at: now }),
      counterparty: accountActiveCheck(inquiry.inquirer),
    });
    if (outcome.saved) {
      countBusinessAct('dealOpened');
      return { inquiry: inquiryView(next), deal_id: dealId };
    }
    if (outcome.failed.has('counterparty')) throw conflict(counterpartyGoneMessage(inquiry.item_kind));
    // the inquiry, the item or the deal id changed since read: the next read says which, and why
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}

/** The item owner declines a pending inquiry, with an optional reason the inquirer sees. */
export async function declineInquiry(inquiryId: string, ownerId: string, reason: string | undefined) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const inquiry = assertAnswerable(await findInquiry(inquiryId), ownerId);
    const next = declinedInquiry(inquiry, reason, new Date());
    const outcome = await saveDecline({
      next,
      expectedVersion: inquiry.version,
      notification: notify({ ...inquiryNotices.declined(next), at: new Date(next.updated_at) }),
      activity: recordActivity({ ...inquiryActivities.declined(next), at: new Date(next.updated_at) }),
    });
    if (outcome.saved) return inquiryView(next);
    if (outcome.failed.has('item')) throw notFound(inquiryNotFoundMessage);
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}
