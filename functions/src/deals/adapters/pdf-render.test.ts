import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDeal, PlatformDocument } from '../domain/platform-documents/document';
import { platformInvoice } from '../domain/platform-documents/invoice';
import {
  platformPaymentInstructions,
  type PlatformBankDetails,
} from '../domain/platform-documents/payment-instructions';
import { spaTemplate } from '../domain/platform-documents/spa-template';
import { sampleDocumentDeal } from '../../../test/support/deal-fixtures';
import { encodableText, renderPlatformDocumentPdf, type PdfMetadata } from './pdf-render';

const deal: DocumentDeal = sampleDocumentDeal;
const bank: PlatformBankDetails = {
  accountName: 'Commodity Trading Portal Ltd',
  iban: 'DE89370400440532013000',
  swiftBic: 'COBADEFFXXX',
  bankName: 'Commerzbank AG',
  bankAddress: 'Kaiserplatz, 60311 Frankfurt am Main, Germany',
};
const issuedAt = new Date('2025-06-20T10:00:00.000Z');
const settings = { platform_fee_percent: 1 };

function metadataFor(document: PlatformDocument): PdfMetadata {
  return {
    title: `${document.title} - Deal #${document.transactionId}`,
    author: 'Commodity Trading Portal',
    subject: document.subtitle,
    createdAt: issuedAt,
    keywords: [document.kind, document.transactionId],
  };
}

const render = (document: PlatformDocument) => renderPlatformDocumentPdf(document, metadataFor(document));

/** The PDF's text, pages joined; pdf.js takes ownership of the buffer it reads, so it gets a copy. */
async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(bytes.slice(), { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

const startsAsPdf = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-';

let helvetica: ReadonlySet<number>;
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  helvetica = new Set(font.getCharacterSet());
});

describe('encodableText', () => {
  it('keeps what WinAnsi has, accents and currency signs included', () => {
    expect(encodableText('Crème brûlée, Zürich, €1,000 – “quoted” • ok', helvetica)).toBe(
      'Crème brûlée, Zürich, €1,000 – “quoted” • ok',
    );
  });

  it('stands in for arrows and maths signs, and strips only the accents WinAnsi lacks', () => {
    expect(encodableText('Rotterdam → Singapore ≤ 5 days', helvetica)).toBe(
      'Rotterdam -> Singapore <= 5 days',
    );
    expect(encodableText('Łódź, Constanța, Ústí', helvetica)).toBe('Lódz, Constanta, Ústí');
  });

  it('shows each character it cannot print as one ?, emoji sequences included', () => {
    expect(encodableText('柴油 diesel', helvetica)).toBe('?? diesel');
    expect(encodableText('ship 🚢, ok 👍🏽, love ❤️, family 👨‍👩‍👧', helvetica)).toBe(
      'ship ?, ok ?, love ?, family ?',
    );
  });

  it('drops invisible characters and turns other spaces into plain ones', () => {
    expect(encodableText('a\u200Bb\u200Dc\td\u2003e', helvetica)).toBe('abc d e');
  });
});

