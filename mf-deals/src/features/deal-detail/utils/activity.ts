import {
  dealDocumentTypes,
  dealActionText,
  dealGroup,
  isDealDocumentType,
  isPlatformDocumentType,
  platformDocumentTypes,
  stageInfo,
  type DealGroupId,
} from '@portal/contracts/deal-stages';
import { fcoDocument, type DealDocumentView, type DealEventView } from '@portal/contracts/deals';

/**
 * The deal's documents and audit trail in words: document titles, what each recorded action did, and
 * which of them belong to one group (a party's click on a Progress row shows that group's share).
 */

/** 'Signed Final SPA', 'Platform Fee Invoice'; an unknown type is shown as stored. */
export function documentTypeTitle(type: string): string {
  if (isDealDocumentType(type)) return dealDocumentTypes[type].title;
  if (isPlatformDocumentType(type)) return platformDocumentTypes[type].title;
  if (type === fcoDocument.type) return fcoDocument.title;
  return type;
}

export function documentGroup(type: string): DealGroupId | null {
  if (isDealDocumentType(type)) return dealDocumentTypes[type].group;
  if (isPlatformDocumentType(type)) return platformDocumentTypes[type].group;
  // the FCO the deal was opened on: the terms the buyer accepts in the first group
  if (type === fcoDocument.type) return 'deal-initiated';
  return null;
}

/** 'document-approved' -> 'Document approved' (the words live with the stage table). */
export const actionText = dealActionText;

/** 'Deal Initiated → Initial SPA - Terms & Conditions Accepted', or one label when the stage stayed. */
export function stageChangeText(event: Pick<DealEventView, 'from' | 'to'>): string {
  const to = stageInfo(event.to).label;
  if (!event.from || event.from === event.to) return to;
  return `${stageInfo(event.from).label} → ${to}`;
}

/**
 * Who acted: 'Ana Petrova (Seller #1733)' for a member of the viewer's own company (and for the
 * platform, which reads every name), the party's label alone for anyone else.
 */
export function eventActorText(event: Pick<DealEventView, 'actor_label' | 'actor_name'>): string {
  return event.actor_name ? `${event.actor_name} (${event.actor_label})` : event.actor_label;
}

/**
 * The person who uploaded a document version held for the company's approval, as its history entry
 * names them (null when the viewer may not read the name).
 */
export function heldByName(events: readonly DealEventView[], documentId: string): string | null {
  const held = events.find((e) => e.action === 'document-held' && e.document?.id === documentId);
  return held?.actor_name ?? null;
}

/** 'Signed Final SPA (version 2)'. */
export function eventDocumentText(event: Pick<DealEventView, 'document'>): string | null {
  if (!event.document) return null;
  return `${documentTypeTitle(event.document.type)} (version ${event.document.version})`;
}

/** Whether an event concerns a group: its document is of the group, or it moved the deal into or within it. */
export function eventInGroup(event: DealEventView, group: DealGroupId): boolean {
  if (event.document) return documentGroup(event.document.type) === group;
  return stageInfo(event.to).group === group;
}

export function documentsOfGroup(documents: readonly DealDocumentView[], group: DealGroupId) {
  return documents.filter((doc) => documentGroup(doc.document_type) === group);
}

export function groupLabel(group: DealGroupId): string {
  return dealGroup(group).label;
}

/** Images are previewed in the page; everything else is offered for download. */
export function isImageFile(fileType: string | null | undefined): boolean {
  return !!fileType && fileType.startsWith('image/');
}

/** Newest first: the audit trail read from what just happened backwards (same-moment events in reverse order). */
export function newestFirst<T extends { at: string }>(events: readonly T[]): T[] {
  return [...events].reverse().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
