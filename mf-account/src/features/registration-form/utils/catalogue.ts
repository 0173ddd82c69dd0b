/**
 * Adapter over the registration field catalogue (packages/contracts/src/registration-form.ts). The form
 * only uses these names, so the catalogue's own shape is bound in one place.
 * TEMPORARY local types until the catalogue lands.
 */
export type FieldKind =
  'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkbox' | 'file' | 'date';
export interface CatalogueField {
  name: string;
  label: string;
  type: FieldKind;
  placeholder?: string;
  required?: boolean;
  options?: readonly { value: string; label: string }[];
  conditional?: { field: string; value: string | readonly string[] };
  hasDownload?: boolean;
  downloadUrl?: string;
  downloadLabel?: string;
}
export interface CatalogueSection {
  id: string;
  title: string;
  collapsible?: boolean;
  fields: readonly CatalogueField[];
}

import type { FormValues } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';

export function sectionsOf(_type: RegistrationType): readonly CatalogueSection[] {
  return [];
}
export function visibleFieldList(_type: RegistrationType, _values: FormValues): CatalogueField[] {
  return [];
}
export function missingFields(_type: RegistrationType, _values: FormValues): CatalogueField[] {
  return [];
}
/** Field name -> message for values that are present but invalid. */
export function invalidFields(_type: RegistrationType, _values: FormValues): Record<string, string> {
  return {};
}
