/**
 * Registration form values for review screens (spec, Verifications): grouped into Business, Contact,
 * Financial, Compliance, Operations and Legal by key prefix, keys shown as capitalised words, 'N/A' when
 * empty. The real catalogue (packages/contracts/src/registration-form.ts) uses more prefixes than the six
 * groups; each is mapped to the group a reviewer expects it under. Keys that match no prefix go to
 * 'Other', so nothing an applicant entered is hidden from the reviewer.
 */
export const GROUPS = [
  'Business',
  'Contact',
  'Financial',
  'Compliance',
  'Operations',
  'Legal',
  'Other',
] as const;
export type GroupName = (typeof GROUPS)[number];

/** Prefix -> group; the longest matching prefix wins. */
const PREFIXES: ReadonlyArray<readonly [string, GroupName]> = [
  ['business_', 'Business'],
  ['industry_', 'Business'],
  ['seller_', 'Business'],
  ['mandate_', 'Business'],
  ['referral_', 'Business'],
  ['contact_', 'Contact'],
  ['financial_', 'Financial'],
  ['purchasing_', 'Financial'],
  ['bank_', 'Financial'],
  ['compliance_', 'Compliance'],
  ['technical_', 'Compliance'],
  ['product_quality_', 'Compliance'],
  ['operations_', 'Operations'],
  ['product_', 'Operations'],
  ['refinery_', 'Operations'],
  ['tank_terminal_', 'Operations'],
  ['legal_', 'Legal'],
  ['document_', 'Legal'],
];

export function groupOf(key: string): GroupName {
  let best: readonly [string, GroupName] | undefined;
  for (const entry of PREFIXES) {
    if (key.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : 'Other';
}

/** 'business_legal_name' -> 'Business Legal Name'. */
export function keyLabel(key: string): string {
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Displayed value: 'N/A' for empty, Yes/No for booleans, the file name for uploaded files. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'N/A';
  if (typeof value === 'string') return value.trim() ? value : 'N/A';
  if (typeof value === 'object') {
    const file = value as { fileName?: unknown };
    if (typeof file.fileName === 'string' && file.fileName) return file.fileName;
    return 'N/A';
  }
  return String(value);
}

export interface FormEntry {
  key: string;
  label: string;
  value: string;
  /** set when the value is an uploaded file (its document id) */
  documentId?: string;
}
export interface FormGroup {
  name: GroupName;
  entries: FormEntry[];
}

/**
 * Groups form values (an object, or a JSON string as older rows stored it) in the fixed group order;
 * empty groups are left out, entries keep the order of the form.
 */
export function groupFormValues(formValues: unknown): FormGroup[] {
  let values = formValues;
  if (typeof values === 'string') {
    try {
      values = JSON.parse(values) as unknown;
    } catch {
      return [];
    }
  }
  if (!values || typeof values !== 'object' || Array.isArray(values)) return [];
  const byGroup = new Map<GroupName, FormEntry[]>();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const group = groupOf(key);
    const documentId =
      value && typeof value === 'object' && typeof (value as { documentId?: unknown }).documentId === 'string'
        ? (value as { documentId: string }).documentId
        : undefined;
    const entry: FormEntry = {
      key,
      label: keyLabel(key),
      value: displayValue(value),
      ...(documentId ? { documentId } : {}),
    };
    byGroup.set(group, [...(byGroup.get(group) ?? []), entry]);
  }
  return GROUPS.filter((name) => byGroup.has(name)).map((name) => ({ name, entries: byGroup.get(name)! }));
}
