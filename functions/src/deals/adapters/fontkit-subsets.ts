import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * @pdf-lib/fontkit (1.1.1, the font engine pdf-lib is made for) writes broken subsets of two kinds of
 * font, which PDF readers that draw glyphs by the font's own tables (Chrome's PDFium among them) show
 * as missing letters, while the text still extracts:
 *
 * - TrueType: the subset's glyph offsets are written in the short form (halved) whenever they fit,
 *   but glyphs of odd length are not padded, so every offset after one is off by a byte (Noto Sans
 *   printed 'fo   o  d' for 'Platform Fee Invoice'). Upstream fontkit keeps the original font's
 *   form; here the long form is used, which is exact for any glyph length.
 * - CID-keyed CFF (the Chinese font): each glyph is mapped to the font dictionary added last rather
 *   than to its own, so glyphs get another dictionary's subroutines. Upstream fontkit's fix is
 *   repeated below.
 *
 * `subsettingFontkit` is the same engine with both repaired on the subset classes, the first time a
 * font of each kind is opened.
 */

interface TrueTypeSubset {
  loca: { version?: number };
  _addGlyph(gid: number): unknown;
}

interface CffDict {
  FontName?: unknown;
  Private?: { Subrs?: unknown[] } & Record<string, unknown>;
}

interface CffSubset {
  glyphs: number[];
  cff: { fdForGlyph(gid: number): number | null; topDict: { FDArray: CffDict[] }; length?: number };
  encode(stream: unknown): unknown;
  font: { getGlyph(gid: number): { path: unknown; _usedSubrs: Record<string, boolean> } };
  subsetSubrs(subrs: unknown[], used: Record<string, boolean>): unknown[];
  subsetFontdict(topDict: { FDArray: CffDict[]; FDSelect: { version: number; fds: number[] } }): void;
}

const repaired = new WeakSet<object>();

function repairTrueType(prototype: TrueTypeSubset) {
  const addGlyph = prototype._addGlyph;
  prototype._addGlyph = function (this: TrueTypeSubset, gid: number) {
    // set before the first glyph, so the encoder keeps the long form instead of halving offsets
    this.loca.version ??= 1;
    return addGlyph.call(this, gid);
  };
}

function repairCff(prototype: CffSubset) {
  const encode = prototype.encode;
  prototype.encode = function (this: CffSubset, stream: unknown) {
    // the header's offset size is read from a property the parsed table does not have (upstream: 4)
    const length = this.cff.length;
    this.cff.length = 4;
    try {
      return encode.call(this, stream);
    } finally {
      this.cff.length = length;
    }
  };
  prototype.subsetFontdict = function (this: CffSubset, topDict) {
    topDict.FDArray = [];
    topDict.FDSelect = { version: 0, fds: [] };
    const position = new Map<number, number>();
    const usedSubrs: Array<Record<string, boolean>> = [];
    for (const gid of this.glyphs) {
      const fd = this.cff.fdForGlyph(gid);
      if (fd == null) continue;
      if (!position.has(fd)) {
        topDict.FDArray.push({ ...this.cff.topDict.FDArray[fd] });
        usedSubrs.push({});
        position.set(fd, topDict.FDArray.length - 1);
      }
      const own = position.get(fd)!;
      topDict.FDSelect.fds.push(own);
      const glyph = this.font.getGlyph(gid);
      void glyph.path; // parsing the outline records the subroutines it uses
      Object.assign(usedSubrs[own]!, glyph._usedSubrs);
    }
    topDict.FDArray.forEach((dict, index) => {
      delete dict.FontName;
      if (dict.Private?.Subrs) {
        dict.Private = { ...dict.Private };
        dict.Private.Subrs = this.subsetSubrs(dict.Private.Subrs!, usedSubrs[index]!);
      }
    });
  };
}

/** The engine as pdf-lib takes it: it only opens fonts. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export const subsettingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const prototype = Object.getPrototypeOf(font.createSubset()) as object;
    if (!repaired.has(prototype)) {
      repaired.add(prototype);
      if ('subsetFontdict' in prototype) repairCff(prototype as CffSubset);
      else if ('_addGlyph' in prototype) repairTrueType(prototype as TrueTypeSubset);
    }
    return font;
  },
};
