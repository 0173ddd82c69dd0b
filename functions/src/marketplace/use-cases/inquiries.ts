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
  saveClosing,
  saveCounter,
  saveDecline,
} from '../data/inquiry-repository';
import { getItemById, getOwnItem } from '../data/item-repository';
import { attachedCopy, type MarketFilePurpose } from '../domain/files';
import {
  acceptedInquiry,
  assertMove,
  assertCounterpartyActive,
  counteredInquiry,
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
  notAcceptingMessage,
  usageOf,
  withdrawnInquiry,
  type InquiryFile,
} from '../domain/inquiries';
import { assertOwned, concurrentChangeMessage, utcDate } from '../domain/items';
import { counterRound, openingRound, roleOf, roundTermsOf, sideOf, validityOf } from '../domain/negotiation';
import type { CounterOffer } from '@portal/contracts/negotiation';

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
      round: openingRound({
        item: item!,
        quantity: request.quantity,
        message: request.message?.trim() || null,
        now,
        validityHours: settings.offer_validity_hours,
      }),
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
      return inquiryView(inquiry, 'inquirer', now, settings.max_negotiation_rounds);
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
  const [inquiries, settings] = await Promise.all([listItemInquiries(itemId), currentSettings()]);
  const now = new Date();
  return {
    inquiries: inquiries
      .sort(newestFirst)
      .map((inquiry) => inquiryView(inquiry, 'owner', now, settings.max_negotiation_rounds)),
  };
}

/** How many of the caller's inquiries the sent list shows (newest first). */
export const sentListSize = 100;

/** The caller's sent inquiries, newest first, and this month's use of the monthly limit. */
export async function sentInquiries(userId: string) {
  const now = new Date();
  const month = monthOf(now);
  const [inquiries, used, settings] = await Promise.all([
    listSentInquiries(userId, sentListSize),
    readMonthlyCount(userId, month),
    currentSettings(),
  ]);
  return {
    inquiries: inquiries.map((inquiry) =>
      inquiryView(inquiry, 'inquirer', now, settings.max_negotiation_rounds),
    ),
    usage: usageOf(month, used, settings.monthly_inquiry_limit),
  };
}

/**
 * The side that did not make the latest round accepts it (the item owner an inquiry, either side a
 * counter-offer): one transaction commits the round's quantity, opens the deal on the round's terms
 * (record, members, audit event), answers the inquiry and notifies the round's maker. When two accepts
 * meet, or an accept and a counter, the one written second reads again and is refused with why.
 */
export async function acceptInquiry(inquiryId: string, userId: string, seenRound?: number) {
  // the opened deal's first group is due after the platform settings' days for it, if they give any
  const { deal_due_days: dueDays, max_negotiation_rounds: maxRounds } = await currentSettings();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const found = await findInquiry(inquiryId);
    const now = new Date();
    // a deal is never opened with a deleted or deactivated account (its inquiries were withdrawn
    // too, but the sentence the acceptor needs is why, so it is checked before the status)
    const asSide = found && sideOf(found, userId);
    if (found && asSide) {
      const other = asSide === 'owner' ? found.inquirer : found.item_owner;
      assertCounterpartyActive(
        found,
        await readAccountState(other),
        asSide === 'owner' ? 'inquirer' : 'owner',
      );
    }
    const { inquiry, side } = assertMove(found, userId, 'accept', seenRound, now, maxRounds);
    const counterpartyId = side === 'owner' ? inquiry.inquirer : inquiry.item_owner;
    const item = await getOwnItem(inquiry.item_owner, inquiry.item_kind, inquiry.item_id);
    if (!item) throw notFound(inquiryNotFoundMessage);
    const dealId = newDealId();
    const next = acceptedInquiry(inquiry, dealId, now);
    const { full } = commitment(item, next.quantity);
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
      openedBy: roleOf(item.kind, side),
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
      activity: recordActivity({ ...inquiryActivities.accepted(next, dealId, side), at: now }),
      counterparty: accountActiveCheck(counterpartyId),
    });
    if (outcome.saved) {
      countBusinessAct('dealOpened');
      return { inquiry: inquiryView(next, side, now, maxRounds), deal_id: dealId };
    }
    if (outcome.failed.has('counterparty'))
      throw conflict(counterpartyGoneMessage(inquiry.item_kind, side === 'owner' ? 'inquirer' : 'owner'));
    // the inquiry, the item or the deal id changed since read: the next read says which, and why
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}

