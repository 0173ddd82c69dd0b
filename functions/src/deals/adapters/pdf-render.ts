import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentEntry, PlatformDocument } from '../domain/platform-documents/document';

/**
 * Lays a platform document out as a PDF: A4, Helvetica, the title, its sections as label/value rows
 * and paragraphs, new pages as the content needs them, and a footer with the page number and the
 * Transaction ID on every page. Nothing here reads the clock: the same document and metadata give the
 * same bytes.
 */

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
  keywords?: string[];
}

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = { top: 56, right: 56, bottom: 64, left: 56 };
const contentWidth = pageSize[0] - margin.left - margin.right;
const labelColumnWidth = 170;
const columnGap = 12;
const valueColumnWidth = contentWidth - labelColumnWidth - columnGap;
const footerBaseline = 32;

const size = { title: 18, subtitle: 10.5, heading: 12, body: 10, footer: 8 };
const leading = 1.35;
const colour = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.4, 0.45),
  rule: rgb(0.82, 0.84, 0.87),
  accent: rgb(0.12, 0.3, 0.6),
};

/** Hand-picked stand-ins for common characters outside WinAnsi, read better than a '?'. */
const replacements = new Map<string, string>([
  ['→', '->'],
  ['←', '<-'],
  ['↔', '<->'],
  ['⇒', '=>'],
  ['≤', '<='],
  ['≥', '>='],
  ['≠', '!='],
  ['≈', '~'],
  ['−', '-'],
  ['‐', '-'],
  ['‑', '-'],
  ['‒', '-'],
  ['⁄', '/'],
  ['′', "'"],
  ['″', '"'],
  ['✓', 'v'],
  ['✔', 'v'],
  // letters without a decomposition to a base letter
  ['Ł', 'L'],
  ['ł', 'l'],
  ['Đ', 'D'],
  ['đ', 'd'],
  ['ı', 'i'],
]);

