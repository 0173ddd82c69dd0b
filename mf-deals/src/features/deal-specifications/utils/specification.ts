import {
  priceLabel,
  quantityUnits,
  type Currency,
  type QuantityUnit,
} from '@portal/contracts/marketplace-catalogue';
import type { DealDetail, DealSummary } from '@portal/contracts/deals';
import { tradeTermRows } from '@portal/contracts/trade-terms';
import { formatDate, quantityText } from '@portal/web/format';
import { ticketOf } from '../../../lib/deal-ticket/ticket';

/**
 * The specification panel of a deal: the rows every deal has (Deal ID, Created Date, Status, Product
 * Type, Quantity, Delivery) and, on the deal's own page, its terms and parties as far as the API
 * discloses them (the seller's company name only from the ICPO stage on).
 */

export type SpecificationRow =
  | { label: string; kind: 'text'; value: string }
  | { label: 'Status'; kind: 'status'; value: DealSummary['status'] };

export function specificationRows(deal: DealSummary): SpecificationRow[] {
  return [
    { label: 'Deal ID', kind: 'text', value: deal.id },
    { label: 'Created Date', kind: 'text', value: formatDate(deal.created_at) },
    { label: 'Status', kind: 'status', value: deal.status },
    { label: 'Product Type', kind: 'text', value: deal.product_type || deal.product },
    { label: 'Quantity', kind: 'text', value: quantityText(deal.quantity, deal.unit) },
    { label: 'Delivery', kind: 'text', value: deal.delivery },
  ];
}

/** The price as marketplace cards state it: '{currency} {price} per metric ton', a discount, or 'Contact for Price'. */
export function dealPriceText(deal: DealDetail): string {
  const label = priceLabel({
    price: deal.price,
    price_type: deal.snapshot.price_type === 'discount' ? 'discount' : 'fixed',
    platts_reference: deal.snapshot.platts_reference,
    discount: deal.snapshot.discount,
    differential: deal.differential ?? null,
    currency: (deal.currency || null) as Currency | null,
    // a unit outside the marketplace's list is priced per metric ton, the spec's default
    unit: Object.hasOwn(quantityUnits, deal.unit) ? (deal.unit as QuantityUnit) : 'MT',
  });
  const text = label.detail ? `${label.text} ${label.detail}` : label.text;
  // an index-linked deal, once the seller stated its unit price with the commercial invoice
  return deal.final_unit_price != null
    ? `${text}; final price ${deal.currency || 'USD'} ${deal.final_unit_price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : text;
}

/**
 * The deal page's Deal Details: the product as the listing named it beside its type, the price and the
 * total value as the trade ticket states them, the trade terms the item stated, and the parties.
 */
export function detailedSpecificationRows(deal: DealDetail): SpecificationRow[] {
  const [id, created, status, ...rest] = specificationRows(deal);
  const rows: SpecificationRow[] = [
    id!,
    created!,
    status!,
    { label: 'Product', kind: 'text', value: deal.product },
    ...rest,
    { label: 'Price', kind: 'text', value: dealPriceText(deal) },
    { label: 'Value', kind: 'text', value: ticketOf(deal, deal.role).value },
    { label: 'Currency', kind: 'text', value: deal.currency || 'USD' },
    { label: 'Location', kind: 'text', value: deal.location },
    // the trade terms the item stated, each only when given
    ...tradeTermRows(deal.snapshot, formatDate).map((row): SpecificationRow => ({
      label: row.label,
      kind: 'text',
      value: row.value,
    })),
    { label: 'Buyer', kind: 'text', value: deal.parties.buyer.label },
    { label: 'Seller', kind: 'text', value: deal.parties.seller.label },
  ];
  // the server names a company only when the anti-fraud order lets the viewer know it
  const { buyer, seller } = deal.parties;
  if (buyer.company_name) rows.push({ label: 'Buyer Company', kind: 'text', value: buyer.company_name });
  if (seller.company_name) rows.push({ label: 'Seller Company', kind: 'text', value: seller.company_name });
  return rows;
}
