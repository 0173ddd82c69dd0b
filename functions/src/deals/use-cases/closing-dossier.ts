import { readDisplayNames, readProfiles } from '../../platform/users/data/user-repository';
import type { StoredDealEvent } from '../data/deal-repository';
import { closingDossier, type DossierEvent } from '../domain/closing-dossier';
import type { DealAuditEvent, DealState } from '../domain/deal-state';
import type { PlatformDocument } from '../domain/platform-documents/document';

/**
 * Gathers what the closing dossier names besides the deal: the parties' company names (revealed at
 * closing) and the display names of the admins who acted on the deal: two batch reads, of the two
 * parties and of the handful of reviewers.
 */
export async function closingDossierContent(input: {
  deal: DealState;
  /** The stored history and the closing transition's own entries. */
  events: ReadonlyArray<StoredDealEvent | DealAuditEvent>;
  issuedAt: Date;
}): Promise<PlatformDocument> {
  const { deal } = input;
  const events: DossierEvent[] = input.events.map((e) => ({
    action: e.action,
    actor: e.actor,
    actor_role: e.actor_role,
    from: e.from,
    to: e.to,
    document: e.document
      ? { type: e.document.type, version: e.document.version, sha256: e.document.sha256 }
      : null,
    at: e.at,
  }));
  const platformIds = new Set<string>();
  for (const e of events) if (e.actor_role === 'admin') platformIds.add(e.actor);
  for (const versions of Object.values(deal.documents))
    for (const version of versions ?? []) if (version.review.by) platformIds.add(version.review.by);
  const [parties, people] = await Promise.all([
    readProfiles([deal.buyer_id, deal.seller_id]),
    readDisplayNames([...platformIds]),
  ]);
  const buyer = parties.get(deal.buyer_id);
  const seller = parties.get(deal.seller_id);
  return closingDossier({
    deal,
    events,
    companies: { buyer: buyer?.company_name || null, seller: seller?.company_name || null },
    people: Object.fromEntries(people),
    issuedAt: input.issuedAt,
  });
}
