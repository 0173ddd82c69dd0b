import { quantityLabel, quantityUnits, type QuantityUnit } from '@portal/contracts/marketplace-catalogue';
import { format, isValid, parseISO } from 'date-fns';

/** The spec's date format 'MMM d, yyyy'; 'Invalid date' when the value cannot be parsed. */
export function formatDate(value: string | undefined | null, pattern = 'MMM d, yyyy'): string {
  if (!value) return 'Invalid date';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** A moment in a history: 'Jun 15, 2025, 14:05'. */
export function formatDateTime(value: string | undefined | null): string {
  return formatDate(value, 'MMM d, yyyy, HH:mm');
}

/** Thousands separators for quantities and counts: 12500 -> '12,500'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';
}

const isQuantityUnit = (unit: string): unit is QuantityUnit => Object.hasOwn(quantityUnits, unit);

/** '50,000 MT'; a unit outside the marketplace's list is shown as the deal stores it. */
export function quantityText(quantity: number, unit: string): string {
  if (isQuantityUnit(unit)) return quantityLabel(quantity, unit);
  return `${formatNumber(quantity)} ${unit}`.trim();
}

/** The first 8 characters of a user id, as the Documents tab shows an uploader to admins. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** Upload sizes are shown in KB: 2048 -> '2.0 KB'. */
export function formatKilobytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A stored document's size: KB below one megabyte, MB above ('5.7 MB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return bytes < 1024 * 1024 ? formatKilobytes(bytes) : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
