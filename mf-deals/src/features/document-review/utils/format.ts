import { format, isValid, parseISO } from 'date-fns';

/** The spec's date format 'MMM d, yyyy'; 'Invalid date' when the value cannot be parsed. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Invalid date';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'Invalid date';
}

/** Upload sizes are shown in KB (spec): 2048 -> '2.0 KB'. */
export function formatKilobytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A stored document's size: KB below one megabyte, MB above ('5.7 MB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return bytes < 1024 * 1024 ? formatKilobytes(bytes) : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
