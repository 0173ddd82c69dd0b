import type { DocumentRecord, FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { missingRequiredFields, validateFormValues } from '@portal/contracts/registration-form';
import { conflict, invalid } from '../../platform/errors';

const capitalised = (type: RegistrationType) => type.charAt(0).toUpperCase() + type.slice(1);

/** Submitted or approved registrations are frozen for the applicant (spec, States and transitions). */
export function assertModifiable(existing: Registration | undefined): void {
  if (existing && (existing.status === 'submitted' || existing.status === 'approved'))
    throw conflict(
      `This ${capitalised(existing.type)} registration has already been ${existing.status} and cannot be modified.`,
    );
}

/** Every value must be well-formed; a submission must also have every visible required field. */
export function checkFormValues(type: RegistrationType, values: FormValues, mode: 'draft' | 'submit'): void {
  const errors = Object.entries(validateFormValues(type, values, { partial: mode === 'draft' }));
  if (errors.length) {
    const [field, message] = errors[0]!;
    throw invalid(`${field}: ${message}`, field);
  }
  if (mode === 'submit') {
    const missing = missingRequiredFields(type, values);
    if (missing.length)
      throw invalid(`Please fill in the required fields: ${missing.join(', ')}`, missing[0]);
  }
}

/** Document ids referenced by file fields of the form. */
export function referencedDocumentIds(values: FormValues): string[] {
  return Object.values(values).flatMap((v) =>
    v && typeof v === 'object' && 'documentId' in v ? [v.documentId] : [],
  );
}

/**
 * The form with every file field rebuilt from the caller's own document record: only the documentId
 * is taken from the client; file name, type and path are the server's. A documentId that is not one
 * of the caller's documents is refused, naming the field.
 */
export function withServerFileValues(values: FormValues, ownDocuments: DocumentRecord[]): FormValues {
  const byId = new Map(ownDocuments.map((d) => [d.id, d]));
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => {
      if (!value || typeof value !== 'object' || !('documentId' in value)) return [field, value];
      const document = byId.get(value.documentId);
      if (!document) throw invalid(`${field}: this file is not one of your documents`, field);
      return [
        field,
        {
          fileName: document.file_name,
          fileType: document.file_type,
          filePath: document.file_path,
          documentId: document.id,
        },
      ];
    }),
  );
}

/**
 * A document that is part of a submitted or approved registration stays: the review (or the approval
 * already given) relies on it. Drafts and rejected registrations do not hold their documents.
 */
export function assertDocumentDeletable(documentId: string, registrations: Registration[]): void {
  const holder = registrations.find(
    (r) =>
      (r.status === 'submitted' || r.status === 'approved') &&
      referencedDocumentIds(r.form_values).includes(documentId),
  );
  if (holder)
    throw conflict(
      `This document is part of your ${holder.status} ${capitalised(holder.type)} registration and cannot be deleted.`,
    );
}

/** The registration row after a save or submit: insert when none exists, else update (version + 1). */
export function nextRegistration(input: {
  existing: Registration | undefined;
  userId: string;
  type: RegistrationType;
  values: FormValues;
  status: 'draft' | 'submitted';
  id: string;
  now: Date;
}): Registration {
  const now = input.now.toISOString();
  return {
    id: input.existing?.id ?? input.id,
    user_id: input.userId,
    type: input.type,
    status: input.status,
    form_values: input.values,
    created_at: input.existing?.created_at ?? now,
    updated_at: now,
    version: (input.existing?.version ?? 0) + 1,
  };
}
