import type { RegistrationType } from '@portal/contracts/me';

/** Key builders for every entity on the single table (see functions/TABLE.md). The only place keys are spelled. */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  profileIndexes: (email: string, createdAt: string) => ({
    gsi1pk: 'PROFILE',
    gsi1sk: createdAt,
    gsi2pk: `EMAIL#${email.toLowerCase()}`,
    gsi2sk: 'PROFILE',
  }),
  registration: (userId: string, type: RegistrationType) => ({ pk: `USER#${userId}`, sk: `REG#${type}` }),
  registrationIndexes: (status: string, updatedAt: string) => ({
    gsi1pk: `REG#${status}`,
    gsi1sk: updatedAt,
  }),
  banking: (userId: string) => ({ pk: `USER#${userId}`, sk: 'BANKING' }),
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

/** Collections of the search read models (platform/search), the partition keys of GSI3. */
export const searchCollections = { users: 'USERS' } as const;
export type SearchCollection = (typeof searchCollections)[keyof typeof searchCollections];

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

/** Sort keys of a user's own partition read together for the principal: PROFILE and REG#<type>. */
export const userPartitionRange = { from: 'PROFILE', to: 'REG#~' } as const;

/** A registration without its form values (the bulk of it), for lists that need only who, type and status. */
export const registrationSummaryProjection = {
  ProjectionExpression: 'id, user_id, #type, #status, created_at, updated_at, #version',
  ExpressionAttributeNames: { '#type': 'type', '#status': 'status', '#version': 'version' },
} as const;
