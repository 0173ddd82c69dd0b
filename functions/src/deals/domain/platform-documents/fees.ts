import { divideRoundingHalfUp, exactDecimal, valueInCents } from '@portal/contracts/trade-ticket';
import type { DealSnapshot } from '../deals';

/**
 * The platform fee: a percentage of the deal value (quantity x agreed unit price), exact to the cent.
 * The invoice and the payment instructions both state it, and the closing dossier states the deal value.
 */

export interface PlatformFee {
  /** quantity × unit price, in cents of `currency`, rounded half up. */
  dealValueCents: bigint;
  /** `percent` of the rounded deal value, in cents, rounded half up. */
  feeCents: bigint;
  currency: string;
}

/**
 * quantity × unit price in cents, rounded half up; null when the deal has no fixed price (Contact for
 * Price, or a discount to a Platts reference, whose price is known only at pricing). Exact decimal
 * arithmetic on bigints: quantities up to 10^9 at prices up to 10^9 exceed the integers a float holds
 * exactly, and a cent lost to float drift shows on an invoice.
 */
export function dealValueCents(snapshot: PricedSnapshot & Pick<DealSnapshot, 'quantity'>): bigint | null {
  const price = fixedUnitPrice(snapshot);
  return price === null ? null : valueInCents(snapshot.quantity, price);
}

/** The platform fee of a deal: `percent` of its deal value; null when the deal has no fixed price. */
export function platformFee(
  snapshot: PricedSnapshot & Pick<DealSnapshot, 'quantity' | 'currency'>,
  percent: number,
): PlatformFee | null {
  if (!(percent >= 0 && percent <= 100))
    throw new RangeError(`platform fee percent out of range: ${percent}`);
  const valueCents = dealValueCents(snapshot);
  if (valueCents === null) return null;
  const rate = exactDecimal(percent, 'percent');
  // The fee is taken of the stated (rounded) deal value, so a reader can check it from the invoice alone.
  const feeCents = divideRoundingHalfUp(valueCents * rate.digits, 100n * 10n ** BigInt(rate.scale));
  return { dealValueCents: valueCents, feeCents, currency: snapshot.currency };
}

/**
 * What the price of a deal is made of: the agreed terms, and for a deal priced at a discount to a
 * Platts reference the final unit price the seller states with its commercial invoice.
 */
export type PricedSnapshot = Pick<DealSnapshot, 'price' | 'price_type'> & {
  final_unit_price?: number | null;
};

/**
 * The unit price the deal is settled at: the fixed one it was agreed at, or for a discount-priced
 * deal the final unit price once the seller stated it; null otherwise.
 */
export function fixedUnitPrice(snapshot: PricedSnapshot): number | null {
  if (snapshot.price_type === 'discount') return snapshot.final_unit_price ?? null;
  return snapshot.price != null ? snapshot.price : null;
}
