import type { MandateRequest } from '@portal/contracts/mandates';
import { getProfile } from '../../platform/users/data/user-repository';
import type { DealPartition } from '../data/deal-repository';
import type { MandateSide } from '../domain/mandates';

/**
 * The mandate requests and attachments a viewer of the deal sees: a party those of its own side (to
 * answer them), admins all of them; nobody else any (the other side's agent is not the party's business).
 */
export async function visibleMandateRequests(
  partition: DealPartition,
  viewer: { role: string },
): Promise<MandateRequest[]> {
  const sides: MandateSide[] =
    viewer.role === 'admin'
      ? ['buyer', 'seller']
      : viewer.role === 'buyer' || viewer.role === 'seller'
        ? [viewer.role]
        : [];
  const shown = partition.mandates.filter((slot) => sides.includes(slot.party));
  return Promise.all(
    shown.map(async (slot) => {
      const profile = await getProfile(slot.mandate_id);
      return {
        deal_id: slot.deal_id,
        mandate_id: slot.mandate_id,
        party: slot.party,
        commission_percent: slot.commission_percent,
        status: slot.status,
        mandate_name: profile?.full_name || 'Mandate',
        mandate_company: profile?.company_name || '',
        requested_at: slot.requested_at,
        confirmed_at: slot.confirmed_at,
      };
    }),
  );
}
