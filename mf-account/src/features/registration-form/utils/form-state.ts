import type { DocumentRecord, FileValue, FormValues } from '@portal/contracts/account';
import type { RegistrationStatus, RegistrationType } from '@portal/contracts/me';

export type FormValue = FormValues[string];

/** Spec: form_values "may arrive as a JSON string"; anything unreadable is an empty form. */
export function parseFormValues(raw: unknown): FormValues {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as FormValues) } : {};
}

/** A file field's value: the document the upload flow recorded (document_type = the field name). */
export function fileValueFromDocument(
  doc: Pick<DocumentRecord, 'id' | 'file_name' | 'file_type' | 'file_path'>,
): FileValue {
  return { fileName: doc.file_name, fileType: doc.file_type, filePath: doc.file_path, documentId: doc.id };
}

export function isFileValue(value: unknown): value is FileValue {
  return Boolean(
    value &&
    typeof value === 'object' &&
    typeof (value as FileValue).documentId === 'string' &&
    typeof (value as FileValue).fileName === 'string',
  );
}

/** Submitted or approved registrations cannot be changed by the user. */
export function isReadOnly(status: RegistrationStatus | undefined): status is 'submitted' | 'approved' {
  return status === 'submitted' || status === 'approved';
}

export function typeName(type: RegistrationType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export function readOnlyNotice(type: RegistrationType, status: 'submitted' | 'approved'): string {
  return status === 'submitted'
    ? `This ${typeName(type)} registration has been submitted and is under review. It cannot be modified.`
    : `This ${typeName(type)} registration has been approved and cannot be modified.`;
}

export function submittedToast(type: RegistrationType): string {
  return `${typeName(type)} registration submitted successfully! It is now under review.`;
}

/** The error description naming the missing fields by their labels. */
export function missingFieldsMessage(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  if (labels.length === 1) return `Please fill in the required field: ${labels[0]}`;
  return `Please fill in the required fields: ${labels.join(', ')}`;
}

/** True when a value counts as filled in (files need a documentId; checkboxes count when ticked). */
export function hasValue(value: FormValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  return isFileValue(value);
}

/** What is sent: only the given (visible) fields, empty strings dropped, strings trimmed. */
export function valuesToSend(values: FormValues, fieldNames: Iterable<string>): FormValues {
  const out: FormValues = {};
  for (const name of fieldNames) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) out[name] = trimmed;
    } else {
      out[name] = value;
    }
  }
  return out;
}
