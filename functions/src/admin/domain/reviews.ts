import type { Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { conflict, notFound } from '../../platform/errors';

export type Review = 'approve' | 'reject';

/** Spec: approve or reject only a registration in status submitted. */
export function assertReviewable(registration: Registration | undefined, review: Review): Registration {
  if (!registration) throw notFound('Registration not found');
  if (registration.status !== 'submitted')
    throw conflict(`Cannot ${review} registration - invalid registration status`);
  return registration;
}

/** Roles after an approval: the lowercased type added if absent. */
export function rolesAfterApproval(roles: readonly string[], type: RegistrationType): string[] {
  const role = type.toLowerCase();
  return roles.includes(role) ? [...roles] : [...roles, role];
}

export const concurrentReviewMessage =
  'This registration was just reviewed by another administrator. Refresh to see its current status.';
