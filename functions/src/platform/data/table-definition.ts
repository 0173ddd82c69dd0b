/**
 * The single table's physical shape: one definition used by CDK (infra), the local stack
 * (CreateTable against DynamoDB Local) and the tests. Entities and access patterns are
 * documented in functions/TABLE.md.
 */

/**
 * The attributes the change index (GSI3) carries besides its keys: only what the search read models
 * (platform/search) turn into documents, so building a replica reads a compact projection.
 * Adding a collection's attributes here replaces the index (DynamoDB cannot change a GSI's projection).
 */
export const changeIndexAttributes = [
  'entity',
  'id',
  'user_id',
  'full_name',
  'email',
  'company_name',
  'phone_number',
  'roles',
  'rating',
  'disabled',
  'type',
  'status',
  'created_at',
  'updated_at',
  // marketplace listings and requests: what a card shows, filters and sorts by (no additional_info,
  // no files: `has_terms` says whether the FCO terms file is there)
  'kind',
  'name',
  'product_type',
  'location',
  'quantity',
  'unit',
  'committed_quantity',
  'delivery',
  'term',
  'price',
  'price_type',
  'platts_reference',
  'discount',
  // the sign of the discount: the card's price label reads '+' for a premium
  'differential',
  'currency',
  'availability_date',
  'accepting_inquiries',
  'inquiries_date',
  'industry',
  'owner_label',
  'owner_rating',
  'owner_review_count',
  'has_terms',
  // deals (admin Deal Management): the row, its tab and search text; the deal's documents stay out
  'title',
  'stage',
  'progress',
  'buyer_id',
  'buyer_label',
  'buyer_company',
  'seller_id',
  'seller_label',
  'seller_company',
  'snapshot',
] as const;

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** Absent: ALL attributes. Present: only these besides the table's and the index's keys (INCLUDE). */
  readonly include?: readonly string[];
}

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds after which DynamoDB removes the item (pending uploads, search tombstones). */
  timeToLiveAttribute: 'ttl',
  /** The table's stream (the outbox): new items' images, read by the notification email sender. */
  streamViewType: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    // GSI1: lists by entity type / status, newest first (e.g. registrations by status ordered by updated_at).
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // GSI2: secondary lookups (e.g. profile by email, documents by deal).
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // GSI3: change index of the search read models: collection -> items in the order they changed.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', include: changeIndexAttributes },
  ] satisfies IndexDefinition[] as readonly IndexDefinition[],
} as const;

export type TableDefinition = typeof tableDefinition;
