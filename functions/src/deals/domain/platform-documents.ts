import type { PlatformSettings } from '@portal/contracts/admin';
import { quantityUnits } from '@portal/contracts/marketplace-catalogue';
import type { Deal, DealSnapshot } from './deals';

/**
 * The documents the platform itself issues on a deal: the initial SPA template (group 2), its
 * product-provider invoice with the platform fee (group 7) and its payment instructions for that fee
 * (group 8). This module says what each one contains, as plain structured data; an adapter lays it out
 * as a PDF. Dates come in as arguments so that the same deal always gives the same document.
 */

export const platformDocumentKinds = [
  'spa-template',
  'serval-invoice',
  'platform-payment-instructions',
  'closing-dossier',
] as const;
export type PlatformDocumentKind = (typeof platformDocumentKinds)[number];

/** The name the platform issues its documents under and receives its fee under. */
export const platformName = 'Commodity Trading Portal';

/** Days the buyer has to pay the platform's invoice. */
export const invoicePaymentDays = 7;

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

/** The platform's account that receives the fee, from the deployment's configuration. */
export interface PlatformBankDetails {
  accountName: string;
  iban: string;
  swiftBic: string;
  bankName: string;
  bankAddress: string;
}

/** What of a deal the documents use. */
export type DocumentDeal = Pick<Deal, 'id' | 'buyer_label' | 'seller_label' | 'snapshot'>;

export type PlatformDocumentRequest =
  | { kind: 'spa-template'; deal: DocumentDeal; issuedAt: Date }
  | {
      kind: 'serval-invoice';
      deal: DocumentDeal;
      settings: Pick<PlatformSettings, 'platform_fee_percent'>;
      issuedAt: Date;
      /** 1 for the first invoice; an admin's reissue after a correction counts up. */
      issueNumber?: number;
    }
  | {
      kind: 'platform-payment-instructions';
      deal: DocumentDeal;
      settings: Pick<PlatformSettings, 'platform_fee_percent'>;
      bank: PlatformBankDetails;
      issuedAt: Date;
    };

/** The content of any of the platform's documents. */
export function platformDocument(request: PlatformDocumentRequest): PlatformDocument {
  switch (request.kind) {
    case 'spa-template':
      return spaTemplate(request.deal, request.issuedAt);
    case 'serval-invoice':
      return platformInvoice(request.deal, request.settings, request.issuedAt, request.issueNumber);
    case 'platform-payment-instructions':
      return platformPaymentInstructions(request.deal, request.settings, request.bank, request.issuedAt);
  }
}

// ---- fee maths ---------------------------------------------------------------------------------

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
export function dealValueCents(
  snapshot: Pick<DealSnapshot, 'quantity' | 'price' | 'price_type'>,
): bigint | null {
  const price = fixedUnitPrice(snapshot);
  if (price === null) return null;
  const quantity = exactDecimal(snapshot.quantity, 'quantity');
  const unitPrice = exactDecimal(price, 'price');
  return divideRoundingHalfUp(
    quantity.digits * unitPrice.digits * 100n,
    10n ** BigInt(quantity.scale + unitPrice.scale),
  );
}

