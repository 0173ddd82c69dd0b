/**
 * Adapter over the registration field catalogue (packages/contracts/src/registration-form.ts). The form
 * only uses these names, so the catalogue's own shape is bound in one place.
 * TEMPORARY local types until the catalogue lands.
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkbox' | 'file' | 'date';
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
