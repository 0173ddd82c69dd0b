import type { RegistrationType } from '@portal/contracts/me';
import { findField, registrationForms, type Field } from '@portal/contracts/registration-form';

/**
 * Registration form values for review screens (spec, Verifications): grouped into Business, Contact,
 * Financial, Compliance, Operations and Legal by key prefix, 'N/A' when empty. Keys and values are shown
 * as the applicant saw them in the form: the field's label and a select option's label from the field
 * catalogue; a key the catalogue does not know (older forms) shows as capitalised words. The real catalogue (packages/contracts/src/registration-form.ts) uses more prefixes than the six
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

/** The catalogue's label of a form key for this registration type; capitalised words when unknown. */
export function fieldDisplayLabel(key: string, type?: RegistrationType): string {
  return (type ? findField(type, key)?.label : undefined) ?? keyLabel(key);
}

const registrationTypes = Object.keys(registrationForms) as RegistrationType[];

/**
 * A document's type as a reviewer reads it: a registration file field's label ('Signed Agreement' for
 * document_signed_agreement), else the type in capitalised words ('general' -> 'General').
 */
export function documentTypeLabel(documentType: string): string {
  for (const type of registrationTypes) {
    const field = findField(type, documentType);
    if (field?.type === 'file') return field.label;
  }
  return keyLabel(documentType.replace(/^document_/, ''));
}

/**
 * Displayed value: 'N/A' for empty, Yes/No for booleans, the file name for uploaded files, and for a
 * select field the label of the chosen option ('$5M - $20M' for 5m_20m).
 */
export function displayValue(value: unknown, field?: Field): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'N/A';
  if (typeof value === 'string') {
    if (!value.trim()) return 'N/A';
    return field?.options?.find((option) => option.value === value)?.label ?? value;
  }
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
 * empty groups are left out, entries keep the order of the form. With the registration type, labels
 * and option values come from that form's catalogue.
 */
export function groupFormValues(formValues: unknown, type?: RegistrationType): FormGroup[] {
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
      label: fieldDisplayLabel(key, type),
      value: displayValue(value, type ? findField(type, key) : undefined),
      ...(documentId ? { documentId } : {}),
    };
    byGroup.set(group, [...(byGroup.get(group) ?? []), entry]);
  }
  return GROUPS.filter((name) => byGroup.has(name)).map((name) => ({ name, entries: byGroup.get(name)! }));
}
