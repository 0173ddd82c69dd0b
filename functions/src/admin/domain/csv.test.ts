import { toCsv } from '@portal/contracts/csv';
import { describe, expect, it } from 'vitest';
import { userExportHeader } from './csv';

describe('user export CSV', () => {
  it('writes the spec header and quoted rows; phone numbers stay as entered', () => {
    expect(
      toCsv(userExportHeader, [
        ['1', 'A', 'a@b.co', 'C', '+31 20 123 4567', 'buyer, seller', 'T', '1', 'Administrator'],
      ]),
    ).toBe(
      '"ID","Full Name","Email","Company","Phone","Roles","Created At","Company ID","Company Role"\r\n' +
        '"1","A","a@b.co","C","+31 20 123 4567","buyer, seller","T","1","Administrator"\r\n',
    );
  });
});
