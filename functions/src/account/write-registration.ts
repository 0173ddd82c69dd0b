import { randomUUID } from 'node:crypto';
import type { FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { getRegistration, listDocuments, saveRegistration } from './data/account-repository';
import {
  assertModifiable,
  checkFormValues,
  nextRegistration,
  referencedDocumentIds,
} from './domain/registrations';
import { invalid } from '../platform/domain/errors';

/** Save for Later and Submit: same rules, different status and strictness. */
export async function writeRegistration(
  userId: string,
  type: RegistrationType,
  values: FormValues,
  status: 'draft' | 'submitted',
): Promise<Registration> {
  const existing = await getRegistration(userId, type);
  assertModifiable(existing);
  checkFormValues(type, values, status === 'submitted' ? 'submit' : 'draft');
  const referenced = referencedDocumentIds(values);
  if (referenced.length) {
    const own = new Set((await listDocuments(userId)).map((d) => d.id));
    const foreign = Object.entries(values).find(
      ([, v]) => v && typeof v === 'object' && 'documentId' in v && !own.has(v.documentId),
    );
    if (foreign) throw invalid(`${foreign[0]}: this file is not one of your documents`, foreign[0]);
  }
  const next = nextRegistration({
    existing,
    userId,
    type,
    values,
    status,
    id: randomUUID(),
    now: new Date(),
  });
  await saveRegistration(next);
  return next;
}
