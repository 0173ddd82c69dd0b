import type { Match, MatchReason } from '@portal/contracts/matching';
import { inquiriesOpen, quantityLabel, type ItemKind } from '@portal/contracts/marketplace-catalogue';
import type { SearchIndex } from '../../platform/search/domain/search-index';
import { toMarketItem, type MarketDocument } from './item-collection';

/**
 * How well a listing answers a request, from 0 to 100, and why: the same product type, how much of
 * the wanted quantity the offer covers, the same place and incoterm, the price against the buyer's
 * target, and whether the goods are available by the date the buyer needs them. Plain data in, plain
 * data out; the weights below are the one place that says what counts how much.
 */

/** What each factor is worth; they add up to 100. */
export const matchWeights = {
  product: 30,
  quantity: 20,
  price: 15,
  location: 15,
  incoterm: 10,
  availability: 10,
} as const;

/** The least score worth proposing: below it a pairing shares too little to start a negotiation on. */
export const minimumMatchScore = 40;

/** How far above the buyer's target a price still earns points: at 20 % above, none. */
const priceTolerance = 0.2;
/** How many days late an availability still earns points: at 30 days, none. */
const lateDaysTolerance = 30;

type Side = Pick<
  MarketDocument,
  | 'name'
  | 'product_type'
  | 'quantity'
  | 'committed_quantity'
  | 'unit'
  | 'location'
  | 'delivery'
  | 'price'
  | 'price_type'
  | 'currency'
  | 'availability_date'
>;

/** A factor's points, and its reason in words, written only for the matches that are shown. */
type Factor = Omit<MatchReason, 'detail'> & { detail: () => string };

