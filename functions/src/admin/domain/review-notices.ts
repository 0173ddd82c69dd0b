import type { RegistrationType } from '@portal/contracts/me';
import type { Notification } from '../../platform/notifications/domain/notification';

/**
 * The applicant's notification of a registration review, titled like the admin's toast
 * ('{Type} registration approved'); it opens the registration tab of My Account.
 */
export function registrationReviewNotice(
  userId: string,
  type: RegistrationType,
  outcome: 'approved' | 'rejected',
  reason?: string,
): Omit<Notification, 'at' | 'id'> {
  const name = type.charAt(0).toUpperCase() + type.slice(1);
  const body =
    outcome === 'approved'
      ? `Your ${type} registration was approved. You can now use the portal as a ${type}.`
      : `Your ${type} registration was rejected.${reason ? ` Reason: ${reason}` : ''}`;
  return {
    userId,
    type: outcome === 'approved' ? 'registration-approved' : 'registration-rejected',
    title: `${name} registration ${outcome}`,
    body,
    link: '/my-account?tab=registration',
  };
}
