import { describe, expect, it } from 'vitest';
import { sampleDocumentDeal, sampleSnapshot } from '../../../../test/support/deal-fixtures';
import type { DealSnapshot } from '../deals';
import { documentDate, formatMoney, priceText, type DocumentDeal, type PlatformDocument } from './document';
import { dealValueCents, platformFee } from './fees';
import { invoiceAddresseeOf, invoiceNumber, platformInvoice } from './invoice';
import { platformPaymentInstructions, printedIban, type PlatformBankDetails } from './payment-instructions';
import { platformDocument } from './platform-document';
import { spaTemplate } from './spa-template';

const snapshot: DealSnapshot = sampleSnapshot;
const deal: DocumentDeal = sampleDocumentDeal;
const contactForPrice: DocumentDeal = { ...deal, snapshot: { ...snapshot, price: null } };
const discountDeal: DocumentDeal = {
  ...deal,
  snapshot: {
    ...snapshot,
    price: null,
    price_type: 'discount',
    platts_reference: 'ULSD 10ppm CIF NWE',
    discount: 12.5,
  },
};
const bank: PlatformBankDetails = {
  accountName: 'Commodity Trading Portal Ltd',
  iban: 'de89370400440532013000',
  swiftBic: 'cobade ffxxx',
  bankName: 'Commerzbank AG',
  bankAddress: 'Kaiserplatz, 60311 Frankfurt am Main, Germany',
};
const issuedAt = new Date('2025-06-20T10:00:00.000Z');
const settings = { platform_fee_percent: 1 };

/** Every label/value line of a document, by label (the last one wins when a label repeats). */
function linesOf(document: PlatformDocument): Map<string, string> {
  const lines = new Map<string, string>();
  for (const section of document.sections)
    for (const entry of section.entries) if (entry.type === 'line') lines.set(entry.label, entry.value);
  return lines;
}

function textOf(document: PlatformDocument): string {
  return [
    document.title,
    document.subtitle,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.entries.map((entry) =>
        entry.type === 'line' ? `${entry.label}: ${entry.value}` : entry.text,
      ),
    ]),
  ].join('\n');
}

