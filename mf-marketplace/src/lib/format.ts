import { format, isValid, parseISO } from 'date-fns';

/** The spec's date format 'MMM d, yyyy'; 'Invalid date' when the value cannot be parsed. */
export function formatDate(value: string | undefined | null, pattern = 'MMM d, yyyy'): string {
  if (!value) return 'Invalid date';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** File sizes are shown in KB (spec): 2048 -> '2.0 KB'. */
export function formatKilobytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Thousands separators for quantities and counts: 12500 -> '12,500'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';
}

/** Today as the server counts it (the UTC calendar day), so the page and the API agree on dates. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
