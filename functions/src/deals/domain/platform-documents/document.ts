import { quantityUnits } from '@portal/contracts/marketplace-catalogue';
import type { Deal, DealSnapshot } from '../deals';
import { fixedUnitPrice, type PricedSnapshot } from './fees';

/**
 * What every document the platform issues on a deal is made of: titled sections of label/value lines
 * and paragraphs, as plain structured data (an adapter lays it out as a PDF), and the formatting the
 * documents share. Dates come in as arguments so that the same deal always gives the same document.
 * One module per document says what it contains (./spa-template.ts, ./invoice.ts,
 * ./payment-instructions.ts, and ../closing-dossier.ts); ./fees.ts holds the fee arithmetic.
 */

export const platformDocumentKinds = [
  'spa-template',
  'platform-fee-invoice',
  'platform-payment-instructions',
  'closing-dossier',
] as const;
export type PlatformDocumentKind = (typeof platformDocumentKinds)[number];

/** The name the platform issues its documents under and receives its fee under. */
export const platformName = 'Commodity Trading Portal';

/** One row of a document: a label/value pair laid out as a table row, or a paragraph of running text. */
export type DocumentEntry =
  | { type: 'line'; label: string; value: string; /** Totals stand out. */ strong?: boolean }
  | { type: 'paragraph'; text: string };

export interface DocumentSection {
  heading: string;
  entries: DocumentEntry[];
}

export interface PlatformDocument {
  kind: PlatformDocumentKind;
  title: string;
  subtitle: string;
  /** The deal's Transaction ID, repeated on every page. */
  transactionId: string;
  /** 'Jun 20, 2025': when the platform issued this document. */
  issuedOn: string;
  sections: DocumentSection[];
}

/** What of a deal the documents use. */
export type DocumentDeal = Pick<
  Deal,
  'id' | 'buyer_label' | 'seller_label' | 'snapshot' | 'final_unit_price'
>;

/** The deal's terms with the final unit price the seller stated, what the amounts are computed from. */
export const pricedSnapshot = (
  deal: Pick<Deal, 'snapshot' | 'final_unit_price'>,
): DealSnapshot & PricedSnapshot => ({ ...deal.snapshot, final_unit_price: deal.final_unit_price ?? null });

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jun 20, 2025' (the portal's date format), in UTC so that it does not depend on the server's zone. */
export function documentDate(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'USD 1,234,567.89' from cents. */
export function formatMoney(cents: bigint, currency: string): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${currency} ${negative ? '-' : ''}${whole}.${fraction}`;
}

const decimalAmount = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function quantityText(snapshot: Pick<DealSnapshot, 'quantity' | 'unit'>): string {
  const unit =
    snapshot.unit in quantityUnits ? quantityUnits[snapshot.unit as keyof typeof quantityUnits] : null;
  return `${snapshot.quantity.toLocaleString('en-US', { maximumFractionDigits: 6 })} ${unit?.label ?? snapshot.unit}`;
}

function perUnit(unit: string): string {
  return unit in quantityUnits ? quantityUnits[unit as keyof typeof quantityUnits].per : `per ${unit}`;
}

/** The price as the deal states it: fixed per unit, a discount or premium to Platts, or none yet. */
export function priceText(snapshot: DealSnapshot & PricedSnapshot): string {
  const price = fixedUnitPrice(snapshot);
  const fixed =
    price !== null ? `${snapshot.currency} ${decimalAmount(price)} ${perUnit(snapshot.unit)}` : null;
  if (snapshot.price_type === 'discount' && snapshot.discount != null) {
    const reference = snapshot.platts_reference
      ? `Platts ${snapshot.platts_reference}`
      : 'the Platts reference';
    // the amount is a discount unless the item stated a premium (deals opened before have no sign)
    const word = snapshot.differential === 'premium' ? 'Premium' : 'Discount';
    const discount = `${word} of ${snapshot.currency} ${decimalAmount(snapshot.discount)} ${perUnit(snapshot.unit)} to ${reference}`;
    return fixed ? `${fixed} (final price stated by the seller; ${discount.toLowerCase()})` : discount;
  }
  return fixed ?? 'Contact for Price';
}

export function percentText(percent: number): string {
  return `${percent.toString()}%`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

export const line = (label: string, value: string, strong?: boolean): DocumentEntry =>
  strong ? { type: 'line', label, value, strong } : { type: 'line', label, value };
export const paragraph = (text: string): DocumentEntry => ({ type: 'paragraph', text });

/** A space for the parties to fill in by hand or in their edited copy. */
export const blank = '______________________________';

export function productLines(snapshot: DealSnapshot): DocumentEntry[] {
  return [
    line('Product', snapshot.product),
    line('Product type', snapshot.product_type),
    line('Industry', snapshot.industry),
    line('Quantity', quantityText(snapshot)),
    line('Delivery (Incoterms 2020)', snapshot.delivery),
    line('Location / port', snapshot.location),
  ];
}
