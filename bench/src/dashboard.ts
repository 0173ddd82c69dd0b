import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes, randomUUID } from 'node:crypto';
import { dealGroups } from '../../packages/contracts/src/deal-stages';
import { dealOpeningItems, listMemberDeals } from '../../functions/src/deals/data/deal-repository';
import { dealColumnsOf, tallyOf } from '../../functions/src/deals/domain/dashboard';
import { dealIdFrom, openDeal } from '../../functions/src/deals/domain/deal-opening';
import type { DealSnapshot } from '../../functions/src/deals/domain/deals';
import { activityItem } from '../../functions/src/platform/activity/data/activity-items';
import { keys } from '../../functions/src/platform/data/keys';
import type { TransactItem } from '../../functions/src/platform/data/transactions';
import { notificationItem } from '../../functions/src/platform/notifications/data/notify';
import type { NotificationType } from '../../functions/src/platform/notifications/domain/notification';
import { localStack, type Persona } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { loadGetRequests } from './http-load';
import { measureLoop, round, type LatencyFigures } from './stats';

const connections = 10;
const requests = 300;
const warmupRequests = 50;
/** In-process baseline of the dashboard's deal reads: milliseconds per measurement. */
const baselineMs = 8_000;
const notificationCount = 1_000;
/** The newest ones are unread: more than the unread count's cap (100), so the count reads its whole cap. */
const unreadCount = 150;
const activityCount = 1_000;
/** A document name three activities carry (newest first: the 151st, 451st and 851st). */
const rareDocument = 'Phytosanitary certificate ZX-4471.pdf';
export const rareQuery = 'zx-4471';
const rareAt = [150, 450, 850];
/** The later notification page measured, reached by following next_cursor. */
export const laterPage = 10;
const outboxBudgetMs = 10 * 60_000;
const day = 86_400_000;

export interface DashboardBench {
  /** GET /dashboard and the in-process deal reads, per number of deals. */
  byDeals: Array<{
    deals: number;
    counts: unknown;
    api: LatencyFigures;
    /**
     * listMemberDeals in this process (the GSI2 Query + BatchGets of 100, no HTTP, no token): the
     * recount of the buyer's deals that the tally spares GET /dashboard, which reads one item.
     */
    reads: LatencyFigures;
  }>;
  notificationsFirst: LatencyFigures;
  notificationsLater: LatencyFigures;
  activitiesFirst: LatencyFigures;
  activitiesSearch: LatencyFigures;
  /** Matches and whether a cursor follows, for the searched first page. */
  searchFirstPage: { matches: number; nextCursor: boolean };
  me: LatencyFigures;
  unreadCount: number;
  /** From the last notification written until the outbox had emailed (or skipped) all of them. */
  outboxDrainMs: number;
  requests: number;
  warmupRequests: number;
}

export type Local = ReturnType<typeof localStack>;
type Item = Record<string, unknown>;

export async function batchWrite(local: Local, items: Item[]): Promise<void> {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // 8 batch writes at a time: the stack's DynamoDB Local shares the machine
  for (let i = 0; i < batches.length; i += 8)
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let pending: Item[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (pending && pending.length > 0) {
          const out = await local.db.send(
            new BatchWriteCommand({ RequestItems: { [local.table]: pending } }),
          );
          pending = out.UnprocessedItems?.[local.table] as Item[] | undefined;
        }
      }),
    );
}

/** The items a transaction puts (a deal's opening also ADDs to its parties' tallies: written apart). */
const putItems = (items: TransactItem[]): Item[] => items.flatMap((t) => (t.Put ? [t.Put.Item as Item] : []));

const snapshot: DealSnapshot = {
  product: 'EN590 Diesel 10ppm',
  product_type: 'Diesel',
  quantity: 5000,
  unit: 'MT',
  delivery: 'CIF',
  location: 'Rotterdam',
  price: 650,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  currency: 'USD',
  industry: 'Energy',
};

/**
 * Deal `i` of the buyer with the seller, as an accepted inquiry opens it (openDeal +
 * dealOpeningItems), then placed at a group's entry value so the four counts are all non-zero:
 * every 25th is cancelled, those at the last group closed (their member items leave `active#`).
 */
