import {
  inquiriesOpen,
  priceLabel,
  quantityLabel,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import type { MarketItem } from '@portal/contracts/marketplace';
import { formatDate } from '@portal/web/format';

/**
 * What a marketplace card says: price by the spec's rule, quantity with its unit, the owner's rating
 * and reviews, and whether Inquire is offered, waiting for its date, or left out (the caller's own item).
 */

export type InquireState =
  | { kind: 'own' }
  | { kind: 'open' }
  /** accepting_inquiries is 'date' and the date is still ahead: 'Available {date}' */
  | { kind: 'waiting'; date: string; button: string; note: string }
  /** not Active (a stale page): nothing to inquire on */
  | { kind: 'closed' };

export function inquireState(item: MarketItem, today: string): InquireState {
  if (item.own) return { kind: 'own' };
  if (inquiriesOpen(item, today)) return { kind: 'open' };
  if (item.status === 'Active' && item.accepting_inquiries === 'date' && item.inquiries_date) {
    const date = formatDate(item.inquiries_date);
    return { kind: 'waiting', date, button: `Available ${date}`, note: `Inquiries open on ${date}` };
  }
  return { kind: 'closed' };
}

/** The quantity line, with what is left when accepted inquiries have committed part of it. */
export function quantityText(item: Pick<MarketItem, 'quantity' | 'committed_quantity' | 'unit'>): {
  total: string;
  remaining?: string;
} {
  const total = quantityLabel(item.quantity, item.unit);
  if (item.committed_quantity <= 0) return { total };
  return { total, remaining: `${quantityLabel(remainingQuantity(item), item.unit)} available` };
}

export function remainingQuantity(item: Pick<MarketItem, 'quantity' | 'committed_quantity'>): number {
  return Math.max(0, item.quantity - item.committed_quantity);
}

export function cardPrice(item: MarketItem): { text: string; detail?: string } {
  return priceLabel(item);
}

/** Filled and empty stars out of five for a rating (to the nearest star; the number beside is exact). */
export function stars(rating: number): { full: number; empty: number } {
  const full = Math.round(Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0)));
  return { full, empty: 5 - full };
}

export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

/** 'Your listing' / 'Your request' where Inquire would be. */
export function ownLabel(kind: ItemKind): string {
  return kind === 'listing' ? 'Your listing' : 'Your request';
}