describe('platformFee', () => {
  it('is the percent of quantity × price, in cents', () => {
    expect(platformFee(snapshot, 1)).toEqual({
      dealValueCents: 32_500_000n,
      feeCents: 325_000n,
      currency: 'USD',
    });
  });

  it('is null without a fixed price: Contact for Price, or a discount to Platts', () => {
    expect(platformFee(contactForPrice.snapshot, 1)).toBeNull();
    expect(platformFee(discountDeal.snapshot, 1)).toBeNull();
    // a price left on a discount deal is not the deal's price
    expect(platformFee({ ...discountDeal.snapshot, price: 600 }, 1)).toBeNull();
  });

  it('is zero at 0 %', () => {
    expect(platformFee(snapshot, 0)).toEqual({ dealValueCents: 32_500_000n, feeCents: 0n, currency: 'USD' });
  });

  it('takes fractional percents exactly and rounds half up to the cent', () => {
    // 0.125 % of USD 1,000.00 is 125 cents exactly
    expect(platformFee({ ...snapshot, quantity: 1, price: 1000 }, 0.125)?.feeCents).toBe(125n);
    // 1.5 % of 33 cents is 0.495 cents, of 35 cents 0.525 cents
    expect(platformFee({ ...snapshot, quantity: 1, price: 0.33 }, 1.5)?.feeCents).toBe(0n);
    expect(platformFee({ ...snapshot, quantity: 1, price: 0.35 }, 1.5)?.feeCents).toBe(1n);
    // 2.5 % of 20 cents is exactly half a cent: half rounds up
    expect(platformFee({ ...snapshot, quantity: 1, price: 0.2 }, 2.5)?.feeCents).toBe(1n);
    // 0.3 % is not 0.30000000000000004 %: 0.3 % of USD 1,000,000.00 is USD 3,000.00 on the nose
    expect(platformFee({ ...snapshot, quantity: 1000, price: 1000 }, 0.3)?.feeCents).toBe(300_000n);
  });

  it('has no float drift on decimal quantities and prices', () => {
    // 0.1 × 0.3 is 0.030000000000000002 in floats; here it is 3 cents
    expect(dealValueCents({ ...snapshot, quantity: 0.1, price: 0.3 })).toBe(3n);
    // 1,250.125 MT at 99.99 is 124,999.99875: rounds to 125,000.00
    expect(dealValueCents({ ...snapshot, quantity: 1250.125, price: 99.99 })).toBe(12_500_000n);
    expect(platformFee({ ...snapshot, quantity: 1250.125, price: 99.99 }, 1)?.feeCents).toBe(125_000n);
  });

  it('stays exact for the largest quantities and prices the forms accept', () => {
    const fee = platformFee({ ...snapshot, quantity: 1_000_000_000, price: 999_999_999.99 }, 1.75);
    expect(fee?.dealValueCents).toBe(99_999_999_999_000_000_000n);
    expect(fee?.feeCents).toBe(1_749_999_999_982_500_000n);
    expect(formatMoney(fee!.feeCents, 'USD')).toBe('USD 17,499,999,999,825,000.00');
  });

  it('refuses a percent outside 0..100 and impossible amounts', () => {
    expect(() => platformFee(snapshot, -1)).toThrow(RangeError);
    expect(() => platformFee(snapshot, 101)).toThrow(RangeError);
    expect(() => platformFee(snapshot, Number.NaN)).toThrow(RangeError);
    expect(() => platformFee({ ...snapshot, quantity: -5 }, 1)).toThrow(RangeError);
    expect(() => platformFee({ ...snapshot, quantity: Number.POSITIVE_INFINITY }, 1)).toThrow(RangeError);
  });

  it('reads tiny numbers written with an exponent', () => {
    // 1e-7 × 1e9 = 100: String(1e-7) is '1e-7'
    expect(dealValueCents({ ...snapshot, quantity: 1e-7, price: 1e9 })).toBe(10_000n);
  });
});

