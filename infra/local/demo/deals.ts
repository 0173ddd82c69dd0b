import type { DealDetail } from '@portal/contracts/deals';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import type { MandateDashboard, MandateParty } from '@portal/contracts/mandates';
import type { NotificationListResponse } from '@portal/contracts/notifications';
import { dealWalk } from '../../../functions/test/support/deal-walk';
import { ensureInquiry, oldestFirst } from './marketplace';
import { textPdf } from './pdf';
import type { DemoContext, DemoSection, DemoUser } from './seed';

/**
 * The demo's deals, so the demo buyer and seller find every Deal Flow column filled: accepted
 * inquiries (Deal Initiated), a deal walked to the platform's verification, two deals walked to
 * deal-closed and rated both ways, a mandate attached to a deal on each side (and one request left
 * for the buyer to answer), and notifications of all that, some already read.
 *
 * Everything goes through the API as the users and the platform's reviewer do it: the inquiry and
 * its acceptance, the shared deal walk (uploads, reviews, commands), the mandate's request and the
 * party's confirmation, the reviews. A deal is known by the inquiry it came from (inquirer and item),
 * and each step looks at the deal first, so a second run adds nothing.
 */

type Until = 'deal-initiated' | 'verification' | 'closed';

interface DemoDeal {
  /** listing: the buyer inquires on the seller's listing; request: the seller offers on the buyer's request. */
  kind: ItemKind;
  buyer: string;
  seller: string;
  /** Which of the owner's items that accept inquiries now, newest first (the pending inquiries take the oldest). */
  pick: number;
  until: Until;
  mandate?: { party: MandateParty; commission: number; confirm: boolean };
  /** Stars and comment each party gives the other once the deal is closed. */
  reviews?: { byBuyer: [number, string]; bySeller: [number, string] };
}

const mandateKey = 'mandate-1';

/** The demo buyer and seller's deals (and one of the others, so the marketplace has more than one pair). */
export const demoDeals: readonly DemoDeal[] = [
  {
    kind: 'listing',
    buyer: 'buyer-1',
    seller: 'seller-1',
    pick: 0,
    until: 'closed',
    mandate: { party: 'seller', commission: 1.5, confirm: true },
    reviews: {
      byBuyer: [5, 'Documents on time and a clean cargo at Rotterdam. Would trade again.'],
      bySeller: [4, 'Funds proven quickly; the signed SPA took a few days longer than planned.'],
    },
  },
  {
    kind: 'request',
    buyer: 'buyer-1',
    seller: 'seller-1',
    pick: 0,
    until: 'closed',
    reviews: {
      byBuyer: [4, 'Good quality; the inspection report came late but the title transfer was smooth.'],
      bySeller: [3, 'Payment arrived, though only after two reminders.'],
    },
  },
  {
    kind: 'listing',
    buyer: 'buyer-1',
    seller: 'seller-1',
    pick: 1,
    until: 'verification',
    mandate: { party: 'buyer', commission: 2, confirm: true },
  },
  {
    kind: 'listing',
    buyer: 'buyer-1',
    seller: 'seller-1',
    pick: 2,
    until: 'deal-initiated',
    mandate: { party: 'buyer', commission: 1, confirm: false },
  },
  { kind: 'request', buyer: 'buyer-1', seller: 'seller-1', pick: 1, until: 'deal-initiated' },
  { kind: 'listing', buyer: 'buyer-2', seller: 'seller-2', pick: 0, until: 'deal-initiated' },
];

/** Unread notifications the demo users keep (the rest of theirs are marked read), by user key. */
export const keptUnread: Readonly<Record<string, number>> = { 'buyer-1': 6, 'seller-1': 4, [mandateKey]: 2 };

