import { readFile } from 'node:fs/promises';

/**
 * The Noto fonts the platform's PDFs are set in, as bytes: Noto Sans for Latin, Greek and Cyrillic
 * (Polish, Romanian, Turkish … included), Noto Naskh Arabic, and Noto Sans SC (Noto Sans Hans) for
 * Chinese, with Japanese kanji and kana. The font packages publish no subpath exports, so the files
 * are reached by their path below functions/node_modules.
 *
 * Run from source (the local gateway, tests) a file is read from the installed package. A deployed
 * function has no node_modules: esbuild's `file` loader (infra/src/portal-function.ts) copies each
 * font imported below beside the bundle and the import yields its path relative to the bundle, which
 * is what the fallback then reads. Only the functions that render PDFs carry the fonts.
 */

export type FontName = 'sans-regular' | 'sans-bold' | 'arabic-regular' | 'arabic-bold' | 'cjk-regular';

const packaged = {
  'sans-regular': '../../../node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf',
  'sans-bold': '../../../node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf',
  'arabic-regular': '../../../node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf',
  'arabic-bold': '../../../node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf',
  'cjk-regular': '../../../node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf',
} as const satisfies Record<FontName, string>;

// Literal imports, so that the bundler sees and copies each file; run from source they are never taken.
const bundled: Record<FontName, () => Promise<{ default: string }>> = {
  'sans-regular': () => import('../../../node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf'),
  'sans-bold': () => import('../../../node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf'),
  'arabic-regular': () =>
    import('../../../node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf'),
  'arabic-bold': () => import('../../../node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf'),
  'cjk-regular': () => import('../../../node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'),
};

async function load(name: FontName): Promise<Uint8Array> {
  try {
    return await readFile(new URL(packaged[name], import.meta.url));
  } catch {
    const { default: path } = await bundled[name]();
    return readFile(new URL(path, import.meta.url));
  }
}

const cache = new Map<FontName, Promise<Uint8Array>>();

/** The font file's bytes, read once per process (a warm function renders without reading again). */
export function fontBytes(name: FontName): Promise<Uint8Array> {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = load(name);
    bytes.catch(() => cache.delete(name));
    cache.set(name, bytes);
  }
  return bytes;
}
