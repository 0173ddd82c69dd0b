import { format, isValid, parseISO } from 'date-fns';

/** Medium date format, 'Invalid date' when the value cannot be parsed. */
export function formatDate(value: string | undefined | null, pattern = 'MMM d, yyyy, h:mm a'): string {
  if (!value) return 'Invalid date';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** Human-readable file size: 512 B, 1.5 KB, 2.3 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'buyer' -> 'Buyer'. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}
