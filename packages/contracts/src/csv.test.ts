import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV writer', () => {
  it('quotes every text cell, doubling inner quotes; empty values stay empty', () => {
    expect(csvCell('Acme')).toBe('"Acme"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Oil')).toBe('"The ""Best"" Oil"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes numbers and booleans bare, negative numbers included', () => {
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
  });

  it('puts a quote before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('+cmd|calc')).toBe(`"'+cmd|calc"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('keeps international phone numbers as they are', () => {
    expect(csvCell('+31 20 123 4567')).toBe('"+31 20 123 4567"');
    expect(csvCell('+15550000000')).toBe('"+15550000000"');
    expect(csvCell('+ ')).toBe(`"'+ "`);
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Phone', 'Rating'],
        [
          ['Ann', '+44 20 7946 0000', 4],
          ['=cmd', undefined, 2.5],
        ],
      ),
    ).toBe('"Name","Phone","Rating"\r\n"Ann","+44 20 7946 0000",4\r\n"\'=cmd",,2.5\r\n');
  });
});
