import type { FocusEvent } from 'react';
import { TextField, type TextFieldProps } from './Input';

/**
 * Quantities and prices as traders type them: '30,000', '30 000', '1,250,000.5', '685.50'. The input
 * keeps the text as typed while it has the focus, and shows the thousands grouped once it is left
 * ('30000' -> '30,000'; the decimals stay as typed, so '685.50' keeps its cents). What a form sends
 * is the number `parseNumberText` reads from the text, never the text itself.
 */

/** Digits grouped by commas in threes, or not grouped at all; then an optional decimal part. */
const numberPattern = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[+-]?\.\d+$/;

/** Spaces (also non-breaking and thin ones) some traders group digits with. */
const spaces = /[\s\u00a0\u202f]/g;

/**
 * The number a trader typed: null for nothing, NaN for text that is no number. A comma only groups
 * thousands: '1,5' is refused (NaN) rather than read as 15 or 1.5, so a decimal comma is never taken
 * for a grouping one.
 */
export function parseNumberText(text: string): number | null {
  const compact = text.replace(spaces, '');
  if (compact === '') return null;
  if (!numberPattern.test(compact)) return Number.NaN;
  return Number(compact.replace(/,/g, ''));
}

/**
 * The text with its thousands grouped by commas and its decimals as typed: '30000' -> '30,000',
 * '1250000.50' -> '1,250,000.50'. Text that is no number is returned unchanged, for its error to name.
 */
export function groupNumberText(text: string): string {
  const value = parseNumberText(text);
  if (value === null || Number.isNaN(value)) return text;
  const compact = text.replace(spaces, '').replace(/,/g, '');
  const sign = /^[+-]/.test(compact) ? compact[0]! : '';
  const [whole = '', decimals] = compact.slice(sign.length).split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' ? '-' : ''}${grouped}${decimals === undefined ? '' : `.${decimals}`}`;
}

/**
 * A TextField for a quantity or price: a decimal keyboard on phones, no autofill, and the grouping
 * applied when the input is left (as a change, so react-hook-form's `register` and a controlled
 * `value` both receive the grouped text).
 */
export function NumberField({ onBlur, onChange, ...rest }: TextFieldProps) {
  const group = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const grouped = groupNumberText(input.value);
    if (grouped !== input.value) {
      input.value = grouped;
      onChange?.(event as never);
    }
    onBlur?.(event as never);
  };
  return (
    <TextField inputMode="decimal" autoComplete="off" {...rest} onChange={onChange} onBlur={group as never} />
  );
}
