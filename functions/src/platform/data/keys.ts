import type { RegistrationType } from '@portal/contracts/me';
import { marketCollections, searchCollections, type SearchCollection } from '../search/domain/collection';

/** Key builders for every entity on the single table (see functions/TABLE.md). The only place keys are spelled. */
export type MarketItemKind = 'listing' | 'request';

const marketItemSkPrefix: Record<MarketItemKind, string> = { listing: 'LISTING#', request: 'REQUEST#' };

export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  profileIndexes: (email: string, createdAt: string) => ({
    gsi1pk: 'PROFILE',
    gsi1sk: createdAt,
    gsi2pk: `EMAIL#${email.toLowerCase()}`,
    gsi2sk: 'PROFILE',
  }),
  registration: (userId: string, type: RegistrationType) => ({ pk: `USER#${userId}`, sk: `REG#${type}` }),
  registrationPrefix: 'REG#',
  registrationIndexes: (status: string, updatedAt: string) => ({
    gsi1pk: `REG#${status}`,
    gsi1sk: updatedAt,
  }),
  banking: (userId: string) => ({ pk: `USER#${userId}`, sk: 'BANKING' }),
  // ---- Companies ----
  /**
   * A company's id is the id of the user who founded it, so the items a company holds (registrations,
   * documents, banking, listings, requests, deal parties) keep living in `USER#<company id>`, and an
   * account made before companies existed is already its own company's partition. The company item
   * holds its settings and the counts its rules guard (members, administrators).
   */
  company: (companyId: string) => ({ pk: `USER#${companyId}`, sk: 'COMPANY' }),
  companyIndexes: (createdAt: string) => ({ gsi1pk: 'COMPANY', gsi1sk: createdAt }),
  /** A person's membership: which company they act for and as what; read with their profile. */
  membership: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE#MEMBERSHIP' }),
  /** The members of a company through GSI1, by joining time (set while the membership is current). */
  membershipIndexes: (companyId: string, joinedAt: string) => ({
    gsi1pk: `MEMBERS#${companyId}`,
    gsi1sk: joinedAt,
  }),
  companyMembers: (companyId: string) => ({ gsi1pk: `MEMBERS#${companyId}` }),
  invitation: (companyId: string, invitationId: string) => ({
    pk: `USER#${companyId}`,
    sk: `INVITE#${invitationId}`,
  }),
  /** The invited person finds an invitation by its id (the link's) through GSI2. */
  invitationIndexes: (invitationId: string) => ({ gsi2pk: `INVITE#${invitationId}`, gsi2sk: 'INVITE' }),
  invitationById: (invitationId: string) => ({ gsi2pk: `INVITE#${invitationId}` }),
  invitationPrefix: 'INVITE#',
  /** An e-mail to an address, not a user (outbox item without a bell): one per thing it is about. */
  addressedMail: (key: string) => ({ pk: `MAIL#${key}`, sk: 'MAIL' }),
  settings: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SETTINGS' }),
  /** A presigned upload not completed yet (removed by the complete call, or expired). */
  pendingUpload: (userId: string, uploadId: string) => ({ pk: `USER#${userId}`, sk: `UPLOAD#${uploadId}` }),
  /** A user's document lives in the user's partition: an id that is not the caller's is simply not found. */
  document: (userId: string, documentId: string) => ({ pk: `USER#${userId}`, sk: `DOC#${documentId}` }),
  /** Admins find any document by id through GSI2, and all documents (counts, storage used) through GSI1. */
  documentIndexes: (documentId: string, createdAt: string) => ({
    gsi1pk: 'DOC',
    gsi1sk: createdAt,
    gsi2pk: `DOC#${documentId}`,
    gsi2sk: 'DOC',
  }),
  documentById: (documentId: string) => ({ gsi2pk: `DOC#${documentId}` }),
  /** Registration reviews (approve / reject) by administrators, newest first. */
  auditEvent: (id: string) => ({ pk: `AUDIT#${id}`, sk: 'AUDIT' }),
  auditIndexes: (at: string) => ({ gsi1pk: 'AUDIT', gsi1sk: at }),
  platformSettings: () => ({ pk: 'SETTINGS', sk: 'PLATFORM' }),
  /** The terms of use in force (absent until an admin first publishes)... */
  termsOfUse: () => ({ pk: 'SETTINGS', sk: 'TERMS' }),
  /** ...and every published version, kept as published: a user's profile names the one they accepted. */
  termsOfUseVersion: (version: number) => ({
    pk: 'SETTINGS',
    sk: `TERMS#${String(version).padStart(7, '0')}`,
  }),
  /** Idempotency records of one route (Powertools' DynamoDB store: this partition, the hashed key as sk). */
  idempotencyPartition: (routeKey: string) => `IDEMPOTENCY#${routeKey}`,
  /** One request source's count in one fixed window of a rate limit (removed by TTL after the window). */
  rateWindow: (limit: string, source: string, windowStart: number) => ({
    pk: `RATE#${limit}#${source}#${windowStart}`,
    sk: 'RATE',
  }),
  /**
   * Deal membership (written by the deals domain): one item per user and deal with gsi2pk
   * `USER_DEALS#<userId>` and gsi2sk `<state>#<updated_at>`, state `active` while the deal is ongoing.
   */
  userDeals: (userId: string) => ({ gsi2pk: `USER_DEALS#${userId}` }),
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  contactIndexes: (createdAt: string) => ({ gsi1pk: 'CONTACT', gsi1sk: createdAt }),
  // ---- Marketplace ----
  /**
   * A listing or request lives in its owner's partition, so the owner's lists (My Listings / My
   * Requests) are one consistent Query and a writer sees its change at once.
   */
  marketItem: (ownerId: string, kind: MarketItemKind, itemId: string) => ({
    pk: `USER#${ownerId}`,
    sk: `${marketItemSkPrefix[kind]}${itemId}`,
  }),
  /** Sort-key prefix of one kind of item in an owner's partition (`begins_with`). */
  ownerItems: (ownerId: string, kind: MarketItemKind) => ({
    pk: `USER#${ownerId}`,
    skPrefix: marketItemSkPrefix[kind],
  }),
  /**
   * GSI1: items by kind and status in creation order (the moderation queue reads `Pending`); it must
   * follow `status` on every status change. GSI2: an item by id alone.
   */
  marketItemIndexes: (kind: MarketItemKind, status: string, createdAt: string, itemId: string) => ({
    gsi1pk: `MARKET#${kind}#${status}`,
    gsi1sk: createdAt,
    gsi2pk: `ITEM#${itemId}`,
    gsi2sk: 'ITEM',
  }),
  marketItemStatusIndex: (kind: MarketItemKind, status: string, createdAt: string) => ({
    gsi1pk: `MARKET#${kind}#${status}`,
    gsi1sk: createdAt,
  }),
  marketItemsByStatus: (kind: MarketItemKind, status: string) => ({ gsi1pk: `MARKET#${kind}#${status}` }),
  marketItemById: (itemId: string) => ({ gsi2pk: `ITEM#${itemId}` }),
  /** An uploaded marketplace file (FCO terms, product specifications) in its uploader's partition. */
  marketFile: (uploaderId: string, fileId: string) => ({ pk: `USER#${uploaderId}`, sk: `MFILE#${fileId}` }),
  marketFileIndexes: (fileId: string) => ({ gsi2pk: `MFILE#${fileId}`, gsi2sk: 'MFILE' }),
  marketFileById: (fileId: string) => ({ gsi2pk: `MFILE#${fileId}` }),
  /** Inquiries live in the item's partition (the owner's view of an item's inquiries is one Query). */
  inquiry: (itemId: string, inquiryId: string) => ({ pk: `MARKET#${itemId}`, sk: `INQUIRY#${inquiryId}` }),
  itemInquiries: (itemId: string) => ({ pk: `MARKET#${itemId}`, skPrefix: 'INQUIRY#' }),
  /** GSI1: the inquirer's sent inquiries by creation time; GSI2: an inquiry by id (accept / decline). */
  inquiryIndexes: (inquirerId: string, createdAt: string, inquiryId: string) => ({
    gsi1pk: `SENT_INQUIRIES#${inquirerId}`,
    gsi1sk: createdAt,
    gsi2pk: `INQUIRY#${inquiryId}`,
    gsi2sk: 'INQUIRY',
  }),
  sentInquiries: (inquirerId: string) => ({ gsi1pk: `SENT_INQUIRIES#${inquirerId}` }),
  inquiryById: (inquiryId: string) => ({ gsi2pk: `INQUIRY#${inquiryId}` }),
  /** The stable anonymous label ('Buyer #NNNN') of one inquirer on one item. */
  inquirerLabel: (itemId: string, inquirerId: string) => ({
    pk: `MARKET#${itemId}`,
    sk: `LABEL#${inquirerId}`,
  }),
  /** Exists while the inquirer has a pending inquiry on the item: at most one pending per inquirer per item. */
  pendingInquiryGuard: (itemId: string, inquirerId: string) => ({
    pk: `MARKET#${itemId}`,
    sk: `PENDING#${inquirerId}`,
  }),
  /** Inquiries a user sent in one calendar month (UTC, `yyyy-mm`), for the monthly limit. */
  monthlyInquiryCount: (userId: string, month: string) => ({
    pk: `USER#${userId}`,
    sk: `INQUIRY_COUNT#${month}`,
  }),
  /** A deal is one partition: the deal item, its members, its events. */
  deal: (dealId: string) => ({ pk: `DEAL#${dealId}`, sk: 'DEAL' }),
  /** Every deal by creation time (the admin dashboard counts this index). */
  dealIndexes: (createdAt: string) => ({ gsi1pk: 'DEAL', gsi1sk: createdAt }),
  allDeals: () => ({ gsi1pk: 'DEAL' }),
  dealMember: (dealId: string, userId: string) => ({ pk: `DEAL#${dealId}`, sk: `MEMBER#${userId}` }),
  /** How many of a user's deals are in each column of the Deal Flow, or cancelled (the Dashboard's My Deals). */
  dealTally: (userId: string) => ({ pk: `USER#${userId}`, sk: 'DEAL_TALLY' }),
  /** A member's deals: `active#<updated_at>` while the deal is ongoing (see {@link keys.userDeals}). */
  dealMemberIndexes: (userId: string, state: 'active' | 'closed', updatedAt: string) => ({
    gsi2pk: `USER_DEALS#${userId}`,
    gsi2sk: `${state}#${updatedAt}`,
  }),
  dealEvent: (dealId: string, at: string, eventId: string) => ({
    pk: `DEAL#${dealId}`,
    sk: `EVENT#${at}#${eventId}`,
  }),
  dealEvents: (dealId: string) => ({ pk: `DEAL#${dealId}`, skPrefix: 'EVENT#' }),
  /** A side's mandate request or attachment: one item per side, so a side has at most one mandate. */
  dealMandate: (dealId: string, side: 'buyer' | 'seller') => ({
    pk: `DEAL#${dealId}`,
    sk: `MANDATE#${side}`,
  }),
  /**
   * The platform's review queue: a deal item carries gsi2 `DEAL_REVIEWS` / `<oldest pending upload
   * time>#<deal id>` while any of its documents awaits review, and no gsi2 keys otherwise.
   */
  dealReviewIndexes: (oldestPendingAt: string, dealId: string) => ({
    gsi2pk: 'DEAL_REVIEWS',
    gsi2sk: `${oldestPendingAt}#${dealId}`,
  }),
  dealsAwaitingReview: () => ({ gsi2pk: 'DEAL_REVIEWS' }),
  /** A party's review of the other party of a closed deal: one per reviewer and deal, in the deal's partition. */
  dealReview: (dealId: string, reviewerId: string) => ({ pk: `DEAL#${dealId}`, sk: `REVIEW#${reviewerId}` }),
  /** GSI1: the reviews a user received, newest first (their profile's rating is the average of these). */
  reviewsReceivedIndexes: (revieweeId: string, createdAt: string, dealId: string) => ({
    gsi1pk: `REVIEWS_OF#${revieweeId}`,
    gsi1sk: `${createdAt}#${dealId}`,
  }),
  reviewsReceived: (revieweeId: string) => ({ gsi1pk: `REVIEWS_OF#${revieweeId}` }),
  /**
   * A deal group's deadline in the partition of its due day (UTC): the reminder sweep reads the days up
   * to tomorrow, never the deals.
   */
  dealDeadline: (day: string, dueAt: string, dealId: string, group: string) => ({
    pk: `DUE#${day}`,
    sk: `${dueAt}#${dealId}#${group}`,
  }),
  deadlinesOn: (day: string) => ({ pk: `DUE#${day}` }),
  /**
   * A negotiation round's end, in the partition of its day (UTC): the expiry sweep reads the offers of
   * the last days that ran out, never the inquiries. Superseded rounds' records are retired by the sweep.
   */
  offerDue: (day: string, validUntil: string, inquiryId: string, round: number) => ({
    pk: `OFFER_DUE#${day}`,
    sk: `${validUntil}#${inquiryId}#${String(round).padStart(3, '0')}`,
  }),
  offersDueOn: (day: string) => ({ pk: `OFFER_DUE#${day}` }),
  /** A user's saved search, in the user's partition; GSI1 lists every saved search of a kind for the alert job. */
  savedSearch: (userId: string, searchId: string) => ({
    pk: `USER#${userId}`,
    sk: `SAVED_SEARCH#${searchId}`,
  }),
  savedSearches: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SAVED_SEARCH#' }),
  savedSearchIndex: (kind: string, createdAt: string, searchId: string) => ({
    gsi1pk: `SAVED_SEARCHES#${kind}`,
    gsi1sk: `${createdAt}#${searchId}`,
  }),
  savedSearchesOfKind: (kind: string) => ({ gsi1pk: `SAVED_SEARCHES#${kind}` }),
  /** How many searches a user keeps: the cap's condition. */
  savedSearchCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SAVED_SEARCH_COUNT' }),
  /** A search has alerted its owner of an item: never twice for the same item. */
  savedSearchAlerted: (searchId: string, itemId: string) => ({
    pk: `SAVED_SEARCH#${searchId}`,
    sk: `ALERTED#${itemId}`,
  }),
  /** Where the alert job has read the marketplace's change index up to, per kind. */
  savedSearchCursor: (kind: string) => ({ pk: 'SETTINGS', sk: `SAVED_SEARCH_CURSOR#${kind}` }),
  /**
   * GSI3 on a pending inquiry: the user whose answer its latest round awaits, by the round's end (so
   * the open ones are those after now). Removed when the negotiation closes.
   */
  awaitingOffer: (userId: string, validUntil: string, inquiryId: string) => ({
    gsi3pk: `AWAITING_OFFER#${userId}`,
    gsi3sk: `${validUntil}#${inquiryId}`,
  }),
  awaitingOffers: (userId: string) => ({ gsi3pk: `AWAITING_OFFER#${userId}` }),
  /** An in-app notification in the recipient's partition, in time order. */
  notification: (userId: string, createdAt: string, notificationId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${createdAt}#${notificationId}`,
  }),
  userNotifications: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTIF#' }),
  /**
   * The sort-key range of a user's notifications created after `fromAt` up to and including `toAt`
   * (ISO 8601 instants of one length, so the keys sort by time; `~` sorts after every id character).
   */
  userNotificationsBetween: (userId: string, fromAt: string, toAt: string) => ({
    pk: `USER#${userId}`,
    fromSk: `NOTIF#${fromAt}#~`,
    toSk: `NOTIF#${toAt}#~`,
  }),
  /**
   * A daily digest subscriber, written and removed with the preference: the digest job reads this
   * partition a page at a time (never the users). `last_day` / `last_sent_at` mirror the user's
   * digest record so a rerun skips those done today without a write.
   */
  digestSubscriber: (userId: string) => ({ pk: 'DIGEST_SUBSCRIBERS', sk: `USER#${userId}` }),
  digestSubscribers: () => ({ pk: 'DIGEST_SUBSCRIBERS' }),
  /**
   * The UTC day of the user's last digest, in the user's partition: the conditional write on it is
   * what makes a digest at most one a day (it outlives unsubscribing; it goes with the account).
   */
  digestRecord: (userId: string) => ({ pk: `USER#${userId}`, sk: 'DIGEST' }),
  /** The email delivery of one notification (claimed, sent, skipped or failed): at most one email each. */
  emailDelivery: (notificationId: string) => ({ pk: `EMAIL#${notificationId}`, sk: 'EMAIL' }),
  /** GSI1 of an unread notification only (removed when read): the unread count and Mark all read. */
  unreadNotificationIndexes: (userId: string, createdAt: string, notificationId: string) => ({
    gsi1pk: `UNREAD#${userId}`,
    gsi1sk: `${createdAt}#${notificationId}`,
  }),
  unreadNotifications: (userId: string) => ({ gsi1pk: `UNREAD#${userId}` }),
  /** GSI2: a notification by id (its recipient in the sort key). */
  notificationIdIndexes: (notificationId: string, userId: string) => ({
    gsi2pk: `NOTIF#${notificationId}`,
    gsi2sk: `USER#${userId}`,
  }),
  notificationById: (notificationId: string) => ({ gsi2pk: `NOTIF#${notificationId}` }),
  /** One of the user's own actions (My Recent Activities), in the user's partition in time order. */
  activity: (userId: string, at: string, activityId: string) => ({
    pk: `USER#${userId}`,
    sk: `ACT#${at}#${activityId}`,
  }),
  userActivities: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ACT#' }),
  /** A key that never holds an item: the health check reads it to time a round trip. */
  healthProbe: () => ({ pk: 'HEALTH', sk: 'PROBE' }),
  /**
   * Change index (GSI3) of a search collection: the collection, then the time the item last changed
   * and the id of the document it belongs to. Every write of a profile or registration sets it to the
   * item's `updated_at` (through {@link userChange}); the read model reads it in this order.
   */
  changeIndexes: (collection: SearchCollection, updatedAt: string, documentId: string) => ({
    gsi3pk: collection,
    gsi3sk: `${updatedAt}#${documentId}`,
  }),
  changeCollection: (collection: SearchCollection) => ({ gsi3pk: collection }),
  /** A removed document of a collection (e.g. a deleted account): kept in the change index until its ttl. */
  searchTombstone: (collection: SearchCollection, documentId: string) => ({
    pk: `TOMBSTONE#${collection}#${documentId}`,
    sk: 'TOMBSTONE',
  }),
} as const;