/** The owner's items that take inquiries now and always will, newest first. */
async function pickable(ctx: DemoContext, owner: DemoUser, kind: ItemKind): Promise<OwnerItem[]> {
  const path = kind === 'listing' ? '/my/listings' : '/my/requests';
  const items = (await ctx.api<{ items: OwnerItem[] }>(owner, 'GET', `${path}?tab=All`))?.items ?? [];
  return items
    .filter(
      (i) =>
        i.status === 'Active' &&
        i.accepting_inquiries === 'now' &&
        // the seller offers energy on requests; the pending offers of the marketplace demo are on the others
        (kind === 'listing' || i.industry === 'Energy'),
    )
    .sort(oldestFirst)
    .reverse();
}

/** The deal of the plan entry: its inquiry sent and accepted unless that happened before. */
async function openDeal(ctx: DemoContext, plan: DemoDeal, buyer: DemoUser, seller: DemoUser) {
  const [owner, inquirer] = plan.kind === 'listing' ? [seller, buyer] : [buyer, seller];
  const item = (await pickable(ctx, owner, plan.kind))[plan.pick];
  if (!item) throw new Error(`${owner.email} has no ${plan.kind} number ${plan.pick} for a demo deal`);
  const sent = async () =>
    (await ctx.api<{ inquiries: Inquiry[] }>(inquirer, 'GET', '/marketplace/inquiries/sent'))?.inquiries ??
    [];
  let inquiry = (await sent()).find((i) => i.item_id === item.id);
  if (!inquiry) {
    await ensureInquiry(ctx, inquirer, item, []);
    inquiry = (await sent()).find((i) => i.item_id === item.id);
  }
  if (!inquiry) throw new Error(`the inquiry of ${inquirer.email} on ${item.name} was not stored`);
  if (inquiry.deal_id) return { dealId: inquiry.deal_id, opened: false };
  if (inquiry.status !== 'Pending')
    throw new Error(`the demo inquiry on ${item.name} is ${inquiry.status}; its deal cannot be opened`);
  const accepted = await ctx.api<{ deal_id: string }>(
    owner,
    'POST',
    `/marketplace/inquiries/${inquiry.id}/accept`,
  );
  if (!accepted?.deal_id) throw new Error(`accepting the inquiry on ${item.name} opened no deal`);
  return { dealId: accepted.deal_id, opened: true };
}

/** The mandate asks to be attached for one side; that side's party confirms unless left to answer. */
async function attachMandate(
  ctx: DemoContext,
  dealId: string,
  mandate: DemoUser,
  party: DemoUser,
  plan: NonNullable<DemoDeal['mandate']>,
) {
  const view = async () => (await ctx.api<DealDetail>(party, 'GET', `/deals/${dealId}`))!;
  let slot = (await view()).mandate_requests?.find((r) => r.mandate_id === mandate.userId);
  if (!slot) {
    await ctx.api(mandate, 'POST', '/mandate/attachments', {
      deal_id: dealId,
      party: plan.party,
      commission_percent: plan.commission,
    });
    slot = (await view()).mandate_requests?.find((r) => r.mandate_id === mandate.userId);
  }
  if (plan.confirm && slot?.status === 'pending')
    await ctx.api(party, 'POST', `/deals/${dealId}/mandates/${mandate.userId}/confirm`, {});
}

/** Each party's review of the other, unless given before. */
async function review(
  ctx: DemoContext,
  dealId: string,
  reviewer: DemoUser,
  [rating, comment]: [number, string],
) {
  const deal = await ctx.api<DealDetail>(reviewer, 'GET', `/deals/${dealId}`);
  if (deal?.status !== 'closed' || deal.my_review) return;
  await ctx.api(reviewer, 'POST', `/deals/${dealId}/reviews`, { rating, comment });
}

