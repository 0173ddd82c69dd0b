import { countBusinessAct } from '../../platform/metrics/business-metrics';
import { randomUUID } from 'node:crypto';
import type { FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { recordActivity } from '../../platform/activity/data/activity-items';
import { listDocuments, listRegistrations } from '../../platform/accounts/data/account-reads';
import { notFound } from '../../platform/errors';
import { getRegistration, saveRegistration } from '../data/account-repository';
import { documentsStillExist } from '../data/document-repository';
import {
  assertModifiable,
  checkFormValues,
  nextRegistration,
  referencedDocumentIds,
  withServerFileValues,
} from '../domain/registrations';

/** The caller's registrations (at most one per type). */
export async function ownRegistrations(userId: string): Promise<{ registrations: Registration[] }> {
  return { registrations: await listRegistrations(userId) };
}

/** The caller's registration of one type; 404 while there is none. */
export async function ownRegistration(userId: string, type: RegistrationType): Promise<Registration> {
  const registration = await getRegistration(userId, type);
  if (!registration) throw notFound('No registration of this type yet');
  return registration;
}

/**
 * Save for Later and Submit: same rules, different status and strictness. File fields are stored as
 * the server's record of the caller's document, and the save holds only while those documents exist.
 */
export async function writeRegistration(
  userId: string,
  type: RegistrationType,
  submitted: FormValues,
  status: 'draft' | 'submitted',
): Promise<Registration> {
  const existing = await getRegistration(userId, type);
  assertModifiable(existing);
  const referenced = referencedDocumentIds(submitted);
  const values = referenced.length ? withServerFileValues(submitted, await listDocuments(userId)) : submitted;
  checkFormValues(type, values, status === 'submitted' ? 'submit' : 'draft');
  const next = nextRegistration({
    existing,
    userId,
    type,
    values,
    status,
    id: randomUUID(),
    now: new Date(),
  });
  const submittedNow =
    status === 'submitted'
      ? [
          recordActivity({
            userId,
            action: `${type.charAt(0).toUpperCase()}${type.slice(1)} registration submitted`,
            status: 'Pending',
            at: new Date(next.updated_at),
            link: '/my-account?tab=registration',
          }),
        ]
      : [];
  await saveRegistration(next, [...documentsStillExist(userId, referenced), ...submittedNow]);
  if (status === 'submitted') countBusinessAct('registrationSubmitted');
  return next;
}
