import type { PlatformDocumentType } from '@portal/contracts/deal-stages';
import { priceBounds } from '@portal/contracts/numbers';
import { invalid } from '../../../platform/errors';
import type { DealState } from '../deal-state';
import { handedIn, isApproved, type GroupRules } from './rule-kit';

/** The platform's fee invoice (its stored type keeps the operator's old name). */
export const feeInvoiceType = 'serval-invoice' satisfies PlatformDocumentType;

/**
 * A deal priced at a discount to a Platts reference has no unit price until the pricing period is
 * over: the seller states the final unit price with its commercial invoice, and the deal value, the
 * platform fee and the fee invoice use it. Until then the fee invoice is not issued, so that no deal
 * closes on a fee 'To be confirmed'.
 */
export const needsFinalPrice = (deal: Pick<DealState, 'snapshot'>) => deal.snapshot.price_type === 'discount';

export const finalUnitPriceMissing =
  'State the final unit price with the commercial invoice: the deal is priced at a discount to Platts.';

/** The stated final unit price, within the bounds of any price (whole cents); a refusal names the field. */
export function checkFinalUnitPrice(value: unknown): number {
  if (value === undefined || value === null) throw invalid(finalUnitPriceMissing, 'final_unit_price');
  const cents = typeof value === 'number' ? value * 100 : NaN;
  if (
    !Number.isFinite(cents) ||
    (value as number) < priceBounds.min ||
    (value as number) > priceBounds.max ||
    Math.abs(cents - Math.round(cents)) > 1e-6
  )
    throw invalid(
      `The final unit price must be between ${priceBounds.min} and ${priceBounds.max.toLocaleString('en-US')}, in whole cents.`,
      'final_unit_price',
    );
  return value as number;
}

/** Whether a platform document can be issued now: the fee invoice waits for the deal's price. */
export const readyToIssue = (deal: DealState, type: PlatformDocumentType) =>
  type !== feeInvoiceType || !needsFinalPrice(deal) || deal.final_unit_price != null;

/**
 * 7. Commercial Invoice: the seller uploads its invoice; the buyer signs it once approved, and signs the
 * platform's fee invoice (issued when the group opens, stage table, or on a discount-priced deal once
 * the seller stated the final unit price with its invoice). The second of the two
 * signed invoices moves the deal to 'countersigned'.
 */
export const commercialInvoice: GroupRules = {
  uploads: {
    'seller-invoice-signed': {
      after: (deal) => isApproved(deal, 'commercial-invoice'),
      sets: { from: 'invoice-uploaded', to: 'invoice-countersigned', withHandedIn: 'serval-invoice-signed' },
    },
    'serval-invoice-signed': {
      // the buyer signs the fee invoice, which a discount-priced deal has only once its price is stated
      after: (deal) => (deal.platform_documents[feeInvoiceType]?.length ?? 0) > 0,
      sets: { from: 'invoice-uploaded', to: 'invoice-countersigned', withHandedIn: 'seller-invoice-signed' },
    },
  },
  commands: {},
  opening: { awaiting: 'Awaiting the commercial invoice', reached: handedIn('commercial-invoice') },
  exit: { approved: ['commercial-invoice', 'seller-invoice-signed', 'serval-invoice-signed'] },
};