/** The platform fee of a deal: `percent` of its deal value; null when the deal has no fixed price. */
export function platformFee(
  snapshot: Pick<DealSnapshot, 'quantity' | 'price' | 'price_type' | 'currency'>,
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

/** The unit price the deal was agreed at, when it was agreed at a fixed one. */
function fixedUnitPrice(snapshot: Pick<DealSnapshot, 'price' | 'price_type'>): number | null {
  return snapshot.price_type === 'fixed' && snapshot.price != null ? snapshot.price : null;
}

/**
 * A non-negative finite number as an integer and a decimal scale (12.5 → 125, 1), read from its
 * shortest decimal form: what the user typed, not the binary float's expansion.
 */
function exactDecimal(value: number, name: string): { digits: bigint; scale: number } {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
  const [mantissa = '0', exponentText = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponentText);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

// ---- formatting --------------------------------------------------------------------------------

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

/** The price as the deal states it: fixed per unit, a discount to a Platts reference, or none yet. */
export function priceText(snapshot: DealSnapshot): string {
  const price = fixedUnitPrice(snapshot);
  if (price !== null) return `${snapshot.currency} ${decimalAmount(price)} ${perUnit(snapshot.unit)}`;
  if (snapshot.price_type === 'discount' && snapshot.discount != null) {
    const reference = snapshot.platts_reference
      ? `Platts ${snapshot.platts_reference}`
      : 'the Platts reference';
    return `Discount of ${snapshot.currency} ${decimalAmount(snapshot.discount)} ${perUnit(snapshot.unit)} to ${reference}`;
  }
  return 'Contact for Price';
}

function percentText(percent: number): string {
  return `${percent.toString()}%`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

const line = (label: string, value: string, strong?: boolean): DocumentEntry =>
  strong ? { type: 'line', label, value, strong } : { type: 'line', label, value };
const paragraph = (text: string): DocumentEntry => ({ type: 'paragraph', text });

/** A space for the parties to fill in by hand or in their edited copy. */
const blank = '______________________________';

// ---- the documents -----------------------------------------------------------------------------

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

/**
 * The initial SPA the seller downloads, sanitizes and uploads: the deal's terms filled in, the parties
 * by their anonymous labels (identities are revealed only later), and the usual clauses with blanks.
 */
export function spaTemplate(deal: DocumentDeal, issuedAt: Date): PlatformDocument {
  const { snapshot } = deal;
  const valueCents = dealValueCents(snapshot);
  const clause = (heading: string, text: string, blanks: string[]): DocumentSection => ({
    heading,
    entries: [paragraph(text), ...blanks.map((label) => line(label, blank))],
  });
  return {
    kind: 'spa-template',
    title: 'Sales and Purchase Agreement',
    subtitle: `Initial template for Deal #${deal.id}, generated from the agreed deal terms`,
    transactionId: deal.id,
    issuedOn: documentDate(issuedAt),
    sections: [
      {
        heading: 'Agreement',
        entries: [
          line('Transaction ID', deal.id),
          line('Date', documentDate(issuedAt)),
          paragraph(
            'This Sales and Purchase Agreement ("Agreement") is made between the Seller and the Buyer named ' +
              'below for the sale and purchase of the product described in this Agreement, on the terms set ' +
              'out below. Blank fields are to be completed by the parties before signature.',
          ),
        ],
      },
      {
        heading: 'Parties',
        entries: [
          line('Seller', deal.seller_label),
          line('Buyer', deal.buyer_label),
          paragraph(
            'The parties are named by their anonymous platform labels. Their registered names, addresses ' +
              'and authorised signatories are stated in the final Agreement.',
          ),
        ],
      },
      {
        heading: '1. Product and quantity',
        entries: [
          ...productLines(snapshot),
          paragraph("Quantity tolerance: +/- ____ % at the Seller's option, unless agreed otherwise."),
        ],
      },
      {
        heading: '2. Price',
        entries: [
          line('Price', priceText(snapshot)),
          line('Currency', snapshot.currency),
          line(
            'Total contract value',
            valueCents === null ? blank : formatMoney(valueCents, snapshot.currency),
          ),
          ...(snapshot.price_type === 'discount'
            ? [line('Pricing period', blank), line('Platts reference', snapshot.platts_reference ?? blank)]
            : []),
        ],
      },
      clause(
        '3. Quality and specification',
        'The product shall conform to the specification attached as Annex A. The quality determined at the ' +
          'loading port by the independent inspector shall be final and binding on both parties.',
        ['Specification reference', 'Annex A attached (yes/no)'],
      ),
      clause(
        '4. Inspection',
        'Quantity and quality shall be determined by an internationally recognised independent inspection ' +
          'company at the place of delivery. Inspection costs are borne as stated below.',
        ['Inspection company', 'Place of inspection', 'Costs borne by'],
      ),
      clause(
        '5. Delivery',
        `Delivery ${snapshot.delivery} ${snapshot.location} in accordance with Incoterms 2020. The Seller ` +
          'notifies the Buyer of the vessel or means of transport and the expected date of delivery.',
        ['Delivery period', 'Shipping schedule', 'Notice of readiness'],
      ),
      clause(
        '6. Payment terms',
        'The Buyer shall pay the price for each delivery by the instrument stated below against the ' +
          "documents stated below. Bank charges outside the Buyer's bank are for the Seller's account.",
        ['Payment instrument', 'Payment due', 'Documents required', "Seller's bank"],
      ),
      clause(
        '7. Title and risk',
        'Title to and risk in the product pass from the Seller to the Buyer at the point of delivery ' +
          'defined by the Incoterm above, unless stated otherwise below.',
        ['Title passes', 'Risk passes'],
      ),
      clause(
        '8. Force majeure',
        'Neither party is liable for a failure or delay in performing its obligations caused by events ' +
          'beyond its reasonable control. The affected party notifies the other without delay; if the event ' +
          'lasts longer than the period below, either party may terminate this Agreement by written notice.',
        ['Termination after (days)'],
      ),
      clause(
        '9. Governing law and disputes',
        'This Agreement is governed by the law stated below. Any dispute arising out of or in connection ' +
          'with it is finally settled by arbitration under the rules and at the seat stated below.',
        ['Governing law', 'Arbitration rules', 'Seat of arbitration'],
      ),
      {
        heading: '10. Signatures',
        entries: [
          paragraph('Signed by the authorised representatives of the parties:'),
          line('For the Seller', deal.seller_label),
          line('Name and title', blank),
          line('Signature and date', blank),
          line('For the Buyer', deal.buyer_label),
          line('Name and title', blank),
          line('Signature and date', blank),
        ],
      },
    ],
  };
}

/** 'INV-ABC0123XYZ', and 'INV-ABC0123XYZ-2' for a reissue, so that a corrected invoice never reuses a number. */
export function invoiceNumber(dealId: string, issueNumber = 1): string {
  if (!Number.isInteger(issueNumber) || issueNumber < 1)
    throw new RangeError('issueNumber must be 1 or more');
  return issueNumber === 1 ? `INV-${dealId}` : `INV-${dealId}-${issueNumber}`;
}

/**
 * The platform's product-provider invoice to the buyer: the platform fee on the deal value. Without a
 * fixed price the amounts read 'To be confirmed'.
 */
export function platformInvoice(
  deal: DocumentDeal,
  settings: Pick<PlatformSettings, 'platform_fee_percent'>,
  issuedAt: Date,
  issueNumber = 1,
): PlatformDocument {
  const { snapshot } = deal;
  const percent = settings.platform_fee_percent;
  const fee = platformFee(snapshot, percent);
  const dueOn = documentDate(addDays(issuedAt, invoicePaymentDays));
  const toBeConfirmed = 'To be confirmed';
  return {
    kind: 'serval-invoice',
    title: 'Product Provider Invoice',
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
        entries: [line('Issued by', platformName), line('Bill to', deal.buyer_label)],
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

const bankFieldNames: Record<keyof PlatformBankDetails, string> = {
  accountName: 'account name',
  iban: 'IBAN',
  swiftBic: 'SWIFT/BIC',
  bankName: 'bank name',
  bankAddress: 'bank address',
};

/** 'DE89 3704 0044 0532 0130 00': the IBAN's printed form, in groups of four. */
export function printedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The platform's instructions for paying its fee. Refuses incomplete bank details rather than issue a
 * payment document with an empty account field.
 */
export function platformPaymentInstructions(
  deal: DocumentDeal,
  settings: Pick<PlatformSettings, 'platform_fee_percent'>,
  bank: PlatformBankDetails,
  issuedAt: Date,
): PlatformDocument {
  const missing = (Object.keys(bankFieldNames) as (keyof PlatformBankDetails)[]).filter(
    (field) => !bank[field]?.trim(),
  );
  if (missing.length > 0)
    throw new Error(
      `platform bank details incomplete: ${missing.map((field) => bankFieldNames[field]).join(', ')}`,
    );
  const percent = settings.platform_fee_percent;
  const fee = platformFee(deal.snapshot, percent);
  return {
    kind: 'platform-payment-instructions',
    title: 'Platform Payment Instructions',
    subtitle: `Payment of the platform fee for Deal #${deal.id}`,
    transactionId: deal.id,
    issuedOn: documentDate(issuedAt),
    sections: [
      {
        heading: 'Payment',
        entries: [
          line(
            'Amount',
            fee
              ? formatMoney(fee.feeCents, fee.currency)
              : `${percentText(percent)} of the deal value, as confirmed on the platform's invoice`,
            true,
          ),
          line('Currency', deal.snapshot.currency),
          line('Payment reference', deal.id),
          line('Payer', deal.buyer_label),
          line('Date', documentDate(issuedAt)),
        ],
      },
      {
        heading: 'Beneficiary',
        entries: [
          line('Beneficiary', platformName),
          line('Account name', bank.accountName.trim()),
          line('IBAN', printedIban(bank.iban)),
          line('SWIFT/BIC', bank.swiftBic.replace(/\s+/g, '').toUpperCase()),
          line('Bank', bank.bankName.trim()),
          line('Bank address', bank.bankAddress.trim()),
        ],
      },
      {
        heading: 'Instructions',
        entries: [
          paragraph(
            `Quote the payment reference ${deal.id} exactly as shown, so that the payment is matched to the deal.`,
          ),
          paragraph("Send the amount in full: bank charges are for the payer's account (charge option OUR)."),
          paragraph(
            'After paying, upload the platform fee payment confirmation in the Payment stage of the deal.',
          ),
          paragraph(
            'The platform never changes its bank details by email, chat or phone. Pay only to the account ' +
              'in these instructions as downloaded from the deal, and contact the platform before paying if ' +
              'anything differs.',
          ),
        ],
      },
    ],
  };
}