/** The side that did not make the latest round declines it, with an optional reason the other side sees. */
export async function declineInquiry(
  inquiryId: string,
  userId: string,
  reason: string | undefined,
  seenRound?: number,
) {
  const { max_negotiation_rounds: maxRounds } = await currentSettings();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const now = new Date();
    const { inquiry, side } = assertMove(
      await findInquiry(inquiryId),
      userId,
      'decline',
      seenRound,
      now,
      maxRounds,
    );
    const next = declinedInquiry(inquiry, reason, now, side);
    const outcome = await saveDecline({
      next,
      expectedVersion: inquiry.version,
      notification: notify({ ...inquiryNotices.declined(next), at: now }),
      activity: recordActivity({ ...inquiryActivities.declined(next), at: now }),
    });
    if (outcome.saved) return inquiryView(next, side, now, maxRounds);
    if (outcome.failed.has('item')) throw notFound(inquiryNotFoundMessage);
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}

/**
 * A counter-offer: the side that did not make the latest round answers it with a new round of full
 * terms, open until its validity. The quantity may not exceed what the item has uncommitted; the
 * rounds may not exceed the platform's cap. Written on the inquiry's version, so an accept or another
 * counter that got in first refuses this one with why.
 */
export async function counterOffer(inquiryId: string, userId: string, offer: CounterOffer) {
  const settings = await currentSettings();
  const maxRounds = settings.max_negotiation_rounds;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const now = new Date();
    const { inquiry, side } = assertMove(
      await findInquiry(inquiryId),
      userId,
      'counter',
      offer.round,
      now,
      maxRounds,
    );
    const item = await getOwnItem(inquiry.item_owner, inquiry.item_kind, inquiry.item_id);
    if (!item) throw notFound(inquiryNotFoundMessage);
    if (item.status !== 'Active' || item.owner_disabled) throw conflict(notAcceptingMessage(item.kind));
    commitment(item, offer.terms.quantity);
    const round = counterRound({
      inquiry,
      side,
      terms: roundTermsOf(offer.terms, item.unit),
      message: offer.message,
      validUntil: validityOf(now, settings.offer_validity_hours, offer.valid_until),
      now,
    });
    const next = counteredInquiry(inquiry, round, now);
    const outcome = await saveCounter({
      next,
      expectedVersion: inquiry.version,
      item,
      notification: notify({ ...inquiryNotices.countered(next), at: now }),
      activity: recordActivity({ ...inquiryActivities.countered(next, side), at: now }),
    });
    if (outcome.saved) {
      countBusinessAct('offerCountered');
      return inquiryView(next, side, now, maxRounds);
    }
    // the inquiry moved on or the item changed since read: the next read says which, and why
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}

/** The maker of the latest round takes it back: the negotiation closes without a deal. */
export async function withdrawOffer(inquiryId: string, userId: string, seenRound?: number) {
  const { max_negotiation_rounds: maxRounds } = await currentSettings();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const now = new Date();
    const { inquiry, side } = assertMove(
      await findInquiry(inquiryId),
      userId,
      'withdraw',
      seenRound,
      now,
      maxRounds,
    );
    const next = withdrawnInquiry(inquiry, now, side);
    const outcome = await saveClosing({
      next,
      expectedVersion: inquiry.version,
      notifications: [notify({ ...inquiryNotices.withdrawnByMaker(next, side), at: now })],
    });
    if (outcome.saved) return inquiryView(next, side, now, maxRounds);
    await pause();
  }
  throw conflict(concurrentChangeMessage);
}
