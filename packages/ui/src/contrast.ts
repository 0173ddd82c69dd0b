/**
 * WCAG 2.x contrast ratio of CSS colours in the forms the theme uses ('#rrggbb', 'rgba(r, g, b, a)').
 * A translucent colour is first composed over the opaque backdrop it is drawn on.
 */
type Rgb = readonly [number, number, number];
interface Rgba {
  rgb: Rgb;
  alpha: number;
}

export function parseColor(css: string): Rgba {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{6})$/.exec(value);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (fn) {
    return {
      rgb: [Number(fn[1]), Number(fn[2]), Number(fn[3])],
      alpha: fn[4] === undefined ? 1 : Number(fn[4]),
    };
  }
  throw new Error(`unsupported colour: ${css}`);
}

/** The opaque colour seen when `top` is painted over the opaque `backdrop`. */
export function composite(top: string, backdrop: string): Rgb {
  const { rgb, alpha } = parseColor(top);
  const under = parseColor(backdrop).rgb;
  return [0, 1, 2].map((i) => rgb[i]! * alpha + under[i]! * (1 - alpha)) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/**
 * Contrast of text colour `foreground` on `background`; a translucent background is composed over
 * `backdrop` (the opaque surface under it), a translucent foreground over the composed background.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#000000'): number {
  const bg = composite(background, backdrop);
  const bgCss = `rgb(${bg.map((c) => Math.round(c)).join(', ')})`;
  const fg = composite(foreground, bgCss);
  const [a, b] = [luminance(fg), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
