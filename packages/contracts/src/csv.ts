/**
 * The one CSV writer of the portal (the API's user export and the admin screens' exports).
 *
 * RFC 4180 with CRLF line ends. Every text cell is quoted (inner quotes doubled), so commas, quotes
 * and line breaks never shift columns; numbers and booleans are written bare. A text cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or CR) gets a leading single
 * quote — except a phone number in international form (`+` then digits and spaces), which a
 * spreadsheet reads as text when quoted and which would otherwise arrive as `'+31 …`.
 */
export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const internationalPhoneNumber = /^\+\d[\d ]*$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = formulaStart.test(value) && !internationalPhoneNumber.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