describe('renderPlatformDocumentPdf', () => {
  const documents = {
    'spa-template': spaTemplate(deal, issuedAt),
    'platform-fee-invoice': platformInvoice(deal, settings, issuedAt),
    'platform-payment-instructions': platformPaymentInstructions(deal, settings, bank, issuedAt),
  };

  it.each(Object.entries(documents))('renders the %s as a PDF that reads back', async (_kind, document) => {
    const bytes = await render(document);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(startsAsPdf(bytes)).toBe(true);

    const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
    const { pages, text } = await textOf(bytes);
    expect(loaded.getPageCount()).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(1);
    const [width, height] = [loaded.getPage(0).getWidth(), loaded.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    expect(text).toContain(document.title);
    expect(text).toContain('ABC0123XYZ');
    expect(text).toContain(`Page 1 of ${pages}`);
    if (document.kind !== 'platform-payment-instructions') expect(text).toContain('EN590 Diesel');
    if (document.kind !== 'spa-template') expect(text).toContain('USD 3,250.00');
  });

  it('states the fee on the invoice and the bank fields on the instructions', async () => {
    const invoice = (await textOf(await render(documents['platform-fee-invoice']))).text;
    expect(invoice).toContain('INV-ABC0123XYZ');
    expect(invoice).toContain('USD 325,000.00');
    expect(invoice).toContain('Buyer #4821');
    const instructions = (await textOf(await render(documents['platform-payment-instructions']))).text;
    expect(instructions).toContain('DE89 3704 0044 0532 0130 00');
    expect(instructions).toContain('COBADEFFXXX');
    expect(instructions).toContain('Commodity Trading Portal');
  });

  it('writes the metadata it is given, and nothing of the clock', async () => {
    const document = documents['platform-fee-invoice'];
    const bytes = await render(document);
    const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(loaded.getTitle()).toBe('Platform Fee Invoice - Deal #ABC0123XYZ');
    expect(loaded.getAuthor()).toBe('Commodity Trading Portal');
    expect(loaded.getSubject()).toBe(document.subtitle);
    expect(loaded.getCreationDate()?.toISOString()).toBe(issuedAt.toISOString());
    expect(loaded.getModificationDate()?.toISOString()).toBe(issuedAt.toISOString());
    // the same input gives the same bytes
    expect(await render(document)).toEqual(bytes);
  });

  it('prints names in Chinese, Arabic, Cyrillic and Polish as written, in embedded fonts', async () => {
    const written = {
      product: 'EN590 柴油 Дизельное топливо',
      location: 'Łódź, Gdańsk',
      buyer: 'شركة النفط العربية',
      seller: 'ООО «Нефтегаз» 宁波港',
    };
    const multilingual: DocumentDeal = {
      ...deal,
      buyer_label: written.buyer,
      seller_label: written.seller,
      snapshot: { ...deal.snapshot, product: written.product, location: written.location },
    };
    const bytes = await render(spaTemplate(multilingual, issuedAt));
    const { text } = await textOf(bytes);
    for (const value of Object.values(written)) expect(text).toContain(value);
    expect(text).not.toContain('?');
    // every font is embedded (a subset), none is a standard font the reader substitutes
    const loaded = await PDFDocument.load(bytes);
    const fonts = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    const names = fonts.map((dict) => String(dict.get(PDFName.of('FontName'))));
    expect(names.some((name) => name.includes('NotoSans-'))).toBe(true);
    expect(names.some((name) => name.includes('NotoNaskhArabic'))).toBe(true);
    expect(names.some((name) => name.includes('NotoSansHans'))).toBe(true);
    for (const dict of fonts)
      expect(dict.has(PDFName.of('FontFile2')) || dict.has(PDFName.of('FontFile3'))).toBe(true);
  });

  it("addresses the fee invoice to the buyer's registered entity, in its own script", async () => {
    const billTo = {
      legalName: '宁波石化贸易有限公司',
      address: 'ul. Piotrkowska 104, 90-926 Łódź, Polska',
      taxId: 'PL7251234567',
    };
    const invoice = platformInvoice(deal, settings, issuedAt, 1, billTo);
    const { text } = await textOf(await render(invoice));
    expect(text).toContain('Platform Fee Invoice');
    expect(text).toContain(`Bill to ${billTo.legalName}`);
    expect(text).toContain(`Address ${billTo.address}`);
    expect(text).toContain(`Tax ID ${billTo.taxId}`);
    expect(text).not.toMatch(/serval|Product.Provider/i);
  });

  it('embeds only the Latin fonts for a document in Latin script', async () => {
    const bytes = await render(documents['spa-template']);
    const raw = new TextDecoder('latin1').decode(bytes);
    expect(raw).not.toContain('NotoNaskhArabic');
    expect(raw).not.toContain('NotoSansHans');
    expect(raw).not.toContain('Helvetica');
  });

  it('still shows a character no font has as ?', async () => {
    const exotic: DocumentDeal = {
      ...deal,
      snapshot: { ...deal.snapshot, product: 'Diesel 🚢 → Ningbo' },
    };
    const { text } = await textOf(await render(spaTemplate(exotic, issuedAt)));
    expect(text).toContain('Diesel ? -> Ningbo');
  });

  it('renders a Contact for Price deal', async () => {
    const open: DocumentDeal = { ...deal, snapshot: { ...deal.snapshot, price: null } };
    const spa = (await textOf(await render(spaTemplate(open, issuedAt)))).text;
    expect(spa).toContain('Contact for Price');
    const invoice = (await textOf(await render(platformInvoice(open, settings, issuedAt)))).text;
    expect(invoice).toContain('To be confirmed');
    const instructions = await render(platformPaymentInstructions(open, settings, bank, issuedAt));
    expect((await textOf(instructions)).text).toContain('1% of the deal value');
  });

  it('breaks long content over pages, with the page count and Transaction ID on each', async () => {
    const base = documents['spa-template'];
    const long: PlatformDocument = {
      ...base,
      sections: [
        ...base.sections,
        ...Array.from({ length: 12 }, (_, index) => ({
          heading: `Annex ${index + 1}`,
          entries: [
            {
              type: 'paragraph' as const,
              text: `Annex ${index + 1} text. `.repeat(120),
            },
            { type: 'line' as const, label: `Annex ${index + 1} reference`, value: 'See attached schedule' },
          ],
        })),
      ],
    };
    const bytes = await render(long);
    const loaded = await PDFDocument.load(bytes);
    const pages = loaded.getPageCount();
    expect(pages).toBeGreaterThan(1);
    const { text } = await textOf(bytes);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split('Transaction ID ABC0123XYZ').length - 1).toBeGreaterThanOrEqual(pages);
    expect(text).toContain('Annex 12 reference');
  });

  it('breaks a value longer than a page, and a word longer than a line', async () => {
    const document: PlatformDocument = {
      ...documents['platform-fee-invoice'],
      sections: [
        {
          heading: 'Long',
          entries: [
            { type: 'line', label: 'Unbroken', value: 'X'.repeat(20_000) },
            { type: 'line', label: 'Last row', value: 'end' },
          ],
        },
      ],
    };
    const bytes = await render(document);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    expect((await textOf(bytes)).text).toContain('Last row end');
    // 20,000 characters laid out one by one in an embedded font: seconds on a busy machine
  }, 20_000);
});
