/**
 * Document types a user can pick on My Documents. 'general' is the default; registration file
 * fields upload with their field name as the type (document_tax_certificate, ...), and those show with
 * their words capitalised.
 */
export const documentTypeOptions = [
  { value: 'general', label: 'General' },
  { value: 'technical', label: 'Technical' },
  { value: 'agreement', label: 'Agreement' },
  { value: 'financial', label: 'Financial' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'other', label: 'Other' },
] as const;

/** 'document_tax_certificate' -> 'Tax Certificate'; 'general' -> 'General'. */
export function documentTypeLabel(type: string): string {
  const known = documentTypeOptions.find((o) => o.value === type);
  if (known) return known.label;
  return type
    .replace(/^document_/, '')
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Only file types beginning with image are previewed. */
export function isPreviewable(fileType: string): boolean {
  return fileType.startsWith('image/');
}
