import { describe, expect, it } from 'vitest';
import { docxFile, plainZip, zipOf } from '../../../../test/support/office-files';
import { refusalOf, sampleBytesFor, type StoredObject } from './verification';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const stored = (sample: Uint8Array, contentType: string, size = sample.length): StoredObject => ({
  size,
  contentType,
  sample,
});
const pdf = bytes('%PDF-1.4\n%\xe2\xe3\n1 0 obj << >> endobj\n%%EOF\n');
const png = bytes(
  0x89,
  'PNG',
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  'IHDR',
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  8,
  6,
  0,
  0,
  0,
);
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const expect_ = (type: Parameters<typeof refusalOf>[0]['type'], size: number) => ({
  type,
  size,
  maxBytes: 10 * 1024 * 1024,
});

describe('refusalOf: the stored object against what was accepted', () => {
  it('accepts the announced file stored with the accepted type', async () => {
    expect(
      await refusalOf(expect_('application/pdf', pdf.length), stored(pdf, 'application/pdf')),
    ).toBeUndefined();
    expect(await refusalOf(expect_('image/png', png.length), stored(png, 'image/png'))).toBeUndefined();
  });

  it('refuses an object stored as text/html or image/svg+xml under a PDF ticket, whatever its bytes', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'text/html; charset=utf-8', undefined])
      expect(
        await refusalOf(expect_('application/pdf', pdf.length), { ...stored(pdf, ''), contentType: type }),
      ).toMatch(/not as the accepted application\/pdf/);
  });

  it('refuses a missing, resized, oversized, empty or disguised file', async () => {
    const pending = expect_('application/pdf', pdf.length);
    expect(await refusalOf(pending, undefined)).toMatch(/not uploaded/);
    expect(await refusalOf(pending, stored(pdf, 'application/pdf', pdf.length + 1))).toMatch(
      /bytes, not the/,
    );
    const big = 11 * 1024 * 1024;
    expect(await refusalOf({ ...pending, size: big }, stored(pdf, 'application/pdf', big))).toMatch(/10 MB/);
    expect(await refusalOf({ ...pending, size: 0 }, stored(new Uint8Array(), 'application/pdf'))).toMatch(
      /empty/,
    );
    expect(await refusalOf(expect_('application/pdf', png.length), stored(png, 'application/pdf'))).toBe(
      "The file's content is not a valid application/pdf file (it is image/png).",
    );
  });

  it('tells a ZIP from a DOCX by its entries, not its first bytes', async () => {
    const zip = plainZip();
    expect(await refusalOf(expect_(docx, zip.length), stored(zip, docx))).toMatch(
      /not a valid .*wordprocessingml.document file \(it is application\/zip\)/,
    );
    const word = docxFile();
    expect(await refusalOf(expect_(docx, word.length), stored(word, docx))).toBeUndefined();
    // the same DOCX is not a spreadsheet
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(await refusalOf(expect_(xlsx, word.length), stored(word, xlsx))).toMatch(/not a valid/);
  });

  it('recognises a DOCX larger than the sample from the sample the server reads', async () => {
    const word = docxFile('Large', 3 * 1024 * 1024);
    const sampleBytes = sampleBytesFor(docx);
    expect(word.length).toBeGreaterThan(sampleBytes);
    const sample = word.subarray(0, sampleBytes);
    expect(await refusalOf(expect_(docx, word.length), stored(sample, docx, word.length))).toBeUndefined();
    // a ZIP padded the same way stays a ZIP
    const zip = zipOf([
      { name: 'readme.txt', content: 'x' },
      { name: 'big.bin', content: word },
    ]);
    expect(
      await refusalOf(expect_(docx, zip.length), stored(zip.subarray(0, sampleBytes), docx, zip.length)),
    ).toMatch(/not a valid/);
  });

  it('takes text as UTF-8 without NUL bytes and refuses binaries declared as text', async () => {
    const csv = new TextEncoder().encode('name,city\nAnna,Zürich\n');
    expect(await refusalOf(expect_('text/csv', csv.length), stored(csv, 'text/csv'))).toBeUndefined();
    // a character cut at the end of a sample of a longer file
    const cut = bytes('caf', 0xc3);
    expect(await refusalOf(expect_('text/plain', 10), stored(cut, 'text/plain', 10))).toBeUndefined();
    expect(await refusalOf(expect_('text/plain', 4), stored(cut, 'text/plain'))).toMatch(
      /not a valid text\/plain/,
    );
    expect(await refusalOf(expect_('text/plain', 4), stored(bytes('MZ', 0, 0), 'text/plain'))).toMatch(
      /not a valid/,
    );
    expect(await refusalOf(expect_('text/plain', pdf.length), stored(pdf, 'text/plain'))).toMatch(
      /\(it is application\/pdf\)/,
    );
  });
});
