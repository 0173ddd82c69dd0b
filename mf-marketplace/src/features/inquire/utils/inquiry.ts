import type { MarketItem } from '@portal/contracts/marketplace';
import {
  priceLabel,
  quantityLabel,
  quantityUnits,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import { parseNumberText } from '@portal/ui/NumberField';
import { isItemId } from '../../../lib/inquiry-product';

/**
 * The Inquire page's rules that need no browser: its mode (seller mode when the path holds 'seller'),
 * where it returns to, which item it is about, and the checks the form makes before the server does.
 */

export interface InquireMode {
  side: 'buyer' | 'seller';
  /** the buyer inquires on a listing, the seller on a request */
  kind: ItemKind;
  /** the back link and the return after success */
  backPath: string;
}

export function inquireMode(pathname: string): InquireMode {
  const seller = pathname.includes('seller');
  return seller
    ? { side: 'seller', kind: 'request', backPath: '/marketplace/seller' }
    : { side: 'buyer', kind: 'listing', backPath: '/marketplace/buyer' };
}

/** The item's id: the page's ?id= parameter, else the one stored under inquiryProduct; else none. */
export function inquiryItemId(param: string | null, stored: string | undefined): string | undefined {
  const fromParam = param?.trim();
  if (fromParam && isItemId(fromParam)) return fromParam;
  return stored;
}

export const inquiryMessages = {
  noItem: 'No item specified for inquiry',
  loadFailed: 'Failed to load item details',
  quantityRequired: {
    title: 'Quantity Required',
    description: 'Please specify the quantity before submitting.',
  },
  documentsRequired: {
    title: 'Required Documents',
    description: 'Please upload both Product Specifications and FCO Terms & Conditions.',
  },
  authRequired: {
    title: 'Authentication Required',
    description: 'You must be logged in to submit an inquiry.',
  },
  success: {
    title: 'Inquiry submitted successfully',
    description: 'You will be redirected to the marketplace.',
  },
  failure: 'Failed to submit inquiry',
} as const;

/** After the success toast, the page returns to the marketplace (time to read the toast). */
export const REDIRECT_AFTER_SUCCESS_MS = 1500;

export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'required' }
  | { ok: false; reason: 'too-much'; title: string; message: string };

/**
 * The typed quantity, as traders type it ('30,000', '2500.5'): required and greater than 0 (else
 * 'Quantity Required'), at most what the item still has uncommitted (the toast 'Only 30,000 MT
 * remain' and, under the field, the server's own sentence 'Only 30,000 MT remain available.').
 */
export function checkQuantity(
  raw: string,
  item: Pick<MarketItem, 'quantity' | 'committed_quantity' | 'unit'>,
): QuantityCheck {
  const quantity = parseNumberText(raw) ?? Number.NaN;
  if (!Number.isFinite(quantity) || quantity <= 0) return { ok: false, reason: 'required' };
  const remaining = remainingLabel(item);
  if (quantity > remainingOf(item))
    return {
      ok: false,
      reason: 'too-much',
      title: `Only ${remaining} remain`,
      message: `Only ${remaining} remain available.`,
    };
  return { ok: true, quantity };
}

export function remainingOf(item: Pick<MarketItem, 'quantity' | 'committed_quantity'>): number {
  return Math.max(0, item.quantity - item.committed_quantity);
}

/** '30,000 MT' */
export function remainingLabel(item: Pick<MarketItem, 'quantity' | 'committed_quantity' | 'unit'>): string {
  return quantityLabel(remainingOf(item), item.unit);
}

/** 'Remaining quantity: 30,000 MT' */
export function remainingText(item: Pick<MarketItem, 'quantity' | 'committed_quantity' | 'unit'>): string {
  return `Remaining quantity: ${remainingLabel(item)}`;
}

export function unitLabel(item: Pick<MarketItem, 'unit'>): string {
  return quantityUnits[item.unit].label;
}

/** '{used} of {limit} inquiries used this month' */
export function usageText(usage: { used: number; limit: number }): string {
  return `${usage.used} of ${usage.limit} inquiries used this month`;
}

/** The server's sentence for a caller at the limit, shown before they try. */
export function limitReachedText(limit: number): string {
  return `You have reached your monthly limit of ${limit} inquiries.`;
}

/** The confirmation dialog's sentence (buyer side). */
export function confirmText(
  item: Pick<MarketItem, 'name' | 'owner_label' | 'unit'>,
  quantity: number,
): string {
  return `You are about to send an inquiry for ${quantityLabel(quantity, item.unit)} of ${item.name} to ${item.owner_label}.`;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * What the inquiry is worth, for the confirmation: quantity × fixed price ('USD 20,565,000.00'); a
 * discount to Platts has no value until priced ('Priced at − 3.00 USD discount to Platts NWE'), and an
 * item without a price says 'Contact for Price'.
 */
export function inquiryValueText(
  item: Pick<MarketItem, 'price' | 'price_type' | 'discount' | 'platts_reference' | 'currency' | 'unit'> &
    Partial<Pick<MarketItem, 'differential'>>,
  quantity: number,
): string {
  if (item.price_type === 'fixed' && item.price != null)
    return `${item.currency} ${money(Math.round(quantity * item.price * 100) / 100)}`;
  const price = priceLabel(item);
  if (item.price_type === 'discount' && price.detail) return `Priced at ${price.text} ${price.detail}`;
  return price.text;
}

/** Why the item takes no inquiry from this caller now, or null when the form may be sent. */
export function inquiryBlock(
  item: Pick<MarketItem, 'own' | 'status' | 'accepting_inquiries' | 'inquiries_date' | 'kind'>,
  today: string,
  formatDate: (value: string) => string,
): string | null {
  const noun = item.kind;
  if (item.own) return `You cannot inquire on your own ${noun}.`;
  if (item.status !== 'Active') return `This ${noun} is not accepting inquiries.`;
  if (item.accepting_inquiries === 'date' && item.inquiries_date && item.inquiries_date > today)
    return `Inquiries open on ${formatDate(item.inquiries_date)}`;
  return null;
}
