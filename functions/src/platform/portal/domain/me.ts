import type { MeResponse } from '@portal/contracts/me';
import type { Principal } from '../../auth/access';
import { notFound } from '../../errors';

/** GET /me: the principal as the shell needs it for guards, sidebar and the welcome line. */
export function meView(principal: Principal): MeResponse {
  if (!principal.profile) throw notFound('Profile not found. Please contact support.');
  return {
    profile: principal.profile,
    roles: principal.roles,
    isAdmin: principal.isAdmin,
    accountStatus: principal.accountStatus,
    registrations: principal.registrations,
    company: { id: principal.companyId, name: principal.companyName, role: principal.companyRole },
  };
}
