import { format, isValid, parseISO } from 'date-fns';

/** Medium date format; 'Invalid date' when the value cannot be parsed. */
export function formatDate(value: string | undefined | null, pattern = 'MMM d, yyyy'): string {
  if (!value) return 'Invalid date';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** 'buyer' -> 'Buyer'. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** Human-readable byte size: 512 B, 1.5 KB, 2.3 MB, 1.0 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Today's date for file names: user_export_2025-03-04.csv. */
export function fileDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
