import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';
import { theme } from './theme';

const c = theme.colors;
const AA = 4.5;
const surfaces = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // the old primary blue under white text: the failure the theme had
    expect(contrastRatio('#ffffff', '#3b82f6')).toBeCloseTo(3.68, 2);
  });
  it('composes a translucent background over its backdrop', () => {
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
    expect(parseColor('rgba(248, 113, 113, 0.15)')).toEqual({ rgb: [248, 113, 113], alpha: 0.15 });
    expect(() => parseColor('red')).toThrow(/unsupported/);
  });
});

describe('theme colours meet WCAG AA (4.5:1) for text', () => {
  it('white text on the solid fills (primary and destructive buttons)', () => {
    expect(contrastRatio(c.primaryText, c.primary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(c.primaryText, c.primaryHover)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(c.primaryText, c.dangerSolid)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(c.primaryText, c.dangerSolidHover)).toBeGreaterThanOrEqual(AA);
  });

  for (const [name, surface] of Object.entries(surfaces)) {
    it(`text, muted text, links and badge tones on ${name}`, () => {
      expect(contrastRatio(c.text, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(c.textMuted, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(c.info, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(c.danger, surface)).toBeGreaterThanOrEqual(AA);
      // badges: the tone as text on its own translucent tint, over the surface
      for (const tone of ['success', 'danger', 'warning', 'info'] as const) {
        expect(contrastRatio(c[tone], c[`${tone}Bg`], surface), tone).toBeGreaterThanOrEqual(AA);
      }
      expect(contrastRatio(c.textMuted, c.surfaceRaised, surface)).toBeGreaterThanOrEqual(AA);
    });
  }
});
