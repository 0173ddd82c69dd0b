/**
 * The negotiation's fixed vocabulary and its price wording, without zod, so a remote's page chunk can
 * show rounds cheaply; ./negotiation.ts builds the request and response shapes on these.
 */

/** The most days an offer may stay open, whatever the platform's default validity. */
export const MAX_OFFER_VALIDITY_DAYS = 14;
/** The platform settings' bounds: hours an offer stays open by default, rounds before only accept or decline remain. */
export const offerValidityHoursBounds = { min: 1, max: MAX_OFFER_VALIDITY_DAYS * 24 } as const;
export const negotiationRoundsBounds = { min: 2, max: 20 } as const;

/** The terms a round can change, in the order the thread lists them. */
export const roundTermKeys = [
  'quantity',
  'price',
  'incoterm',
  'location',
  'delivery_from',
  'delivery_to',
  'payment_term',
] as const;
export type RoundTermKey = (typeof roundTermKeys)[number];

/** How each term is named where a round lists it. */
export const roundTermLabels: Record<RoundTermKey, string> = {
  quantity: 'Quantity',
  price: 'Price',
  incoterm: 'Incoterm',
  location: 'Location',
  delivery_from: 'Delivery from',
  delivery_to: 'Delivery to',
  payment_term: 'Payment term',
};

export const negotiationMoves = ['accept', 'counter', 'decline', 'withdraw'] as const;
export type NegotiationMove = (typeof negotiationMoves)[number];

/** A round's price: fixed per unit, or a Platts reference plus or minus a differential over a period. */
export type OfferPriceTerms =
  | { kind: 'fixed'; amount: number; currency: string }
  | { kind: 'formula'; reference: string; differential: number; currency: string; period: string };

const money = (n: number) =>
  Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as a trader writes it: '685.50 USD/MT' or 'Platts Dated Brent − 12.00 USD/MT, 5 days around B/L date'. */
export function offerPriceLabel(price: OfferPriceTerms | null, unit: string): string {
  if (!price) return 'Contact for Price';
  if (price.kind === 'fixed') return `${money(price.amount)} ${price.currency}/${unit}`;
  const sign = price.differential < 0 ? '−' : '+';
  return `Platts ${price.reference} ${sign} ${money(price.differential)} ${price.currency}/${unit}, ${price.period}`;
}