/** Marks all but the newest `kept` notifications of `who` read, as opening them would. */
async function readOlderNotifications(
  ctx: DemoContext,
  who: DemoUser,
  kept: number,
): Promise<{ total: number; unread: number }> {
  let seen = 0;
  let unread = 0;
  let cursor: string | null = null;
  do {
    const page: NotificationListResponse | undefined = await ctx.api<NotificationListResponse>(
      who,
      'GET',
      `/notifications?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    for (const n of page?.notifications ?? []) {
      if (seen++ < kept) {
        if (!n.read) unread++;
      } else if (!n.read) await ctx.api(who, 'POST', `/notifications/${n.id}/read`, {});
    }
    cursor = page?.next_cursor ?? null;
  } while (cursor);
  return { total: seen, unread };
}

/** The walk's documents as PDFs a viewer opens, naming the deal they belong to. */
export function dealPdf(dealId: string, product: string) {
  return (label: string) => {
    const title = label.replace(/-/g, ' ').replace(/\b(spa|icpo)\b/g, (w) => w.toUpperCase());
    return {
      name: `${label}.pdf`,
      type: 'application/pdf',
      bytes: textPdf(title.charAt(0).toUpperCase() + title.slice(1), [
        `Deal ${dealId}: ${product}`,
        'Demo document of the local portal.',
      ]),
    };
  };
}

export const dealsSection: DemoSection = {
  name: 'deals (accepted inquiries, a deal in verification, two closed deals with reviews, a mandate)',
  async seed(ctx) {
    const user = (key: string) => {
      const found = ctx.users.get(key);
      if (!found) throw new Error(`the deals demo needs ${key} from the accounts section`);
      return found;
    };
    const mandate = user(mandateKey);
    const call = (who: DemoUser | 'admin', method: string, path: string, json?: unknown) =>
      ctx.request(who, method, path, json);
    let opened = 0;
    let walked = 0;
    for (const plan of demoDeals) {
      const buyer = user(plan.buyer);
      const seller = user(plan.seller);
      const deal = await openDeal(ctx, plan, buyer, seller);
      if (deal.opened) opened++;
      const { dealId } = deal;
      if (plan.mandate)
        await attachMandate(
          ctx,
          dealId,
          mandate,
          plan.mandate.party === 'buyer' ? buyer : seller,
          plan.mandate,
        );
      const current = (await ctx.api<DealDetail>(buyer, 'GET', `/deals/${dealId}`))!;
      // only a deal the walk has not started: a run broken off mid-walk leaves its deal where it stopped
      if (plan.until !== 'deal-initiated' && current.stage === 'inquiry-submitted') {
        const walk = dealWalk(call, undefined, { pdf: dealPdf(dealId, current.product) });
        await walk.walkTo(seller, buyer, 'admin', dealId, plan.until === 'closed' ? undefined : plan.until);
        walked++;
        ctx.say(`deal ${dealId} (${current.product}) walked to ${plan.until}`);
      }
      if (plan.reviews) {
        await review(ctx, dealId, buyer, plan.reviews.byBuyer);
        await review(ctx, dealId, seller, plan.reviews.bySeller);
      }
    }

    const notifications: Record<string, { total: number; unread: number }> = {};
    for (const [key, kept] of Object.entries(keptUnread)) {
      const who = user(key);
      notifications[who.email] = await readOlderNotifications(ctx, who, kept);
    }

    const attached = await ctx.api<MandateDashboard>(mandate, 'GET', '/mandate/deals');
    ctx.say(
      `${demoDeals.length} deals (${opened} opened now, ${walked} walked now); the mandate follows ${attached?.deals.length ?? 0}`,
    );
    ctx.summary.deals = { deals: demoDeals.length, notifications };
    const notes: Record<string, string> = {
      [user('buyer-1').email]: 'deals in every Deal Flow column, a mandate request to answer',
      [user('seller-1').email]: 'deals in every Deal Flow column, reviews received',
      [mandate.email]: `attached to two deals of ${user('buyer-1').fullName} and ${user('seller-1').fullName}`,
    };
    for (const u of ctx.summary.users) if (notes[u.email]) u.note = notes[u.email];
  },
};