export function dealItems(
  i: number,
  buyer: Persona,
  seller: Persona,
  now: number,
): { id: string; items: Item[]; place: { progress: number; status: string } } {
  const id = dealIdFrom(randomBytes(10));
  const at = new Date(now - (i + 1) * 3_600_000);
  const opened = openDeal({
    id,
    eventId: randomUUID(),
    inquiryId: randomUUID(),
    itemId: randomUUID(),
    itemKind: 'listing',
    buyer: { userId: buyer.userId, label: `Buyer #${1000 + (i % 9000)}`, company: buyer.companyName },
    seller: { userId: seller.userId, label: `Seller #${2000 + (i % 7000)}`, company: seller.companyName },
    snapshot: { ...snapshot, quantity: 1000 + i * 10 },
    files: [],
    openedBy: 'seller',
    at,
  });
  const group = dealGroups[i % dealGroups.length]!;
  const status = i % 25 === 24 ? 'cancelled' : group.progress === 100 ? 'closed' : 'active';
  const items = putItems(
    dealOpeningItems({
      ...opened,
      deal: { ...opened.deal, stage: group.entry, progress: group.progress, status },
    }),
  );
  if (status !== 'active')
    for (const item of items)
      if (item.entity === 'deal_member')
        Object.assign(item, {
          state: 'closed',
          ...keys.dealMemberIndexes(String(item.user_id), 'closed', at.toISOString()),
        });
  return { id, items, place: { progress: group.progress, status } };
}

const noticeTypes: Array<{ type: NotificationType; title: string; body: string }> = [
  { type: 'inquiry-accepted', title: 'Inquiry accepted', body: 'Your inquiry was accepted: a deal is open.' },
  { type: 'deal-group-reached', title: 'Deal moved on', body: 'The deal reached its next step.' },
  {
    type: 'deal-action-awaited',
    title: 'Your action is awaited',
    body: 'The deal waits for a document of yours.',
  },
  {
    type: 'document-approved',
    title: 'Document approved',
    body: 'The platform approved a document of the deal.',
  },
  { type: 'deadline-near', title: 'Deadline near', body: 'A step of the deal is due in 2 days.' },
];

/** Notification `i` (0 = newest) as notify() stores it; older than the newest 150: read, as markRead leaves it. */
function notification(i: number, userId: string, dealIds: string[], now: number): Item {
  const notice = noticeTypes[i % noticeTypes.length]!;
  const item = notificationItem({
    userId,
    ...notice,
    link: `/deal/${dealIds[i % dealIds.length]}`,
    at: new Date(now - i * 0.2 * day),
  });
  if (i < unreadCount) return item;
  const { gsi1pk, gsi1sk, ...read } = item;
  void [gsi1pk, gsi1sk];
  return { ...read, read: true, read_at: new Date(now - i * 0.2 * day + 3_600_000).toISOString() };
}

const activityKinds = [
  { action: 'Inquiry sent: EN590 Diesel 10ppm', status: 'Pending', document: null },
  { action: 'Document uploaded: EN590 Diesel 10ppm', status: 'Completed', document: 'Quality certificate' },
  { action: 'Buyer proceeded: EN590 Diesel 10ppm', status: 'Completed', document: null },
  { action: 'Inquiry declined: Jet A-1', status: 'Declined', document: null },
  { action: 'Document uploaded: Jet A-1', status: 'Completed', document: 'Bill of lading' },
] as const;

/** Activity `i` (0 = newest) as recordActivity() stores it; three carry the rare document name. */
function activity(i: number, userId: string, dealIds: string[], now: number): Item {
  const kind = activityKinds[i % activityKinds.length]!;
  const documentName = rareAt.includes(i)
    ? rareDocument
    : kind.document && `${kind.document} ${String(i).padStart(4, '0')}.pdf`;
  return activityItem({
    userId,
    action: kind.action,
    status: kind.status,
    at: new Date(now - i * 0.15 * day),
    documentName,
    link: `/deal/${dealIds[i % dealIds.length]}`,
  });
}

/** Waits until every notification has its delivery record in a final state (the stream's emails). */
async function waitForOutbox(local: Local, notificationIds: string[]): Promise<number> {
  const t0 = performance.now();
  let pending = notificationIds;
  while (pending.length > 0) {
    if (performance.now() - t0 > outboxBudgetMs)
      throw new Error(`the outbox left ${pending.length} notifications undelivered`);
    await new Promise((r) => setTimeout(r, 2000));
    const done = new Set<string>();
    for (let i = 0; i < pending.length; i += 100) {
      const out = await local.db.send(
        new BatchGetCommand({
          RequestItems: {
            [local.table]: {
              Keys: pending.slice(i, i + 100).map((id) => keys.emailDelivery(id)),
              ProjectionExpression: 'pk, #state',
              ExpressionAttributeNames: { '#state': 'state' },
            },
          },
        }),
      );
      for (const item of out.Responses?.[local.table] ?? [])
        if (item.state === 'sent' || item.state === 'skipped')
          done.add(String(item.pk).slice('EMAIL#'.length));
    }
    pending = pending.filter((id) => !done.has(id));
  }
  return round(performance.now() - t0, 0);
}

