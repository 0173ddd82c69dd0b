import { quantityLabel, quantityUnits, type QuantityUnit } from '@portal/contracts/marketplace-catalogue';

/**
 * The portal's one way of writing dates, times, numbers and sizes, so every screen reads alike:
 * dates 'Jun 5, 2025', moments 'Jun 15, 2025, 14:05' (24-hour clock, the reader's time zone),
 * quantities with thousands separators ('50,000 MT'). Written out by hand rather than with
 * Intl.DateTimeFormat, whose separators ('at', narrow spaces) differ between ICU versions.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INVALID = 'Invalid date';
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time as a Date; undefined for anything else. A bare date
 * ('2025-06-05') is that calendar day at local midnight, as a date picker means it, not UTC midnight.
 */
export function parseIsoDate(value: string | undefined | null): Date | undefined {
  const match = value ? ISO.exec(value.trim()) : null;
  if (!match) return undefined;
  const [whole, year, month, day] = match;
  // the one spelling every engine parses: 'T' between date and time, a colon in the offset
  const spelled = whole.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date =
    whole.length === 10 ? new Date(Number(year), Number(month) - 1, Number(day)) : new Date(spelled);
  // no rolling over: '2025-02-30' is no date (the Date constructor would make it March 2)
  const sameDay = whole.length === 10 ? date.getMonth() === Number(month) - 1 : true;
  return Number.isNaN(date.getTime()) || !sameDay ? undefined : date;
}

const dayText = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** A day: 'Jun 5, 2025'; 'Invalid date' when the value is not an ISO date. */
export function formatDate(value: string | undefined | null): string {
  const date = parseIsoDate(value);
  return date ? dayText(date) : INVALID;
}

/** A moment (histories, activities, messages): 'Jun 15, 2025, 14:05', on the 24-hour clock. */
export function formatDateTime(value: string | undefined | null): string {
  const date = parseIsoDate(value);
  return date ? `${dayText(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())}` : INVALID;
}

/** Thousands separators for quantities and counts: 12500 -> '12,500' (up to 3 decimals). */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';
}

const isQuantityUnit = (unit: string): unit is QuantityUnit => Object.hasOwn(quantityUnits, unit);

/** '50,000 MT', '1.5 oz t'; a unit outside the marketplace's list is shown as stored ('12,500 drums'). */
export function quantityText(quantity: number, unit: string): string {
  if (isQuantityUnit(unit)) return quantityLabel(quantity, unit);
  return `${formatNumber(quantity)} ${unit}`.trim();
}

/** An upload's size in KB, as the upload fields show it: 2048 -> '2.0 KB'. */
export function formatKilobytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A stored document's size: KB below one megabyte, MB above ('5.7 MB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  return bytes < 1024 * 1024 ? formatKilobytes(bytes) : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Any byte count in its own unit: 512 B, 1.5 KB, 2.3 MB, 1.0 GB. */
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

/** 'buyer' -> 'Buyer'. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** Today as the server counts it (the UTC calendar day), so the page and the API agree on dates. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The local day for file names: user_export_2025-03-04.csv. */
export function fileDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
