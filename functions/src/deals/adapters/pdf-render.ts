import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentEntry, PlatformDocument } from '../domain/platform-documents/document';
import { subsettingFontkit } from './fontkit-subsets';
import { fontBytes, type FontName } from './pdf-fonts';

/**
 * Lays a platform document out as a PDF: A4, set in embedded Noto fonts, the title, its sections as
 * label/value rows and paragraphs, new pages as the content needs them, and a footer with the page
 * number and the Transaction ID on every page. Nothing here reads the clock: the same document and
 * metadata give the same bytes.
 *
 * Company names, places and products come in any script, so every piece of text is cut into runs by
 * the font that has its characters: Noto Sans (Latin, Greek, Cyrillic), Noto Naskh Arabic, Noto Sans
 * SC (Chinese, Japanese kana and kanji). Each font is embedded as a subset of the glyphs the document
 * uses, and only when the document needs it. The font engine (fontkit) shapes an Arabic run (joined
 * letter forms, lam-alef) and orders it right to left; spaces and punctuation between two Arabic
 * words stay in the Arabic run so that a name of several words reads in the right order. A line that
 * mixes scripts keeps its runs left to right (no full bidirectional algorithm).
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

/** Hand-picked stand-ins for common characters the fonts lack (arrows, some maths), read better than a '?'. */
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
 * `text` reduced to characters the document's fonts have (`encodable`: what no embedded font has
 * would print as an empty box). Each character (grapheme) is kept, or replaced by a stand-in, or by its
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

/** The fonts of one weight, in the order they are tried for a character. */
interface Face {
  fonts: ReadonlyArray<{ font: PDFFont; covers: ReadonlySet<number>; arabic: boolean }>;
}

interface Fonts {
  regular: Face;
  bold: Face;
  /** Every character some font of the document has. */
  encodable: ReadonlySet<number>;
}

/** A piece of a line set in one font. */
interface Run {
  text: string;
  font: PDFFont;
}

const arabicScript = /\p{Script=Arabic}/u;
/** Characters of no script of their own: they take the font of the words around them. */
const neutral = /[\s\p{P}\p{S}]/u;
const cjkScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;

/**
 * `text` (already encodable) as runs of one font each: a character goes to the first font of the face
 * that has it, an Arabic letter to the Arabic font, and a space or punctuation between two Arabic
 * letters stays with them.
 */
function runsOf(text: string, face: Face): Run[] {
  const chars = [...text];
  const arabicAt = face.fonts.findIndex((f) => f.arabic);
  const pick = (char: string): number => {
    const code = char.codePointAt(0)!;
    if (arabicAt >= 0 && arabicScript.test(char) && face.fonts[arabicAt]!.covers.has(code)) return arabicAt;
    const index = face.fonts.findIndex((f) => f.covers.has(code));
    return index >= 0 ? index : 0;
  };
  const strong = chars.map((char) => (neutral.test(char) ? null : pick(char)));
  // the font of the nearest letter after each position, found in one pass from the end
  const next: Array<number | null> = [];
  for (let index = chars.length - 1, seen: number | null = null; index >= 0; index--) {
    next[index] = seen;
    seen = strong[index] ?? seen;
  }
  let previous: number | null = null;
  const runs: Run[] = [];
  chars.forEach((char, index) => {
    let chosen = strong[index] ?? null;
    if (chosen === null) {
      const between = previous === arabicAt && next[index] === arabicAt;
      chosen =
        arabicAt >= 0 && between && face.fonts[arabicAt]!.covers.has(char.codePointAt(0)!)
          ? arabicAt
          : pick(char);
    } else previous = chosen;
    const font = face.fonts[chosen]!.font;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  });
  return runs;
}

const advances = new WeakMap<PDFFont, Map<string, number>>();

/** One character's advance at size 1, measured once per font. */
function advanceOf(font: PDFFont, char: string): number {
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let width = known.get(char);
  if (width === undefined) known.set(char, (width = font.widthOfTextAtSize(char, 1)));
  return width;
}

/**
 * The width of `text` (already encodable) set in `face`: an Arabic run as the font engine shapes it,
 * any other as the sum of its characters' advances, measured once each (pdf-lib draws advances without
 * kerning; a ligature only makes the text narrower, so a line measured so still fits).
 */
function widthOf(text: string, face: Face, fontSize: number): number {
  const arabic = new Set(face.fonts.filter((f) => f.arabic).map((f) => f.font));
  let width = 0;
  for (const run of runsOf(text, face))
    if (arabic.has(run.font)) width += run.font.widthOfTextAtSize(run.text, 1);
    else for (const char of run.text) width += advanceOf(run.font, char);
  return width * fontSize;
}

/** Draws `text` (already encodable) run by run from `x`. */
function drawRuns(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; face: Face; color: ReturnType<typeof rgb> },
): void {
  let x = options.x;
  const runs = runsOf(text, options.face);
  runs.forEach((run, index) => {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
    if (index < runs.length - 1) x += run.font.widthOfTextAtSize(run.text, options.size);
  });
}

/**
 * `text` as lines of at most `width` points: its own line breaks kept, words wrapped, a word longer
 * than a line broken inside.
 */
