/**
 * RFC 4180 CSV: fields with commas, quotes or line breaks are quoted and quotes doubled. Cells that a
 * spreadsheet would run as a formula (=, +, -, @ first) are prefixed with a quote (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Spec: user_export_{date}.csv with ID, Full Name, Email, Company, Phone, Roles (", "), Created At. */
export const userExportHeader = ['ID', 'Full Name', 'Email', 'Company', 'Phone', 'Roles', 'Created At'];