describe('formatting', () => {
  it('formats money from cents with thousands separators', () => {
    expect(formatMoney(0n, 'USD')).toBe('USD 0.00');
    expect(formatMoney(5n, 'USDT')).toBe('USDT 0.05');
    expect(formatMoney(123_456_789n, 'USD')).toBe('USD 1,234,567.89');
    expect(formatMoney(-150n, 'USD')).toBe('USD -1.50');
  });

  it('writes dates as MMM d, yyyy in UTC', () => {
    expect(documentDate(issuedAt)).toBe('Jun 20, 2025');
    expect(documentDate(new Date('2025-12-31T23:59:59.999Z'))).toBe('Dec 31, 2025');
  });

  it('states the price as fixed, as a discount to Platts, or Contact for Price', () => {
    expect(priceText(snapshot)).toBe('USD 650.00 per metric ton');
    expect(priceText({ ...snapshot, unit: 'BBL', price: 82.5 })).toBe('USD 82.50 per barrel');
    expect(priceText(discountDeal.snapshot)).toBe(
      'Discount of USD 12.50 per metric ton to Platts ULSD 10ppm CIF NWE',
    );
    expect(priceText(contactForPrice.snapshot)).toBe('Contact for Price');
  });

  it('numbers invoices by the Transaction ID, and reissues with a suffix', () => {
    expect(invoiceNumber('ABC0123XYZ')).toBe('INV-ABC0123XYZ');
    expect(invoiceNumber('ABC0123XYZ', 2)).toBe('INV-ABC0123XYZ-2');
    expect(() => invoiceNumber('ABC0123XYZ', 0)).toThrow(RangeError);
  });

  it('prints an IBAN in groups of four', () => {
    expect(printedIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89 3704 0044 0532 0130 00');
    expect(printedIban('GB29NWBK60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
  });
});

describe('spaTemplate', () => {
  const document = spaTemplate(deal, issuedAt);
  const lines = linesOf(document);

  it('fills in the deal terms, the parties by their labels, the Transaction ID and the date', () => {
    expect(document).toMatchObject({
      kind: 'spa-template',
      title: 'Sales and Purchase Agreement',
      transactionId: 'ABC0123XYZ',
      issuedOn: 'Jun 20, 2025',
    });
    expect(lines.get('Seller')).toBe('Seller #1930');
    expect(lines.get('Buyer')).toBe('Buyer #4821');
    expect(lines.get('Product')).toBe('EN590 Diesel');
    expect(lines.get('Product type')).toBe('Diesel');
    expect(lines.get('Quantity')).toBe('500 MT');
    expect(lines.get('Delivery (Incoterms 2020)')).toBe('FOB');
    expect(lines.get('Location / port')).toBe('Rotterdam');
    expect(lines.get('Price')).toBe('USD 650.00 per metric ton');
    expect(lines.get('Total contract value')).toBe('USD 325,000.00');
    expect(lines.get('Transaction ID')).toBe('ABC0123XYZ');
    expect(lines.get('Date')).toBe('Jun 20, 2025');
  });

  it('has the standard clauses with blanks to fill', () => {
    const headings = document.sections.map((section) => section.heading);
    for (const clause of [
      'Quality and specification',
      'Inspection',
      'Payment terms',
      'Title and risk',
      'Force majeure',
      'Governing law',
      'Signatures',
    ])
      expect(headings.some((heading) => heading.includes(clause))).toBe(true);
    expect(lines.get('Governing law')).toMatch(/^_+$/);
    expect(lines.get('Signature and date')).toMatch(/^_+$/);
  });

  it('never names a party by anything but its label', () => {
    expect(textOf(document)).not.toMatch(/buyer-sub|seller-sub/);
  });

  it('leaves the price open for Contact for Price, and states a discount to Platts', () => {
    const open = linesOf(spaTemplate(contactForPrice, issuedAt));
    expect(open.get('Price')).toBe('Contact for Price');
    expect(open.get('Total contract value')).toMatch(/^_+$/);
    const discount = linesOf(spaTemplate(discountDeal, issuedAt));
    expect(discount.get('Price')).toContain('to Platts ULSD 10ppm CIF NWE');
    expect(discount.get('Platts reference')).toBe('ULSD 10ppm CIF NWE');
    expect(discount.get('Pricing period')).toMatch(/^_+$/);
    const premium = linesOf(
      spaTemplate(
        {
          ...discountDeal,
          snapshot: { ...discountDeal.snapshot, differential: 'premium', pricing_period: 'Month of B/L' },
        },
        issuedAt,
      ),
    );
    expect(premium.get('Price')).toMatch(/^Premium of USD 12\.50 per metric ton to Platts/);
    expect(premium.get('Pricing period')).toBe('Month of B/L');
  });

  it('fills the clauses with the trade terms the deal states, and leaves the others blank', () => {
    const terms = linesOf(
      spaTemplate(
        {
          ...deal,
          snapshot: {
            ...deal.snapshot,
            quality_standard: 'EN590 10 ppm',
            quantity_tolerance: 5,
            origin: 'Netherlands',
            inspection_company: 'SGS',
            delivery_from: '2027-03-01',
            delivery_to: '2027-03-15',
            payment_terms: 'LC at Sight',
          },
        },
        issuedAt,
      ),
    );
    expect(terms.get('Specification reference')).toBe('EN590 10 ppm');
    expect(terms.get('Origin')).toBe('Netherlands');
    expect(terms.get('Inspection company')).toBe('SGS');
    expect(terms.get('Delivery period')).toBe('Mar 1, 2027 to Mar 15, 2027');
    expect(terms.get('Payment instrument')).toBe('LC at Sight');
    expect(terms.get('Place of inspection')).toMatch(/^_+$/);
    expect(
      textOf(spaTemplate({ ...deal, snapshot: { ...deal.snapshot, quantity_tolerance: 5 } }, issuedAt)),
    ).toContain('Quantity tolerance: +/- 5 %');
    expect(lines.get('Inspection company')).toMatch(/^_+$/);
  });
});

describe('invoiceAddresseeOf', () => {
  const registration = (type: 'buyer' | 'seller', status: 'approved' | 'submitted', legalName: string) => ({
    type,
    status,
    form_values: {
      business_legal_name: legalName,
      business_address: ` 12 Quay Road, ${legalName} City `,
      business_tax_id: `TAX-${legalName}`,
    },
  });

  it("takes the buyer registration's legal name, address and tax id, an approved one first", () => {
    expect(
      invoiceAddresseeOf([
        registration('seller', 'approved', 'Seller Co'),
        registration('buyer', 'submitted', 'Draft Co'),
        registration('buyer', 'approved', 'Buyer Co'),
      ]),
    ).toEqual({ legalName: 'Buyer Co', address: '12 Quay Road, Buyer Co City', taxId: 'TAX-Buyer Co' });
  });

  it('has no addressee without a buyer registration', () => {
    expect(invoiceAddresseeOf([registration('seller', 'approved', 'Seller Co')])).toBeNull();
  });
});

describe('platformInvoice', () => {
  it("is titled Platform Fee Invoice and billed to the buyer's legal entity", () => {
    const billTo = { legalName: 'Ołeksandr Trading Sp. z o.o.', address: 'Łódź', taxId: 'PL123' };
    const document = platformInvoice(deal, settings, issuedAt, 1, billTo);
    const lines = linesOf(document);
    expect(document.title).toBe('Platform Fee Invoice');
    expect(lines.get('Bill to')).toBe(billTo.legalName);
    expect(lines.get('Address')).toBe('Łódź');
    expect(lines.get('Tax ID')).toBe('PL123');
    expect(lines.get('Buyer reference')).toBe('Buyer #4821');
  });

  it('bills the buyer the platform fee on the deal value', () => {
    const document = platformInvoice(deal, { platform_fee_percent: 1.25 }, issuedAt);
    const lines = linesOf(document);
    expect(document.kind).toBe('platform-fee-invoice');
    expect(lines.get('Invoice number')).toBe('INV-ABC0123XYZ');
    expect(lines.get('Invoice date')).toBe('Jun 20, 2025');
    expect(lines.get('Due date')).toBe('Jun 27, 2025');
    expect(lines.get('Bill to')).toBe('Buyer #4821');
    expect(lines.get('Issued by')).toBe('Commodity Trading Portal');
    expect(lines.get('Deal value')).toBe('USD 325,000.00');
    expect(lines.get('Platform fee (1.25% of the deal value)')).toBe('USD 4,062.50');
    expect(lines.get('Total due')).toBe('USD 4,062.50');
    expect(lines.get('Currency')).toBe('USD');
    expect(textOf(document)).toContain('quoting the Transaction ID ABC0123XYZ');
  });

  it("bills a discount-priced deal on the seller's final unit price once stated", () => {
    expect(linesOf(platformInvoice(discountDeal, settings, issuedAt)).get('Deal value')).toBe(
      'To be confirmed',
    );
    const lines = linesOf(platformInvoice({ ...discountDeal, final_unit_price: 612.5 }, settings, issuedAt));
    expect(lines.get('Deal value')).toBe('USD 306,250.00');
    expect(lines.get('Total due')).toBe('USD 3,062.50');
    expect(lines.get('Unit price')).toMatch(
      /^USD 612\.50 per metric ton \(final price stated by the seller; discount of/,
    );
  });

  it('marks the total as the row that stands out', () => {
    const entries = platformInvoice(deal, settings, issuedAt).sections.flatMap((section) => section.entries);
    const strong = entries.filter((entry) => entry.type === 'line' && entry.strong);
    expect(strong).toEqual([{ type: 'line', label: 'Total due', value: 'USD 3,250.00', strong: true }]);
  });

  it('reads To be confirmed without a fixed price', () => {
    const document = platformInvoice(contactForPrice, settings, issuedAt);
    const lines = linesOf(document);
    expect(lines.get('Unit price')).toBe('Contact for Price');
    expect(lines.get('Deal value')).toBe('To be confirmed');
    expect(lines.get('Total due')).toBe('To be confirmed');
    expect(textOf(document)).toContain('no fixed price yet');
  });

  it('numbers a reissue differently', () => {
    expect(linesOf(platformInvoice(deal, settings, issuedAt, 3)).get('Invoice number')).toBe(
      'INV-ABC0123XYZ-3',
    );
  });
});

describe('platformPaymentInstructions', () => {
  it('asks for the fee with the Transaction ID as reference, to the configured account', () => {
    const document = platformPaymentInstructions(deal, settings, bank, issuedAt);
    const lines = linesOf(document);
    expect(document.kind).toBe('platform-payment-instructions');
    expect(lines.get('Amount')).toBe('USD 3,250.00');
    expect(lines.get('Currency')).toBe('USD');
    expect(lines.get('Payment reference')).toBe('ABC0123XYZ');
    expect(lines.get('Beneficiary')).toBe('Commodity Trading Portal');
    expect(lines.get('Account name')).toBe('Commodity Trading Portal Ltd');
    expect(lines.get('IBAN')).toBe('DE89 3704 0044 0532 0130 00');
    expect(lines.get('SWIFT/BIC')).toBe('COBADEFFXXX');
    expect(lines.get('Bank')).toBe('Commerzbank AG');
    expect(lines.get('Bank address')).toBe('Kaiserplatz, 60311 Frankfurt am Main, Germany');
    expect(textOf(document)).not.toMatch(/X{4}|_{3}|placeholder/i);
  });

  it('refuses incomplete bank details rather than print an empty account field', () => {
    expect(() =>
      platformPaymentInstructions(deal, settings, { ...bank, iban: ' ', swiftBic: '' }, issuedAt),
    ).toThrow('platform bank details incomplete: IBAN, SWIFT/BIC');
  });

  it('refers to the invoice for the amount without a fixed price', () => {
    const lines = linesOf(platformPaymentInstructions(contactForPrice, settings, bank, issuedAt));
    expect(lines.get('Amount')).toBe("1% of the deal value, as confirmed on the platform's invoice");
  });
});

describe('platformDocument', () => {
  it('gives each kind its document', () => {
    expect(platformDocument({ kind: 'spa-template', deal, issuedAt }).kind).toBe('spa-template');
    expect(
      platformDocument({ kind: 'platform-fee-invoice', deal, settings, issuedAt, issueNumber: 2 })
        .sections[0],
    ).toEqual(
      expect.objectContaining({
        entries: expect.arrayContaining([expect.objectContaining({ value: 'INV-ABC0123XYZ-2' })]),
      }),
    );
    expect(
      platformDocument({ kind: 'platform-payment-instructions', deal, settings, bank, issuedAt }).title,
    ).toBe('Platform Payment Instructions');
  });

  it('is the same for the same deal and date', () => {
    expect(platformInvoice(deal, settings, issuedAt)).toEqual(platformInvoice(deal, settings, issuedAt));
  });
});

describe('the anti-fraud order in the platform documents', () => {
  it('names the parties by their labels only: SPA template, invoice and payment instructions', () => {
    // the stored deal as the generator receives it carries the parties' ids: none may be printed
    const stored = { ...deal, buyer_id: 'buyer-sub-7f3a', seller_id: 'seller-sub-91c2' } as DocumentDeal;
    const documents = [
      spaTemplate(stored, issuedAt),
      platformInvoice(stored, settings, issuedAt, 1),
      platformPaymentInstructions(stored, settings, bank, issuedAt),
    ];
    for (const document of documents) {
      const text = JSON.stringify(document);
      expect(text, document.kind).not.toContain('buyer-sub-7f3a');
      expect(text, document.kind).not.toContain('seller-sub-91c2');
      expect(text, document.kind).toContain(deal.buyer_label);
    }
    // the SPA is issued to both parties before either may know the other: both by label
    expect(linesOf(documents[0]!).get('Seller')).toBe(deal.seller_label);
    expect(linesOf(documents[0]!).get('Buyer')).toBe(deal.buyer_label);
  });
});
