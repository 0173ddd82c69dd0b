import { dealDocumentTypes, dealGroup, stageInfo } from '@portal/contracts/deal-stages';
import { tradeTicket } from '@portal/contracts/trade-ticket';
import type { Notification, NotificationType } from '../../platform/notifications/domain/notification';
import type { AwaitedNotice } from './deal-commands';
import { nextActs } from './deal-machine';
import type { DealAuditEvent, DealState } from './deal-state';

/**
 * What the parties of a deal are told when it changes: at most one notification per party per change,
 * addressed to the reader ('your proof of funds', 'You are now to …'), named by the deal's trade ticket
 * and linking to the deal. It is e-mailed only when the reader must act now or something they care
 * about happened (a document of theirs refused, the deal closed, cancelled or moved by the platform);
 * everything else stays in the bell. A trader who gets an e-mail for every step stops reading them.
 * Pure: the caller adds the time and writes them in the change's own transaction.
 */

export type DealNotice = Omit<Notification, 'at' | 'id'> & { email: boolean };

type Party = 'buyer' | 'seller';

/** One thing the reader learns from the change, with how much it matters. */
interface Fact {
  type: NotificationType;
  /** The notification's title before the ticket ('Action required: upload the ICPO'). */
  headline: string;
  sentence: string;
  email: boolean;
  /** Lower first: the title names the most important fact of the change. */
  rank: number;
  /** Who in the reader's company it is for, when not its operations (a release is its approvers'). */
  audience?: 'approve';
}

const dueDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function reviewFact(deal: DealState, event: DealAuditEvent, reader: Party): Fact | null {
  const documentId = event.document?.id;
  if (!documentId) return null;
  const version = Object.values(deal.documents)
    .flatMap((versions) => versions ?? [])
    .find((v) => v.document_id === documentId);
  if (!version || version.uploader_role !== reader) return null;
  const title = dealDocumentTypes[version.document_type].title;
  const yours = `your ${title} (version ${version.version})`;
  // the reviewer's comment is the uploader's to read (deal-visibility shows it to them too)
  const feedback = event.comment ? ` Feedback: ${event.comment}` : '';
  switch (event.action) {
    case 'document-approved':
      return {
        type: 'document-approved',
        headline: `${title} approved`,
        sentence: `The platform approved ${yours}.`,
        email: false,
        rank: 5,
      };
    case 'document-denied':
      return {
        type: 'document-denied',
        headline: `${title} denied`,
        sentence: `The platform denied ${yours}.${feedback}`,
        email: true,
        rank: 1,
      };
    case 'document-changes-requested':
      return {
        type: 'document-changes-requested',
        headline: `${title} needs changes`,
        sentence: `The platform asks for changes to ${yours}.${feedback}`,
        email: true,
        rank: 1,
      };
    case 'document-refused':
      return {
        type: 'document-changes-requested',
        headline: `${title} refused by your company`,
        sentence: `Your company did not release ${yours}: upload a new version.${feedback}`,
        email: true,
        rank: 1,
      };
    default:
      return null;
  }
}

function stageFact(deal: DealState, event: DealAuditEvent): Fact | null {
  const reason = event.comment ? ` Reason: ${event.comment}` : '';
  if (event.action === 'deal-cancelled')
    return {
      type: 'deal-cancelled',
      headline: 'Deal cancelled',
      sentence: `The platform cancelled the deal.${reason}`,
      email: true,
      rank: 0,
    };
  const group = stageInfo(event.to).group;
  if (!group) return null;
  const label = dealGroup(group).label;
  if (event.action === 'stage-overridden')
    return {
      type: 'deal-group-reached',
      headline: `Deal moved to ${label}`,
      sentence: `The platform moved the deal to the ${label} stage.${reason}`,
      email: true,
      rank: 3,
    };
  if (event.action !== 'group-entered') return null;
  if (group === 'closing')
    return {
      type: 'deal-group-reached',
      headline: 'Deal closed',
      sentence: 'The deal is closed.',
      email: true,
      rank: 3,
    };
  return {
    type: 'deal-group-reached',
    headline: `Deal at ${label}`,
    sentence: `The deal has moved to the ${label} stage.`,
    email: false,
    rank: 6,
  };
}

function awaitedFact(deal: DealState, notice: AwaitedNotice): Fact {
  // the phrase the deal page's "Awaiting …" line shows: 'upload the ICPO'
  const next = nextActs(deal).find((act) => act.party === notice.party);
  const action = next?.action ?? notice.message;
  const group = stageInfo(deal.stage).group;
  const due = group ? deal.due_dates[group] : null;
  return {
    type: 'deal-action-awaited',
    headline: `Action required: ${action}`,
    sentence: `You are now to ${action}${due ? `, due ${dueDay(due)}` : ''}.`,
    email: true,
    rank: 2,
    ...(next?.rights.length === 1 && next.rights[0] === 'approve' ? { audience: 'approve' as const } : {}),
  };
}

/** The ticket lines every deal notification ends with: what the deal is and with whom. */
export function ticketLines(deal: DealState, reader: Party | 'admin'): string[] {
  const ticket = tradeTicket({ ...deal, ...deal.snapshot, id: deal.id }, reader);
  return [
    `${ticket.headline} · ${ticket.price} · ${ticket.terms}`,
    `Value: ${ticket.value} · ${reader === 'admin' ? 'Parties' : 'Counterparty'}: ${ticket.counterparty} · Deal ${deal.id}`,
  ];
}

/** The ticket's headline, for titles: '25,000 MT EN590 10ppm'. */
export const ticketHeadline = (deal: DealState) =>
  tradeTicket({ ...deal, ...deal.snapshot, id: deal.id }, 'admin').headline;

/**
 * The notices of one change: `deal` is the state after it, `events` its audit entries in order,
 * `awaited` the parties it newly waits for (the state machine's `notify`; the platform's own work is
 * in the review queue, not in notifications).
 */
export function dealChangeNotices(
  deal: DealState,
  events: readonly DealAuditEvent[],
  awaited: readonly AwaitedNotice[] = [],
): DealNotice[] {
  // one change enters at most one group; an admin's move counts as reaching it too
  const stageEvent = events
    .filter((e) => ['group-entered', 'stage-overridden', 'deal-cancelled'].includes(e.action))
    .at(-1);
  const shared = stageEvent ? stageFact(deal, stageEvent) : null;
  return (['buyer', 'seller'] as const).flatMap((reader) => {
    // in the order things happened: reviews, where the deal now stands, what the reader is to do
    const facts = [
      ...events.map((event) => reviewFact(deal, event, reader)),
      shared,
      ...awaited.filter((notice) => notice.party === reader).map((notice) => awaitedFact(deal, notice)),
    ].filter((fact): fact is Fact => fact !== null);
    const lead = facts.reduce<Fact | undefined>(
      (best, fact) => (!best || fact.rank < best.rank ? fact : best),
      undefined,
    );
    if (!lead) return [];
    return [
      {
        userId: reader === 'buyer' ? deal.buyer_id : deal.seller_id,
        type: lead.type,
        title: `${sentenceCase(lead.headline)} — ${ticketHeadline(deal)}`,
        body: [...facts.map((fact) => fact.sentence), '', ...ticketLines(deal, reader)].join('\n'),
        link: `/deal/${deal.id}`,
        email: facts.some((fact) => fact.email),
        audience: lead.audience ?? 'operate',
      },
    ];
  });
}