/** Joiners, directional marks, variation selectors and controls: nothing to print. */
const invisible = /[\p{Cc}\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` reduced to characters the font can encode: a standard font only has WinAnsi, and pdf-lib
 * throws on anything else. Each character (grapheme) is kept, or replaced by a stand-in, or by its
 * base letter without accents, or dropped when invisible (joiners, variation selectors, controls), or
 * else shown as '?', so that a missing character is visible rather than silently lost.
 */
export function encodableText(text: string, encodable: ReadonlySet<number>): string {
  const fits = (value: string) => [...value].every((char) => encodable.has(char.codePointAt(0)!));
  let result = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (fits(segment)) {
      result += segment;
      continue;
    }
    if (/^\s+$/u.test(segment)) {
      result += ' ';
      continue;
    }
    const visible = segment.replace(invisible, '');
    const base = visible.normalize('NFKD').replace(/\p{M}/gu, '');
    if (visible === '' || fits(visible)) result += visible;
    else if (replacements.has(visible)) result += replacements.get(visible);
    else if (base !== '' && fits(base)) result += base;
    else result += '?';
  }
  return result;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  encodable: ReadonlySet<number>;
}

/**
 * `text` as lines of at most `width` points: its own line breaks kept, words wrapped, a word longer
 * than a line broken inside.
 */
function wrap(
  text: string,
  font: PDFFont,
  fontSize: number,
  width: number,
  encodable: ReadonlySet<number>,
): string[] {
  const fitsLine = (value: string) => font.widthOfTextAtSize(value, fontSize) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let current = '';
    for (const word of encodableText(paragraph, encodable).split(' ').filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fitsLine(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      // A word wider than the line is cut where the next character would overflow.
      for (const char of fitsLine(word) ? [word] : word) {
        if (current && !fitsLine(current + char)) {
          lines.push(current);
          current = '';
        }
        current += char;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Writes top to bottom, starting a new page whenever the next block would run into the footer. */
class Layout {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  private newPage(): void {
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  /** Room for `height` more points on this page, or a fresh page. */
  private ensure(height: number): void {
    if (this.y - height < margin.bottom) this.newPage();
  }

  /** Starts a new page unless a block of `height` fits here; a block taller than a page just flows. */
  private keepTogether(height: number): void {
    if (height <= pageSize[1] - margin.top - margin.bottom) this.ensure(height);
  }

  private static lineHeight(fontSize: number): number {
    return fontSize * leading;
  }

  /** Wrapped text across the content width; kept on one page when it fits on one. */
  text(value: string, options: { font: PDFFont; size: number; colour: typeof colour.text }): void {
    const lineHeight = Layout.lineHeight(options.size);
    const lines = wrap(value, options.font, options.size, contentWidth, this.fonts.encodable);
    this.keepTogether(lines.length * lineHeight);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: margin.left,
        y: this.y + (lineHeight - options.size) / 2,
        size: options.size,
        font: options.font,
        color: options.colour,
      });
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(thickness = 0.75, ruleColour = colour.rule): void {
    this.page.drawLine({
      start: { x: margin.left, y: this.y },
      end: { x: pageSize[0] - margin.right, y: this.y },
      thickness,
      color: ruleColour,
    });
  }

  heading(value: string, firstEntry: DocumentEntry | undefined): void {
    // Keep a heading with the start of what it heads rather than alone at the foot of a page.
    const following = firstEntry ? Layout.lineHeight(size.body) * 2 : 0;
    this.ensure(14 + Layout.lineHeight(size.heading) + following);
    this.space(14);
    this.text(value, { font: this.fonts.bold, size: size.heading, colour: colour.accent });
    this.space(4);
  }

  /** A table-like row: the label in the left column, the value in the right, a hairline below. */
  row(label: string, value: string, strong: boolean): void {
    const lineHeight = Layout.lineHeight(size.body);
    const valueFont = strong ? this.fonts.bold : this.fonts.regular;
    const labelLines = wrap(label, this.fonts.regular, size.body, labelColumnWidth, this.fonts.encodable);
    const valueLines = wrap(value, valueFont, size.body, valueColumnWidth, this.fonts.encodable);
    const count = Math.max(labelLines.length, valueLines.length);
    const padding = 3;
    const height = count * lineHeight + 2 * padding;
    this.keepTogether(height);
    this.space(padding);
    for (let index = 0; index < count; index++) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + (lineHeight - size.body) / 2;
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine)
        this.page.drawText(labelLine, {
          x: margin.left,
          y: baseline,
          size: size.body,
          font: this.fonts.regular,
          color: colour.muted,
        });
      if (valueLine)
        this.page.drawText(valueLine, {
          x: margin.left + labelColumnWidth + columnGap,
          y: baseline,
          size: size.body,
          font: valueFont,
          color: colour.text,
        });
    }
    this.space(padding);
    this.rule(0.5);
  }

  paragraph(value: string): void {
    this.space(4);
    this.text(value, { font: this.fonts.regular, size: size.body, colour: colour.text });
    this.space(2);
  }
}

/** The document as PDF bytes. */
export async function renderPlatformDocumentPdf(
  content: PlatformDocument,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  // updateMetadata: false keeps pdf-lib from stamping the current time; the dates come from `metadata`.
  const document = await PDFDocument.create({ updateMetadata: false });
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, encodable: new Set(regular.getCharacterSet()) };

  document.setTitle(metadata.title, { showInWindowTitleBar: true });
  document.setAuthor(metadata.author);
  document.setSubject(metadata.subject);
  if (metadata.keywords) document.setKeywords(metadata.keywords);
  document.setCreator(metadata.author);
  document.setProducer('pdf-lib');
  document.setLanguage('en');
  document.setCreationDate(metadata.createdAt);
  document.setModificationDate(metadata.createdAt);

  const layout = new Layout(document, fonts);
  layout.text(content.title, { font: bold, size: size.title, colour: colour.text });
  layout.space(2);
  layout.text(content.subtitle, { font: regular, size: size.subtitle, colour: colour.muted });
  layout.text(`Transaction ID ${content.transactionId} | Issued ${content.issuedOn}`, {
    font: regular,
    size: size.subtitle,
    colour: colour.muted,
  });
  layout.space(8);
  layout.rule(1.25, colour.accent);

  for (const section of content.sections) {
    layout.heading(section.heading, section.entries[0]);
    for (const entry of section.entries) {
      if (entry.type === 'line') layout.row(entry.label, entry.value, entry.strong ?? false);
      else layout.paragraph(entry.text);
    }
  }

  drawFooters(document, content, fonts);
  return document.save();
}

function drawFooters(document: PDFDocument, content: PlatformDocument, fonts: Fonts): void {
  const pages = document.getPages();
  const left = encodableText(`${content.title} | Transaction ID ${content.transactionId}`, fonts.encodable);
  pages.forEach((page, index) => {
    const right = `Page ${index + 1} of ${pages.length}`;
    page.drawLine({
      start: { x: margin.left, y: footerBaseline + 12 },
      end: { x: pageSize[0] - margin.right, y: footerBaseline + 12 },
      thickness: 0.5,
      color: colour.rule,
    });
    page.drawText(left, {
      x: margin.left,
      y: footerBaseline,
      size: size.footer,
      font: fonts.regular,
      color: colour.muted,
    });
    page.drawText(right, {
      x: pageSize[0] - margin.right - fonts.regular.widthOfTextAtSize(right, size.footer),
      y: footerBaseline,
      size: size.footer,
      font: fonts.regular,
      color: colour.muted,
    });
  });
}