async function getJson(url: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`GET ${url} -> ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * The Dashboard's reads for one buyer with 1,000 notifications, 1,000 activities and 20, then 200,
 * deals, at 10 connections (a fixed number of requests after a warm-up), beside GET /me. Deals,
 * notifications and activities are written straight into the table with the repositories' own item
 * builders (BatchWrite); users sign up through Cognito as usual.
 */
export async function benchDashboard(stackFile: StackFile): Promise<DashboardBench> {
  const local = localStack(stackFile);
  const [buyer, seller] = await Promise.all([local.createPersona('buyer'), local.createPersona('seller')]);
  const { accessToken } = await local.signIn(buyer);
  const api = stackFile.apiUrl;
  const now = Date.now();
  const measure = async (url: string) => {
    await loadGetRequests(url, accessToken, connections, warmupRequests);
    return loadGetRequests(url, accessToken, connections, requests);
  };

  const deals = Array.from({ length: 200 }, (_, i) => dealItems(i, buyer, seller, now));
  const dealIds = deals.map((d) => d.id);
  const notifications = Array.from({ length: notificationCount }, (_, i) =>
    notification(i, buyer.userId, dealIds, now),
  );
  await batchWrite(local, [
    ...notifications,
    ...Array.from({ length: activityCount }, (_, i) => activity(i, buyer.userId, dealIds, now)),
  ]);
  // the table's stream emails each new notification: measured once it is done, not while it runs
  const outboxDrainMs = await waitForOutbox(
    local,
    notifications.map((n) => String(n.id)),
  );

  const byDeals: DashboardBench['byDeals'] = [];
  let written = 0;
  for (const count of [20, 200]) {
    // the buyer's tally as the deals' own transactions would have left it
    const tally = tallyOf(deals.slice(0, count).map((d) => d.place));
    await batchWrite(local, [
      ...deals.slice(written, count).flatMap((d) => d.items),
      { ...keys.dealTally(buyer.userId), entity: 'deal_tally', ...tally },
    ]);
    written = count;
    const { deals: counts } = await getJson(`${api}/dashboard`, accessToken);
    const recounted = dealColumnsOf(tally);
    if (JSON.stringify(counts) !== JSON.stringify(recounted))
      throw new Error(
        `GET /dashboard counted ${JSON.stringify(counts)}, the deals ${JSON.stringify(recounted)}`,
      );
    const read = () => listMemberDeals(buyer.userId);
    if ((await read()).length !== count) throw new Error(`expected ${count} deals of the buyer`);
    const apiFigures = await measure(`${api}/dashboard`);
    await measureLoop(read, { connections, durationMs: 2000 });
    const reads = await measureLoop(read, { connections, durationMs: baselineMs });
    byDeals.push({ deals: count, counts, api: apiFigures, reads });
  }

  const first = await getJson(`${api}/notifications?limit=20`, accessToken);
  let cursor = first.next_cursor as string;
  for (let page = 2; page < laterPage; page++)
    cursor = (await getJson(`${api}/notifications?limit=20&cursor=${cursor}`, accessToken))
      .next_cursor as string;
  const notificationsFirst = await measure(`${api}/notifications?limit=20`);
  const notificationsLater = await measure(`${api}/notifications?limit=20&cursor=${cursor}`);

  const searchUrl = `${api}/activities?q=${encodeURIComponent(rareQuery)}`;
  const searched = await getJson(searchUrl, accessToken);
  const activitiesFirst = await measure(`${api}/activities`);
  const activitiesSearch = await measure(searchUrl);
  const me = await measure(`${api}/me`);

  return {
    byDeals,
    notificationsFirst,
    notificationsLater,
    activitiesFirst,
    activitiesSearch,
    searchFirstPage: {
      matches: (searched.activities as unknown[]).length,
      nextCursor: searched.next_cursor !== null,
    },
    me,
    unreadCount: Number(first.unread_count),
    outboxDrainMs,
    requests,
    warmupRequests,
  };
}
