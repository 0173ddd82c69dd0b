import type { FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { missingRequiredFields, validateFormValues } from '@portal/contracts/registration-form';
import { conflict, invalid } from '../../platform/domain/errors';

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
