import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import type { CounterOffer } from '@portal/contracts/negotiation';
import { oldestFirst } from './marketplace';
import type { DemoContext, DemoSection, DemoUser } from './seed';

/**
 * The demo's negotiations, one in each state a trader meets: a counter-offer awaiting the buyer's
 * answer, one accepted into a deal, one declined with a reason, and one whose counter-offer runs out
 * five minutes after the seed (the expiry sweep then closes it as Expired, as it would any offer).
 * The marketplace section's pending inquiries are the open first rounds. Each is made through the API
 * as the users would; a negotiation is known by its inquirer and listing, so a second run adds nothing.
 */

type Ending = 'countered' | 'accepted' | 'declined' | 'expiring';

interface DemoNegotiation {
  buyer: string;
  seller: string;
  /** Which of the seller's open listings, oldest first (away from the ones other sections take). */
  pick: number;
  ending: Ending;
}

export const demoNegotiations: readonly DemoNegotiation[] = [
  { buyer: 'buyer-1', seller: 'seller-2', pick: 8, ending: 'countered' },
  // between the second buyer and seller, so the first pair's Deal Flow keeps the deals section's plan
  { buyer: 'buyer-2', seller: 'seller-2', pick: 9, ending: 'accepted' },
  { buyer: 'buyer-2', seller: 'seller-1', pick: 8, ending: 'declined' },
  { buyer: 'buyer-1', seller: 'seller-1', pick: 9, ending: 'expiring' },
];

const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** The seller's answer: less quantity, a fixed price a little under the listing's, dates and payment. */
function counterOf(item: OwnerItem, round: number, ending: Ending): CounterOffer {
  const quantity = Math.max(1, Math.round((item.quantity - item.committed_quantity) / 20));
  const listed = item.price ?? 500;
  return {
    round,
    terms: {
      quantity,
      price: { kind: 'fixed', amount: Math.round(listed * 98.5) / 100, currency: item.currency },
      incoterm: item.delivery as CounterOffer['terms']['incoterm'],
      location: item.location,
      delivery_from: isoDay(21),
      delivery_to: isoDay(35),
      payment_term: 'LC at Sight',
    },
    message:
      ending === 'expiring'
        ? 'Firm for five minutes only: the cargo is being offered elsewhere.'
        : `We can do ${quantity} ${item.unit} at a fixed price, LC at sight, loading in three weeks.`,
    valid_until: new Date(
      Date.now() + (ending === 'expiring' ? 5 * 60_000 + 30_000 : 72 * 3_600_000),
    ).toISOString(),
  };
}

async function negotiate(ctx: DemoContext, buyer: DemoUser, seller: DemoUser, plan: DemoNegotiation) {
  const today = new Date().toISOString().slice(0, 10);
  const listings =
    (await ctx.api<{ items: OwnerItem[] }>(seller, 'GET', '/my/listings?tab=Active'))?.items ?? [];
  const open = listings
    .filter((i) => !(i.accepting_inquiries === 'date' && (i.inquiries_date ?? '') > today))
    .sort(oldestFirst);
  const item = open[plan.pick];
  if (!item) return false;
  const sent =
    (await ctx.api<{ inquiries: Inquiry[] }>(buyer, 'GET', '/marketplace/inquiries/sent'))?.inquiries ?? [];
  if (sent.some((i) => i.item_id === item.id)) return false;

  const quantity = Math.max(1, Math.round((item.quantity - item.committed_quantity) / 10));
  const inquiry = await ctx.api<Inquiry>(buyer, 'POST', `/marketplace/listings/${item.id}/inquiries`, {
    quantity,
    message: `Interested in ${quantity} ${item.unit} of ${item.name}; what is your best price?`,
  });
  if (!inquiry) throw new Error(`the demo inquiry on ${item.name} was not stored`);
  const countered = await ctx.api<Inquiry>(
    seller,
    'POST',
    `/marketplace/inquiries/${inquiry.id}/counter`,
    counterOf(item, 1, plan.ending),
  );
  if (!countered) throw new Error(`the demo counter-offer on ${item.name} was not stored`);
  if (plan.ending === 'accepted')
    await ctx.api(buyer, 'POST', `/marketplace/inquiries/${inquiry.id}/accept`, { round: 2 });
  if (plan.ending === 'declined')
    await ctx.api(buyer, 'POST', `/marketplace/inquiries/${inquiry.id}/decline`, {
      round: 2,
      reason: 'Our budget is at the listed price less 3 %; we will look again next month.',
    });
  return true;
}

export const negotiationsSection: DemoSection = {
  name: 'negotiations (a counter-offer awaiting the buyer, one accepted into a deal, one declined, one expiring)',
  async seed(ctx) {
    const user = (key: string) => {
      const found = ctx.users.get(key);
      if (!found) throw new Error(`the negotiations demo needs ${key} from the accounts section`);
      return found;
    };
    let made = 0;
    for (const plan of demoNegotiations)
      if (await negotiate(ctx, user(plan.buyer), user(plan.seller), plan)) made++;
    ctx.say(`${made} new negotiations`);
    ctx.summary.negotiations = { planned: demoNegotiations.length, made };
  },
};
