import { randomUUID } from 'node:crypto';
import type { RegistrationType } from '@portal/contracts/me';
import { logger } from '../platform/logger';
import { addToGroup } from './adapters/user-directory';
import { applyApproval, applyRejection, getProfileItem, getRegistrationItem } from './data/admin-repository';
import { assertReviewable, rolesAfterApproval } from './domain/reviews';
import { notFound } from '../platform/domain/errors';
import { recordActivity } from '../platform/activity/activity';
import { notify } from '../platform/notifications/notify';
import { registrationReviewNotice } from './domain/review-notices';

const typeLabel = (type: RegistrationType) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * Approve a submitted registration: one transaction (registration, roles, rating, audit), then the
 * Cognito group (idempotent; a failure there is logged and retried by the next approval or sign-in,
 * because the API authorizes from the table, not from the group).
 */
export async function approveRegistration(userId: string, type: RegistrationType, adminId: string) {
  const registration = assertReviewable(await getRegistrationItem(userId, type), 'approve');
  const profile = await getProfileItem(userId);
  if (!profile) throw notFound('The applicant has no profile');
  const now = new Date();
  await applyApproval({
    registration,
    profile,
    roles: rolesAfterApproval(profile.roles, type),
    adminId,
    auditId: randomUUID(),
    now,
    extra: [
      notify({ ...registrationReviewNotice(userId, type, 'approved'), at: now }),
      recordActivity({
        userId,
        action: `${typeLabel(type)} registration approved`,
        status: 'Completed',
        at: now,
        link: '/my-account?tab=registration',
      }),
    ],
  });
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await addToGroup(userId, type);
      break;
    } catch (error) {
      logger.warn('adding the approved user to the Cognito group failed', {
        userId,
        type,
        attempt,
        error: String(error),
      });
      if (attempt < 3) await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  return { ...registration, status: 'approved' as const };
}

export async function rejectRegistration(
  userId: string,
  type: RegistrationType,
  adminId: string,
  reason?: string,
) {
  const registration = assertReviewable(await getRegistrationItem(userId, type), 'reject');
  const now = new Date();
  await applyRejection({
    registration,
    reason,
    adminId,
    auditId: randomUUID(),
    now,
    extra: [
      notify({ ...registrationReviewNotice(userId, type, 'rejected', reason), at: now }),
      recordActivity({
        userId,
        action: `${typeLabel(type)} registration rejected`,
        status: 'Rejected',
        at: now,
        link: '/my-account?tab=registration',
      }),
    ],
  });
  return { ...registration, status: 'rejected' as const, ...(reason ? { rejection_reason: reason } : {}) };
}
