import type {
  AdminDealList,
  AdminDealRow,
  AdminDealTab,
  adminDealListQuerySchema,
} from '@portal/contracts/admin-deals';
import { dealColumnOf, stageInfo, type DealStatus } from '@portal/contracts/deal-stages';
import type { z } from 'zod';
import { searchCollections, type CollectionDefinition, type DocumentParts } from './collection';
import type { SearchIndex, SearchQuery } from './search-index';

/**
 * The deals collection of the search read model (admins' Deal Management and the dashboard's Total
 * Deals): one document per deal item, made from its compact projection in the change index (see
 * `changeIndexAttributes`), so a query never reads the deals themselves. Here in platform/ because
 * two domains read it: deals (the table) and admin (the dashboard's count).
 */
export interface DealDocument {
  id: string;
  title: string;
  product: string;
  buyer_id: string;
  buyer_company: string;
  buyer_label: string;
  seller_id: string;
  seller_company: string;
  seller_label: string;
  stage: string;
  status: DealStatus;
  created_at: string;
  /** The terms the deal was opened on, for its trade ticket. */
  ticket: AdminDealRow['ticket'];
}

export type AdminDealQuery = z.output<typeof adminDealListQuerySchema>;

/** A deal's tab: its Deal Flow column by progress, or `cancelled` (listed under All only). */
export type DealTab = Exclude<AdminDealTab, 'all'> | 'cancelled';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const statusOf = (value: unknown): DealStatus =>
  value === 'closed' || value === 'cancelled' ? value : 'active';

export function toDealDocument(id: string, parts: DocumentParts): DealDocument | undefined {
  const item = parts.find(([, p]) => p.entity === 'deal')?.[1];
  if (!item) return undefined;
  const snapshot = (item.snapshot ?? {}) as Record<string, unknown>;
  return {
    id,
    title: text(item.title),
    product: text(snapshot.product),
    buyer_id: text(item.buyer_id),
    buyer_company: text(item.buyer_company),
    buyer_label: text(item.buyer_label),
    seller_id: text(item.seller_id),
    seller_company: text(item.seller_company),
    seller_label: text(item.seller_label),
    stage: text(item.stage),
    status: statusOf(item.status),
    created_at: text(item.created_at),
    ticket: {
      quantity: numberOrNull(snapshot.quantity) ?? 0,
      unit: text(snapshot.unit),
      delivery: text(snapshot.delivery),
      location: text(snapshot.location),
      price: numberOrNull(snapshot.price),
      price_type: text(snapshot.price_type) || 'fixed',
      platts_reference: textOrNull(snapshot.platts_reference),
      discount: numberOrNull(snapshot.discount),
      differential: snapshot.differential === 'premium' ? 'premium' : 'discount',
      currency: text(snapshot.currency),
    },
  };
}

/** The stage table's progress (the stored `progress` follows it; the table is the one source). */
export const progressOf = (doc: Pick<DealDocument, 'stage'>) => stageInfo(doc.stage).progress;

export function dealTabOf(doc: Pick<DealDocument, 'stage' | 'status'>): DealTab {
  return doc.status === 'cancelled' ? 'cancelled' : dealColumnOf(progressOf(doc));
}

const byId = (a: DealDocument, b: DealDocument) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const dealsCollection: CollectionDefinition<DealDocument> = {
  name: searchCollections.deals,
  oneItemPerDocument: true,
  toDocument: toDealDocument,
  // 'contains', case aside: an id or a company is often typed from its middle
  searchFields: ['id', 'title', 'product', 'buyer_company', 'seller_company'],
  textMatch: 'substring',
  facets: { tab: (d) => [dealTabOf(d)] },
  singleValued: ['tab'],
  sorts: {
    created: (a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : byId(a, b)),
  },
};

const tabValues: Record<AdminDealTab, DealTab[]> = {
  all: ['pending', 'ongoing', 'completed', 'cancelled'],
  pending: ['pending'],
  ongoing: ['ongoing'],
  completed: ['completed'],
};

/** GET /admin/deals: the index query of a tab, text and page, newest deal first, counted by tab. */
export function adminDealSearch(query: AdminDealQuery): SearchQuery {
  return {
    text: query.q,
    // every deal holds one of All's values: without text the kept counts answer at once
    filter: { tab: tabValues[query.tab] },
    countBy: 'tab',
    sort: 'created',
    order: 'desc',
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
  };
}

export function adminDealRow(doc: DealDocument): AdminDealRow {
  const info = stageInfo(doc.stage);
  return {
    id: doc.id,
    title: doc.title,
    product: doc.product,
    buyer: { id: doc.buyer_id, company: doc.buyer_company || null, label: doc.buyer_label },
    seller: { id: doc.seller_id, company: doc.seller_company || null, label: doc.seller_label },
    created_at: doc.created_at,
    stage: doc.stage,
    stage_label: info.label,
    progress: info.progress,
    status: doc.status,
    ticket: doc.ticket,
    // the parties' account states are not in the replica: the use-case adds them (deal-attention)
    needs_attention: null,
  };
}

/** The admins' deal table answered from a replica of the deals collection. */
export function searchAdminDeals(index: SearchIndex<DealDocument>, query: AdminDealQuery): AdminDealList {
  const answer = index.query(adminDealSearch(query));
  const counts = answer.counts;
  const of = (tab: DealTab) => counts[tab] ?? 0;
  return {
    deals: answer.items.map(adminDealRow),
    counts: {
      all: of('pending') + of('ongoing') + of('completed') + of('cancelled'),
      pending: of('pending'),
      ongoing: of('ongoing'),
      completed: of('completed'),
    },
    page: query.page,
    page_size: query.page_size,
  };
}