/** How long a tombstone stays in the change index: a replica not refreshed for longer rebuilds. */
export const tombstoneRetentionMs = 7 * 24 * 3600 * 1000;

/**
 * The change key of a profile or registration item: users are one collection (USERS) whose document
 * is the user, so every item of the user that the admin lists show is in it under the user's id.
 * `asAttributes` goes into a Put's item; `asUpdate` into an UpdateExpression's SET list.
 */
export function userChange(userId: string, updatedAt: string) {
  const attributes = keys.changeIndexes(searchCollections.users, updatedAt, userId);
  return {
    asAttributes: attributes,
    asUpdate: {
      set: 'gsi3pk = :change_pk, gsi3sk = :change_sk',
      values: { ':change_pk': attributes.gsi3pk, ':change_sk': attributes.gsi3sk },
    },
  };
}

/**
 * The change key of a listing or request: every write of the item (owner edits, status changes,
 * moderation, inquiry counters, rating fan-out) stamps it from the `updated_at` it writes, so the
 * marketplace search replicas see the change. `asAttributes` for a Put, `asUpdate` for a SET list.
 */
export function marketChange(kind: MarketItemKind, itemId: string, updatedAt: string) {
  const attributes = keys.changeIndexes(marketCollections[kind], updatedAt, itemId);
  return {
    asAttributes: attributes,
    asUpdate: {
      set: 'gsi3pk = :change_pk, gsi3sk = :change_sk',
      values: { ':change_pk': attributes.gsi3pk, ':change_sk': attributes.gsi3sk },
    },
  };
}

/**
 * Sort keys of a user's own partition read together for the principal: PROFILE, PROFILE#MEMBERSHIP
 * and REG#<type>.
 */
export const userPartitionRange = { from: 'PROFILE', to: 'REG#~' } as const;

/** A registration without its form values (the bulk of it), for lists that need only who, type and status. */
export const registrationSummaryProjection = {
  ProjectionExpression: 'id, user_id, #type, #status, created_at, updated_at, #version',
  ExpressionAttributeNames: { '#type': 'type', '#status': 'status', '#version': 'version' },
} as const;
