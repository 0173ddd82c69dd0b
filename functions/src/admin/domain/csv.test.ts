import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, userExportHeader } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('the "best" metals')).toBe('"the ""best"" metals"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(undefined)).toBe('');
  });
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+44 20')).toBe("'+44 20");
  });
  it('writes the spec header and CRLF rows', () => {
    expect(toCsv(userExportHeader, [['1', 'A', 'a@b.co', 'C', '', 'buyer, seller', 'T']])).toBe(
      'ID,Full Name,Email,Company,Phone,Roles,Created At\r\n1,A,a@b.co,C,,"buyer, seller",T\r\n',
    );
  });
});
