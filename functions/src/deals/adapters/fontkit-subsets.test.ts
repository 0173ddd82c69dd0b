import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { subsettingFontkit } from './fontkit-subsets';
import { fontBytes } from './pdf-fonts';

/** A subset of `text`'s glyphs as the PDF embeds it, and each character's glyph id in it. */
async function subsetOf(bytes: Uint8Array, text: string) {
  const font = subsettingFontkit.create(bytes);
  const subset = font.createSubset();
  const ids = [...text].map((char) => subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0)!)));
  const chunks: Uint8Array[] = [];
  const stream = (
    subset as unknown as {
      encodeStream(): { on(event: string, listener: (chunk?: Uint8Array) => void): unknown };
    }
  ).encodeStream();
  await new Promise<void>((resolve) => {
    stream.on('data', (chunk) => chunks.push(chunk!));
    stream.on('end', () => resolve());
  });
  return { font, ids, bytes: Buffer.concat(chunks) };
}

describe('subsettingFontkit', () => {
  it('keeps every TrueType glyph of a Noto Sans subset as drawn in the full font', async () => {
    const text = 'Platform Fee Invoice Łódź Дизель';
    const { font, ids, bytes } = await subsetOf(await fontBytes('sans-regular'), text);
    const subset = fontkit.create(bytes);
    [...text].forEach((char, index) => {
      const original = font.glyphForCodePoint(char.codePointAt(0)!).path.toSVG();
      expect(subset.getGlyph(ids[index]!).path.toSVG(), char).toBe(original);
    });
  });

  it('writes a CFF subset of the Chinese font with a valid header', async () => {
    const { bytes } = await subsetOf(await fontBytes('cjk-regular'), '宁波石化贸易有限公司柴油');
    // major version 1, then the header size and the offset size, which must be 1 to 4
    expect(bytes[0]).toBe(1);
    expect(bytes[3]).toBeGreaterThanOrEqual(1);
    expect(bytes[3]).toBeLessThanOrEqual(4);
  });
});
