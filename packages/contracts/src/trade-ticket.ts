import { differentialSign, quantityUnits, type QuantityUnit } from './marketplace-catalogue';

/**
 * The trade ticket: how a deal is named wherever it appears (cards, the deal page, the dashboards,
 * the admin's table, notifications and e-mails). A trader recognises a deal by what it is, so the
 * ticket states product, quantity and unit, the price per unit (or its formula), the total value,
 * incoterm and place, and the counterparty as the reader may know it. Pure, without zod, so the
 * functions and every remote write it the same way.
 */

export interface TicketDeal {
  id: string;
  product: string;
  quantity: number;
  unit: string;
  /** The incoterm ('FOB', 'CIF', ...). */
  delivery: string;
  location: string;
  price: number | null;
  price_type: 'fixed' | 'discount' | string;
  platts_reference: string | null;
  discount: number | null;
  /** The sign of `discount`: 'premium' is above the Platts quotation; absent or else a discount. */
  differential?: string | null;
  /** An index-linked deal's unit price, once the seller stated it with the commercial invoice. */
  final_unit_price?: number | null;
  currency: string;
  buyer_label: string;
  seller_label: string;
}

/** Who reads the ticket decides which side is the counterparty. */
export type TicketReader = 'buyer' | 'seller' | 'admin' | 'mandate';

export interface TradeTicket {
  /** '25,000 MT EN590 10ppm' */
  headline: string;
  /**
   * 'USD 685.50 / MT', 'Platts Diesel 10ppm FOB NWE − USD 5.00 / MT' (a premium: '+ USD 3.50') or
   * 'Contact for Price'.
   */
  price: string;
  /** 'USD 17,137,500.00', or what stands in for a value not fixed yet. */
  value: string;
  /** 'FOB Rotterdam' */
  terms: string;
  /** 'Seller #4821' (or its company once revealed) for a party; both sides for the platform. */
  counterparty: string;
  /** Everything on one line, for subjects, titles and list rows. */
  line: string;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const unitLabel = (unit: string) =>
  Object.hasOwn(quantityUnits, unit) ? quantityUnits[unit as QuantityUnit].label : unit;

/** '25,000 MT', '1.5 oz t'; a unit outside the marketplace's list as stored. */
export function ticketQuantity(quantity: number, unit: string): string {
  return `${quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unitLabel(unit)}`.trim();
}

/**
 * A non-negative finite number as an integer and a decimal scale (12.5 → 125, 1), read from its
 * shortest decimal form: what the user typed, not the binary float's expansion.
 */
export function exactDecimal(value: number, name: string): { digits: bigint; scale: number } {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
  const [mantissa = '0', exponentText = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponentText);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * quantity × unit price in cents, rounded half up. Exact decimal arithmetic on bigints: quantities up
 * to 10^9 at prices up to 10^9 exceed the integers a float holds exactly, and a cent lost to float
 * drift shows on an invoice; the ticket and the platform's documents state the same value.
 */
export function valueInCents(quantity: number, unitPrice: number): bigint {
  const q = exactDecimal(quantity, 'quantity');
  const p = exactDecimal(unitPrice, 'price');
  return divideRoundingHalfUp(q.digits * p.digits * 100n, 10n ** BigInt(q.scale + p.scale));
}

/** Cents as '17,137,500.00', exact for any size. */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function priceText(deal: TicketDeal): string {
  const per = `/ ${unitLabel(deal.unit)}`;
  if (deal.price_type === 'discount' && deal.discount != null) {
    const reference = deal.platts_reference ? `Platts ${deal.platts_reference}` : 'Platts';
    const formula = `${reference} ${differentialSign(deal.differential)} ${deal.currency} ${money(deal.discount)}`;
    return deal.final_unit_price != null
      ? `${deal.currency} ${money(deal.final_unit_price)} ${per} (${formula})`
      : `${formula} ${per}`;
  }
  if (deal.price != null) return `${deal.currency} ${money(deal.price)} ${per}`;
  return 'Contact for Price';
}

function valueText(deal: TicketDeal): string {
  if (deal.price_type === 'discount')
    return deal.final_unit_price != null
      ? `${deal.currency} ${centsText(valueInCents(deal.quantity, deal.final_unit_price))}`
      : 'Value set at pricing';
  if (deal.price == null) return 'Value on request';
  return `${deal.currency} ${centsText(valueInCents(deal.quantity, deal.price))}`;
}

function counterpartyText(deal: TicketDeal, reader: TicketReader, companies: TicketCompanies): string {
  const buyer = companies.buyer ?? deal.buyer_label;
  const seller = companies.seller ?? deal.seller_label;
  if (reader === 'buyer') return seller;
  if (reader === 'seller') return buyer;
  return `${buyer} ↔ ${seller}`;
}

/** The companies the reader may know of (null until revealed to it). */
export interface TicketCompanies {
  buyer?: string | null;
  seller?: string | null;
}

export function tradeTicket(
  deal: TicketDeal,
  reader: TicketReader,
  companies: TicketCompanies = {},
): TradeTicket {
  const headline = `${ticketQuantity(deal.quantity, deal.unit)} ${deal.product}`.trim();
  const price = priceText(deal);
  const value = valueText(deal);
  const terms = [deal.delivery, deal.location].filter(Boolean).join(' ');
  const counterparty = counterpartyText(deal, reader, companies);
  return {
    headline,
    price,
    value,
    terms,
    counterparty,
    line: [headline, price, terms].filter(Boolean).join(' · '),
  };
}
