/** Collections of the search read models (platform/search), the partition keys of GSI3. */
export const searchCollections = {
  users: 'USERS',
  listings: 'LISTINGS',
  requests: 'REQUESTS',
  deals: 'DEALS',
} as const;
export type SearchCollection = (typeof searchCollections)[keyof typeof searchCollections];

/** The search collection of each kind of marketplace item. */
export const marketCollections = {
  listing: searchCollections.listings,
  request: searchCollections.requests,
} as const satisfies Record<'listing' | 'request', SearchCollection>;

/** One item of a collection as the change index holds it (its projected attributes, pk and sk). */
export type ChangeItem = Record<string, unknown> & { pk: string; sk: string; gsi3sk: string };

/**
 * The items of one document, each with its item key (`pk|sk`), e.g. a user's profile and
 * registrations: `for (const [key, item] of parts)`.
 */
export type DocumentParts = ReadonlyArray<
  readonly [key: string, item: Record<string, unknown>, ...rest: unknown[]]
>;

/**
 * What a search read model serves for one collection. Plain functions of plain data: the same
 * definition is tested without DynamoDB, and the marketplace's listings and requests are defined alike.
 */
export interface CollectionDefinition<Doc extends { id: string }> {
  /** The collection's partition of the change index (GSI3). */
  name: SearchCollection;
  /**
   * Each document is made of one item (a listing, a request): the replica then keeps the document
   * and the item's change key, not the item, which roughly halves its memory.
   */
  oneItemPerDocument?: boolean;
  /** The document made of the items stored for `id`, or undefined when they make none. */
  toDocument(id: string, parts: DocumentParts): Doc | undefined;
  /** String fields searched by text (case-insensitive; see `textMatch`). */
  searchFields: ReadonlyArray<keyof Doc & string>;
  /**
   * How a field holds the text: `word-start` (the default) when the text occurs where a word of the
   * field starts ('gold' finds 'Goldman' and 'Gold Corp', not 'Marigold'; a text that starts with
   * punctuation may occur anywhere), `substring` when it occurs anywhere.
   */
  textMatch?: 'word-start' | 'substring';
  /** Named facets: the values a document holds (filters and counts use them). */
  facets: Record<string, (doc: Doc) => readonly string[]>;
  /** Facets of which a document holds at most one value (their counts add up to exact totals). */
  singleValued?: readonly string[];
  /** Named ascending orders; each must be total (break ties by id) so paging is stable. */
  sorts: Record<string, (a: Doc, b: Doc) => number>;
  /** Totals kept over every document (e.g. how many profiles, how many registrations). */
  sums?: Record<string, (doc: Doc) => number>;
}

export interface ChangePage {
  items: ChangeItem[];
  /** Where the next page starts; undefined on the last page. */
  next?: Record<string, unknown>;
}

/** Which part of a collection's change index to read, in change-key order. */
export interface ChangeRead {
  /** At or after this change key (or time prefix); undefined: from the first. */
  since?: string;
  /** Before this time prefix (its items excluded); undefined: to the last. */
  before?: string;
  startKey?: Record<string, unknown>;
  /** Newest first (the build asks for the last item this way). */
  newestFirst?: boolean;
  /** At most this many items (default: a full page). */
  limit?: number;
}

/** Reads one page of a collection's change index. */
