/**
 * The trade terms of a listing, a request or the deal opened on one, as rows of label and value: the
 * item's page and the deal's Deal Details show the same rows, each only when given. Pure and without
 * zod, so every remote writes them the same way.
 */

export interface TradeTermValues {
  quality_standard?: string | null;
  quality_specification?: string | null;
  quantity_tolerance?: number | null;
  delivery_from?: string | null;
  delivery_to?: string | null;
  origin?: string | null;
  inspection_company?: string | null;
  payment_terms?: string | null;
  pricing_period?: string | null;
}

export interface TradeTermRow {
  label: string;
  value: string;
}

/** '± 5 %', '± 2.5 %' */
export const toleranceText = (percent: number) =>
  `± ${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/**
 * The delivery window: 'Jul 1, 2026 – Jul 10, 2026', or one end alone ('From Jul 1, 2026', 'By Jul
 * 10, 2026'); `date` writes a day as the reader's screen does.
 */
export function deliveryWindowText(
  from: string | null | undefined,
  to: string | null | undefined,
  date: (iso: string) => string,
): string | null {
  if (from && to) return from === to ? date(from) : `${date(from)} – ${date(to)}`;
  if (from) return `From ${date(from)}`;
  if (to) return `By ${date(to)}`;
  return null;
}

/** The filled trade terms, in the order a trader reads a quote: quality, quantity, time, place, money. */
export function tradeTermRows(terms: TradeTermValues, date: (iso: string) => string): TradeTermRow[] {
  const rows: Array<[string, string | null | undefined]> = [
    ['Quality', terms.quality_standard],
    ['Quality Specification', terms.quality_specification],
    ['Quantity Tolerance', terms.quantity_tolerance != null ? toleranceText(terms.quantity_tolerance) : null],
    ['Delivery Window', deliveryWindowText(terms.delivery_from, terms.delivery_to, date)],
    ['Origin', terms.origin],
    ['Inspection', terms.inspection_company],
    ['Payment Terms', terms.payment_terms],
    ['Pricing Period', terms.pricing_period],
  ];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => ({ label, value }));
}
