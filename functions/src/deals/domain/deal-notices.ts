import { dealDocumentTypes, dealGroup, stageInfo, type DealGroupId } from '@portal/contracts/deal-stages';
import type { Notification } from '../../platform/notifications/domain/notification';
import type { DealAuditEvent, DealState } from './deal-state';

/**
 * What the parties of a deal are told when it changes, derived from the audit events of the change:
 * both parties when the deal reaches a new group; a document's uploader when the platform reviews it.
 * Pure: the caller adds the time and writes them in the change's own transaction. The awaited-party
 * notices come from the state machine's `notify` list (use-cases/deals.ts).
 */

export type DealNotice = Omit<Notification, 'at' | 'id'>;

const dealLink = (deal: DealState) => `/deal/${deal.id}`;

function groupReached(deal: DealState, group: DealGroupId): DealNotice[] {
  const label = dealGroup(group).label;
  const body =
    group === 'closing' ? `${deal.title} is closed.` : `${deal.title} has reached the ${label} stage.`;
  return [deal.buyer_id, deal.seller_id].map((userId) => ({
    userId,
    type: 'deal-group-reached',
    title: `${deal.title}: ${label}`,
    body,
    link: dealLink(deal),
  }));
}

const reviewOutcomes = {
  'document-approved': { type: 'document-approved', verb: 'was approved' },
  'document-denied': { type: 'document-denied', verb: 'was denied' },
  'document-changes-requested': { type: 'document-changes-requested', verb: 'needs changes' },
} as const;

function documentReviewed(deal: DealState, event: DealAuditEvent): DealNotice[] {
  const outcome = reviewOutcomes[event.action as keyof typeof reviewOutcomes];
  const documentId = event.document?.id;
  if (!outcome || !documentId) return [];
  const version = Object.values(deal.documents)
    .flatMap((versions) => versions ?? [])
    .find((v) => v.document_id === documentId);
  if (!version) return [];
  const title = dealDocumentTypes[version.document_type].title;
  // the reviewer's comment is the uploader's to read (deal-visibility shows it to them too)
  const reason = event.comment ? ` Feedback: ${event.comment}` : '';
  return [
    {
      userId: version.uploaded_by,
      type: outcome.type,
      title: `${deal.title}: ${title} ${outcome.verb}`,
      body: `Your ${title} (version ${version.version}) ${outcome.verb}.${reason}`,
      link: dealLink(deal),
    },
  ];
}

/** The notices of one change: `deal` is the state after it, `events` its audit entries in order. */
export function dealChangeNotices(deal: DealState, events: readonly DealAuditEvent[]): DealNotice[] {
  const reviews = events.flatMap((event) => documentReviewed(deal, event));
  // one change enters at most one group; an admin's move counts as reaching it too
  const entered = events
    .filter((e) => e.action === 'group-entered' || e.action === 'stage-overridden')
    .at(-1);
  const group = entered ? stageInfo(entered.to).group : null;
  return [...reviews, ...(group ? groupReached(deal, group) : [])];
}
