import type { MeResponse, RegistrationState } from '@portal/contracts/me';

/**
 * The spec's mandate status check: the mandate role counts as approved; otherwise the latest mandate
 * registration's status (GET /me carries it), or not_registered. Admins skip the check.
 */
export type MandateStatus = RegistrationState;

export function mandateStatusOf(me: Pick<MeResponse, 'roles' | 'registrations'>): MandateStatus {
  if (me.roles.includes('mandate')) return 'approved';
  return me.registrations.mandate;
}

export interface MandateAccessMessage {
  title: string;
  text: string;
  /** A button to /register/mandate, when there is something to do there. */
  action: string | null;
}

/** What a user without mandate access reads, by status (null: access). */
export function mandateAccessMessage(status: MandateStatus): MandateAccessMessage | null {
  switch (status) {
    case 'approved':
      return null;
    case 'submitted':
      return {
        title: 'Registration under review',
        text: 'Your mandate registration is under review. You will be notified once it has been approved.',
        action: null,
      };
    case 'draft':
      return {
        title: 'Registration incomplete',
        text: 'Please complete your mandate registration to access the Mandate Dashboard.',
        action: 'Complete Registration',
      };
    case 'not_registered':
      return {
        title: 'Not registered as a mandate',
        text: 'Register as a mandate to follow deals for your buyers and sellers.',
        action: 'Register as Mandate',
      };
    case 'rejected':
      return {
        title: 'Registration rejected',
        text: 'Your mandate registration was rejected. Please contact support for details, or apply again.',
        action: 'Apply Again',
      };
    default:
      return { title: 'No access', text: 'You have no access to the Mandate Dashboard.', action: null };
  }
}
