import { describe, expect, it } from 'vitest';
import { groupNumberText, parseNumberText } from './NumberField';

describe('parseNumberText', () => {
  it('reads quantities and prices as traders type them', () => {
    expect(parseNumberText('30,000')).toBe(30000);
    expect(parseNumberText('685.50')).toBe(685.5);
    expect(parseNumberText(' 1,250,000.5 ')).toBe(1250000.5);
    expect(parseNumberText('30 000')).toBe(30000);
    expect(parseNumberText('30\u202f000')).toBe(30000);
    expect(parseNumberText('30000')).toBe(30000);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('-20')).toBe(-20);
  });

  it('is null for nothing and NaN for text that is no number, a decimal comma included', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('   ')).toBeNull();
    for (const text of ['12,5', '1,50,000', '30,00', 'abc', '1e5', '1.2.3', '30,000,', '$30'])
      expect(parseNumberText(text), text).toBeNaN();
  });
});

describe('groupNumberText', () => {
  it('groups the thousands and keeps the decimals as typed', () => {
    expect(groupNumberText('30000')).toBe('30,000');
    expect(groupNumberText('30,000')).toBe('30,000');
    expect(groupNumberText('685.50')).toBe('685.50');
    expect(groupNumberText('1250000.5')).toBe('1,250,000.5');
    expect(groupNumberText('30 000')).toBe('30,000');
    expect(groupNumberText('0030000')).toBe('30,000');
    expect(groupNumberText('.5')).toBe('0.5');
    expect(groupNumberText('-1000')).toBe('-1,000');
    expect(groupNumberText('999')).toBe('999');
  });

  it('leaves empty text and text that is no number as it is, for its error to name', () => {
    expect(groupNumberText('')).toBe('');
    expect(groupNumberText('12,5')).toBe('12,5');
    expect(groupNumberText('abc')).toBe('abc');
  });
});
