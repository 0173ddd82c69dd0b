import { companyRoleLabels } from '@portal/contracts/company-roles';
import { membershipEndedMessage, type Principal } from '../../auth/access';
import { forbidden, unauthenticated } from '../../errors';
import { readMembership } from '../data/company-repository';

/**
 * After a write conditioned on the caller's membership was refused: says why when the membership is
 * what changed (removed, moved to another company, given another role), and returns when it is not.
 */
export async function assertStillMember(principal: Principal): Promise<void> {
  const membership = await readMembership(principal.userId);
  if (!membership) return;
  if (membership.removed_at || membership.company_id !== principal.companyId)
    throw unauthenticated(membershipEndedMessage(principal.companyName));
  if (membership.role !== principal.companyRole)
    throw forbidden(
      `Your company role changed to ${companyRoleLabels[membership.role]} meanwhile. Reload the page to see what you may do.`,
    );
}
