import { PDFDocument, StandardFonts } from 'pdf-lib';
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
    'serval-invoice': platformInvoice(deal, settings, issuedAt),
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
    const invoice = (await textOf(await render(documents['serval-invoice']))).text;
    expect(invoice).toContain('INV-ABC0123XYZ');
    expect(invoice).toContain('USD 325,000.00');
    expect(invoice).toContain('Buyer #4821');
    const instructions = (await textOf(await render(documents['platform-payment-instructions']))).text;
    expect(instructions).toContain('DE89 3704 0044 0532 0130 00');
    expect(instructions).toContain('COBADEFFXXX');
    expect(instructions).toContain('Commodity Trading Portal');
  });

  it('writes the metadata it is given, and nothing of the clock', async () => {
    const document = documents['serval-invoice'];
    const bytes = await render(document);
    const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(loaded.getTitle()).toBe('Product Provider Invoice - Deal #ABC0123XYZ');
    expect(loaded.getAuthor()).toBe('Commodity Trading Portal');
    expect(loaded.getSubject()).toBe(document.subtitle);
    expect(loaded.getCreationDate()?.toISOString()).toBe(issuedAt.toISOString());
    expect(loaded.getModificationDate()?.toISOString()).toBe(issuedAt.toISOString());
    // the same input gives the same bytes
    expect(await render(document)).toEqual(bytes);
  });

  it('renders a product name Helvetica cannot fully encode instead of throwing', async () => {
    const exotic: DocumentDeal = {
      ...deal,
      snapshot: { ...deal.snapshot, product: 'EN590 → Diesel 柴油 🚢', location: 'Ningbo 宁波' },
    };
    const bytes = await render(spaTemplate(exotic, issuedAt));
    const { text } = await textOf(bytes);
    expect(text).toContain('EN590 -> Diesel ?? ?');
    expect(text).toContain('Ningbo ??');
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
      ...documents['serval-invoice'],
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
  });
});