const remaining = (item: Side) => Math.max(0, item.quantity - item.committed_quantity);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const words = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
const round = (n: number) => Math.round(n * 10) / 10;
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const money = (n: number, currency: string) =>
  `${currency} ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function productFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.product;
  if (want.product_type !== offer.product_type)
    return {
      factor: 'product',
      points: 0,
      max,
      detail: () => `${offer.product_type}, not ${want.product_type}`,
    };
  // two names outside the catalogue are alike only when they share a word
  if (want.product_type === 'Other') {
    const shared = [...words(want.name)].some((w) => words(offer.name).has(w));
    return shared
      ? { factor: 'product', points: max, max, detail: () => `Similar product: ${offer.name}` }
      : { factor: 'product', points: 0, max, detail: () => `Another product: ${offer.name}` };
  }
  return { factor: 'product', points: max, max, detail: () => `Same product type: ${offer.product_type}` };
}

function quantityFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.quantity;
  const wanted = remaining(want);
  const offered = remaining(offer);
  if (want.unit !== offer.unit)
    return {
      factor: 'quantity',
      points: 0,
      max,
      detail: () => `Offered in ${offer.unit}, wanted in ${want.unit}`,
    };
  const coverage = wanted === 0 ? 0 : Math.min(1, offered / wanted);
  return {
    factor: 'quantity',
    points: round(max * coverage),
    max,
    detail: () =>
      coverage >= 1
        ? `Covers the whole ${quantityLabel(wanted, want.unit)}`
        : `Covers ${Math.round(coverage * 100)} % (${quantityLabel(offered, offer.unit)} of ${quantityLabel(wanted, want.unit)})`,
  };
}

function priceFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.price;
  const fixed = (s: Side) => (s.price_type === 'fixed' && s.price !== null ? s.price : null);
  const target = fixed(want);
  const asked = fixed(offer);
  // a price left to agree (no price, or a formula) neither helps nor hurts much
  if (target === null || asked === null)
    return { factor: 'price', points: round(max / 2), max, detail: () => 'Price to be agreed' };
  if (want.currency !== offer.currency)
    return {
      factor: 'price',
      points: 0,
      max,
      detail: () => `Priced in ${offer.currency}, target in ${want.currency}`,
    };
  if (asked <= target)
    return {
      factor: 'price',
      points: max,
      max,
      detail: () => `${money(asked, offer.currency)}, within the target of ${money(target, want.currency)}`,
    };
  const over = (asked - target) / target;
  return {
    factor: 'price',
    points: round(max * Math.max(0, 1 - over / priceTolerance)),
    max,
    detail: () => `${money(asked, offer.currency)}, ${Math.round(over * 1000) / 10} % above the target`,
  };
}

function locationFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.location;
  return same(want.location, offer.location)
    ? { factor: 'location', points: max, max, detail: () => `Same place: ${offer.location}` }
    : { factor: 'location', points: 0, max, detail: () => `${offer.location}, not ${want.location}` };
}

function incotermFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.incoterm;
  return want.delivery === offer.delivery
    ? { factor: 'incoterm', points: max, max, detail: () => `Same incoterm: ${offer.delivery}` }
    : { factor: 'incoterm', points: 0, max, detail: () => `${offer.delivery}, not ${want.delivery}` };
}

function availabilityFactor(want: Side, offer: Side): Factor {
  const max = matchWeights.availability;
  if (!want.availability_date || !offer.availability_date)
    return { factor: 'availability', points: round(max / 2), max, detail: () => 'Dates to be agreed' };
  const late = days(want.availability_date, offer.availability_date);
  if (late <= 0)
    return {
      factor: 'availability',
      points: max,
      max,
      detail: () => `Available by ${want.availability_date}`,
    };
  return {
    factor: 'availability',
    points: round(max * Math.max(0, 1 - late / lateDaysTolerance)),
    max,
    detail: () => `Available ${late} ${late === 1 ? 'day' : 'days'} after the date wanted`,
  };
}

function factorsOf(want: Side, offer: Side): Factor[] {
  return [
    productFactor(want, offer),
    quantityFactor(want, offer),
    priceFactor(want, offer),
    locationFactor(want, offer),
    incotermFactor(want, offer),
    availabilityFactor(want, offer),
  ];
}

const scoreOf = (factors: readonly Factor[]) =>
  Math.min(100, Math.max(0, Math.round(factors.reduce((sum, f) => sum + f.points, 0))));

/** The score of `offer` (a listing) for `want` (a request), with each factor's points and why. */
export function matchScore(want: Side, offer: Side): { score: number; reasons: MatchReason[] } {
  const factors = factorsOf(want, offer);
  return {
    score: scoreOf(factors),
    reasons: factors.map(({ detail, ...factor }) => ({ ...factor, detail: detail() })),
  };
}

/** How many matches an item shows, and how many of the other side's newest of its product type are scored. */
export const matchesShown = 5;
export const matchCandidates = 500;

/**
 * The best matches of the owner's `item` among the other side's Active items in `index`: the newest
 * `matchCandidates` of its product type (one read of the replica's product facet, never the whole
 * collection), less the owner's own and those not open for inquiries today, scored and kept from
 * {@link minimumMatchScore}, best first.
 */
export function bestMatches(
  item: Side & { kind: ItemKind },
  index: SearchIndex<MarketDocument>,
  ownerId: string,
  today: string,
): Match[] {
  const candidates = index.query({
    filter: { product: [item.product_type] },
    sort: 'created',
    order: 'desc',
    offset: 0,
    limit: matchCandidates,
  }).items;
  const ranked = candidates
    .filter((doc) => doc.user_id !== ownerId && inquiriesOpen(doc, today))
    .map((doc) => {
      const [want, offer] = item.kind === 'request' ? [item, doc] : [doc, item];
      return { doc, want, offer, score: scoreOf(factorsOf(want, offer)) };
    })
    .filter((match) => match.score >= minimumMatchScore)
    .sort((a, b) => b.score - a.score || (a.doc.created_at < b.doc.created_at ? 1 : -1))
    .slice(0, matchesShown);
  // the reasons are written out for the few shown, not for every candidate scored
  return ranked.map(({ doc, want, offer }) => ({
    item: toMarketItem(doc, ownerId),
    ...matchScore(want, offer),
  }));
}
