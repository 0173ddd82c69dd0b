import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV building', () => {
  it('leaves plain cells alone and renders empty values as nothing', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and newlines, doubling inner quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Oil')).toBe('"The ""Best"" Oil"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell(-1)).toBe('-1');
  });

  it('builds a header and rows with CRLF line ends', () => {
    expect(
      buildCsv(
        ['Name', 'Company'],
        [
          ['Ann', 'Acme, Inc.'],
          ['Bob', 'He said "hi"'],
        ],
      ),
    ).toBe('Name,Company\r\nAnn,"Acme, Inc."\r\nBob,"He said ""hi"""\r\n');
  });
});
