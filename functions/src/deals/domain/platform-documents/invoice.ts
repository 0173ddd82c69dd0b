import type { Registration } from '@portal/contracts/account';
import type { PlatformSettings } from '@portal/contracts/admin';
import { platformFee } from './fees';
import {
  addDays,
  documentDate,
  formatMoney,
  line,
  paragraph,
  percentText,
  platformName,
  pricedSnapshot,
  priceText,
  productLines,
  type DocumentDeal,
  type PlatformDocument,
} from './document';

/** Days the buyer has to pay the platform's invoice. */
export const invoicePaymentDays = 7;
/** 'INV-ABC0123XYZ', and 'INV-ABC0123XYZ-2' for a reissue, so that a corrected invoice never reuses a number. */
export function invoiceNumber(dealId: string, issueNumber = 1): string {
  if (!Number.isInteger(issueNumber) || issueNumber < 1)
    throw new RangeError('issueNumber must be 1 or more');
  return issueNumber === 1 ? `INV-${dealId}` : `INV-${dealId}-${issueNumber}`;
}

/**
 * The legal entity the invoice is addressed to: the buyer's company as its buyer registration states
 * it (the invoice is the buyer's own, for its books and its bank).
 */
export interface InvoiceAddressee {
  legalName: string;
  address: string;
  taxId: string;
}

/**
 * The addressee as the buyer registered it: its buyer registration (an approved one first), whose
 * Business Information names the company, its address and its tax identifier; null without one.
 */
export function invoiceAddresseeOf(
  registrations: ReadonlyArray<Pick<Registration, 'type' | 'status' | 'form_values'>>,
): InvoiceAddressee | null {
  const buyer = registrations
    .filter((r) => r.type === 'buyer')
    .sort((a, b) => Number(b.status === 'approved') - Number(a.status === 'approved'))[0];
  if (!buyer) return null;
  const field = (name: string) => {
    const value = buyer.form_values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const legalName = field('business_legal_name');
  if (!legalName) return null;
  return {
    legalName,
    address: field('business_address') || 'Not on file',
    taxId: field('business_tax_id') || 'Not on file',
  };
}

/**
 * The platform's fee invoice to the buyer: the platform fee on the deal value, addressed to the
 * buyer's legal entity. Without a fixed price the amounts read 'To be confirmed'.
 */
export function platformInvoice(
  deal: DocumentDeal,
  settings: Pick<PlatformSettings, 'platform_fee_percent'>,
  issuedAt: Date,
  issueNumber = 1,
  billTo: InvoiceAddressee | null = null,
): PlatformDocument {
  const snapshot = pricedSnapshot(deal);
  const percent = settings.platform_fee_percent;
  const fee = platformFee(snapshot, percent);
  const dueOn = documentDate(addDays(issuedAt, invoicePaymentDays));
  const toBeConfirmed = 'To be confirmed';
  return {
    kind: 'platform-fee-invoice',
    title: 'Platform Fee Invoice',
    subtitle: `${platformName}: platform fee for Deal #${deal.id}`,
    transactionId: deal.id,
    issuedOn: documentDate(issuedAt),
    sections: [
      {
        heading: 'Invoice',
        entries: [
          line('Invoice number', invoiceNumber(deal.id, issueNumber)),
          line('Invoice date', documentDate(issuedAt)),
          line('Due date', dueOn),
          line('Transaction ID', deal.id),
        ],
      },
      {
        heading: 'Parties',
        entries: [
          line('Issued by', platformName),
          ...(billTo
            ? [
                line('Bill to', billTo.legalName),
                line('Address', billTo.address),
                line('Tax ID', billTo.taxId),
                line('Buyer reference', deal.buyer_label),
              ]
            : [line('Bill to', deal.buyer_label)]),
        ],
      },
      {
        heading: 'Deal',
        entries: [
          ...productLines(snapshot),
          line('Unit price', priceText(snapshot)),
          line('Deal value', fee ? formatMoney(fee.dealValueCents, fee.currency) : toBeConfirmed),
        ],
      },
      {
        heading: 'Amount due',
        entries: [
          line(
            `Platform fee (${percentText(percent)} of the deal value)`,
            fee ? formatMoney(fee.feeCents, fee.currency) : toBeConfirmed,
          ),
          line('Currency', snapshot.currency),
          line('Total due', fee ? formatMoney(fee.feeCents, fee.currency) : toBeConfirmed, true),
        ],
      },
      {
        heading: 'Payment terms',
        entries: [
          paragraph(
            `Payable within ${invoicePaymentDays} days of the invoice date, by ${dueOn}, to the account named ` +
              `in the platform's payment instructions for this deal, quoting the Transaction ID ${deal.id} ` +
              "as the payment reference. All bank charges are for the payer's account.",
          ),
          ...(fee
            ? []
            : [
                paragraph(
                  `The deal has no fixed price yet. The platform fee is ${percentText(percent)} of the deal ` +
                    'value (quantity x agreed unit price) and is confirmed by the platform once the price ' +
                    'is agreed.',
                ),
              ]),
          paragraph(
            'The Buyer signs this invoice and uploads the signed copy in the Commercial Invoice stage of the deal.',
          ),
        ],
      },
    ],
  };
}
