import { countBusinessAct } from '../../platform/metrics/business-metrics';
import { randomUUID } from 'node:crypto';
import type { RegistrationType } from '@portal/contracts/me';
import { logger } from '../../platform/logger';
import { addToGroup } from '../adapters/user-directory';
import {
  applyApproval,
  applyRejection,
  getProfileItem,
  getRegistrationItem,
  listRegistrationsByStatus,
} from '../data/admin-repository';
import { assertReviewable, rolesAfterApproval } from '../domain/reviews';
import { notFound } from '../../platform/errors';
import { recordActivity } from '../../platform/activity/data/activity-items';
import { notify } from '../../platform/notifications/data/notify';
import { registrationReviewNotice } from '../domain/review-notices';

const typeLabel = (type: RegistrationType) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * Approve a submitted registration: one transaction (registration, roles, rating, audit with the
 * admin's note if any), then the
 * Cognito group (idempotent; a failure there is logged and retried by the next approval or sign-in,
 * because the API authorizes from the table, not from the group).
 */
export async function approveRegistration(
  userId: string,
  type: RegistrationType,
  adminId: string,
  note?: string,
) {
  const registration = assertReviewable(await getRegistrationItem(userId, type), 'approve');
  const profile = await getProfileItem(userId);
  if (!profile) throw notFound('The applicant has no profile');
  const now = new Date();
  await applyApproval({
    registration,
    profile,
    roles: rolesAfterApproval(profile.roles, type),
    adminId,
    note,
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
  countBusinessAct('registrationApproved');
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
  note?: string,
) {
  const registration = assertReviewable(await getRegistrationItem(userId, type), 'reject');
  const now = new Date();
  await applyRejection({
    registration,
    reason,
    note,
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

/** Users approved at once: each approval is a transaction and a Cognito call; a few at a time keep within the API's 29 s. */
const concurrency = 5;

/**
 * Approves every submitted registration. Each approval is its own transaction: a failure (e.g. a
 * concurrent review) leaves the others done. One user's registrations go one after the other (each
 * approval updates that user's profile, and two at once would fail each other's version check);
 * different users go in parallel.
 */
export async function approveAllSubmitted(adminId: string): Promise<{ approved: number; failed: number }> {
  const byUser = new Map<string, Awaited<ReturnType<typeof listRegistrationsByStatus>>>();
  for (const r of await listRegistrationsByStatus('submitted'))
    byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const queue = [...byUser.values()];
  let approved = 0;
  let failed = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const registration of next) {
        try {
          await approveRegistration(registration.user_id, registration.type, adminId);
          approved += 1;
        } catch (error) {
          failed += 1;
          logger.warn('approve-all: one registration failed', {
            userId: registration.user_id,
            type: registration.type,
            error: String(error),
          });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return { approved, failed };
}