function wrap(
  text: string,
  face: Face,
  fontSize: number,
  width: number,
  encodable: ReadonlySet<number>,
): string[] {
  const fitsLine = (value: string) => widthOf(value, face, fontSize) <= width;
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
      if (fitsLine(word)) {
        current = word;
        continue;
      }
      // A word wider than the line is cut where the next character would overflow.
      let currentWidth = 0;
      for (const char of word) {
        const charWidth = widthOf(char, face, fontSize);
        if (current && currentWidth + charWidth > width) {
          lines.push(current);
          current = '';
          currentWidth = 0;
        }
        current += char;
        currentWidth += charWidth;
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
  text(value: string, options: { face: Face; size: number; colour: typeof colour.text }): void {
    const lineHeight = Layout.lineHeight(options.size);
    const lines = wrap(value, options.face, options.size, contentWidth, this.fonts.encodable);
    this.keepTogether(lines.length * lineHeight);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      drawRuns(this.page, line, {
        x: margin.left,
        y: this.y + (lineHeight - options.size) / 2,
        size: options.size,
        face: options.face,
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
    this.text(value, { face: this.fonts.bold, size: size.heading, colour: colour.accent });
    this.space(4);
  }

  /** A table-like row: the label in the left column, the value in the right, a hairline below. */
  row(label: string, value: string, strong: boolean): void {
    const lineHeight = Layout.lineHeight(size.body);
    const valueFace = strong ? this.fonts.bold : this.fonts.regular;
    const labelLines = wrap(label, this.fonts.regular, size.body, labelColumnWidth, this.fonts.encodable);
    const valueLines = wrap(value, valueFace, size.body, valueColumnWidth, this.fonts.encodable);
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
        drawRuns(this.page, labelLine, {
          x: margin.left,
          y: baseline,
          size: size.body,
          face: this.fonts.regular,
          color: colour.muted,
        });
      if (valueLine)
        drawRuns(this.page, valueLine, {
          x: margin.left + labelColumnWidth + columnGap,
          y: baseline,
          size: size.body,
          face: valueFace,
          color: colour.text,
        });
    }
    this.space(padding);
    this.rule(0.5);
  }

  paragraph(value: string): void {
    this.space(4);
    this.text(value, { face: this.fonts.regular, size: size.body, colour: colour.text });
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
  const fonts = await embedFonts(document, content);
  const { regular, bold } = fonts;

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
  layout.text(content.title, { face: bold, size: size.title, colour: colour.text });
  layout.space(2);
  layout.text(content.subtitle, { face: regular, size: size.subtitle, colour: colour.muted });
  layout.text(`Transaction ID ${content.transactionId} | Issued ${content.issuedOn}`, {
    face: regular,
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
    drawRuns(page, left, {
      x: margin.left,
      y: footerBaseline,
      size: size.footer,
      face: fonts.regular,
      color: colour.muted,
    });
    drawRuns(page, right, {
      x: pageSize[0] - margin.right - widthOf(right, fonts.regular, size.footer),
      y: footerBaseline,
      size: size.footer,
      face: fonts.regular,
      color: colour.muted,
    });
  });
}

/** Every piece of text the document prints, to see which scripts it needs. */
function textsOf(content: PlatformDocument): string[] {
  return [
    content.title,
    content.subtitle,
    content.transactionId,
    ...content.sections.flatMap((section) => [
      section.heading,
      ...section.entries.flatMap((entry) =>
        entry.type === 'line' ? [entry.label, entry.value] : [entry.text],
      ),
    ]),
  ];
}

/**
 * Noto Sans in both weights, and Noto Naskh Arabic and Noto Sans SC only when the document has
 * Arabic or Chinese/Japanese text (the Chinese font is large, so it has one weight: bold text in it
 * is set regular). Each is embedded as the subset of glyphs the document uses.
 */
async function embedFonts(document: PDFDocument, content: PlatformDocument): Promise<Fonts> {
  document.registerFontkit(subsettingFontkit);
  const all = textsOf(content).join('\n');
  const embed = async (name: FontName, arabic = false) => {
    const font = await document.embedFont(await fontBytes(name), { subset: true });
    return { font, covers: new Set(font.getCharacterSet()), arabic };
  };
  // one after the other: the order fonts are embedded in is part of the bytes
  const sansRegular = await embed('sans-regular');
  const sansBold = await embed('sans-bold');
  const hasArabic = arabicScript.test(all);
  const arabicRegular = hasArabic ? await embed('arabic-regular', true) : undefined;
  const arabicBold = hasArabic ? await embed('arabic-bold', true) : undefined;
  const cjk = cjkScript.test(all) ? await embed('cjk-regular') : undefined;
  const face = (...fonts: Array<Face['fonts'][number] | undefined>): Face => ({
    fonts: fonts.filter((f) => f !== undefined),
  });
  const regular = face(sansRegular, arabicRegular, cjk);
  const bold = face(sansBold, arabicBold, cjk);
  const encodable = new Set<number>();
  for (const { covers } of [...regular.fonts, ...bold.fonts]) for (const code of covers) encodable.add(code);
  return { regular, bold, encodable };
}
