import type { DealAvailableAction, DealDetail, DealDocumentView } from '@portal/contracts/deals';
import type { ConfirmFact } from '@portal/ui/ConfirmDialog';
import { ticketOf } from '../../../lib/deal-ticket/ticket';
import { documentTypeTitle } from './activity';

/**
 * A document held for the viewer's company approval (four-eyes), as the deal page offers its release:
 * which documents the viewer may release or refuse (the server's `release-document` actions, offered
 * to an Approver or Administrator other than the uploader), and the words of the two dialogs.
 */

export type ReleaseAction = Extract<DealAvailableAction, { type: 'release-document' }>;

/** The refusal's reason, as the API accepts it. */
export const maxRefusalReasonLength = 1000;

/** The held documents the viewer may release now, in the order the server offers them. */
export function releaseActionsOf(deal: Pick<DealDetail, 'available_actions'>): ReleaseAction[] {
  return deal.available_actions.filter(
    (action): action is ReleaseAction => action.type === 'release-document',
  );
}

/** The release the viewer may give for this document version, if any. */
export function releaseActionFor(
  deal: Pick<DealDetail, 'available_actions'>,
  documentId: string | null,
): ReleaseAction | undefined {
  if (!documentId) return undefined;
  return releaseActionsOf(deal).find((action) => action.documentId === documentId);
}

/** The held version itself (its file and upload date), when the deal lists it. */
export function heldDocumentOf(
  deal: Pick<DealDetail, 'documents'>,
  action: ReleaseAction,
): DealDocumentView | undefined {
  return deal.documents.find((doc) => doc.source !== 'platform' && doc.document_id === action.documentId);
}

/** 'Signed ICPO, version 2'. */
export function heldDocumentName(action: ReleaseAction): string {
  return `${documentTypeTitle(action.documentType)}, version ${action.version}`;
}

export interface ReleaseConfirmation {
  title: string;
  statement: string;
  facts: ConfirmFact[];
  confirmLabel: string;
  busyLabel: string;
}

/**
 * The release commits the company (its order, signature, payment or bank details go out in its name),
 * so it is confirmed like the deal's other binding acts: what is released, on which deal.
 */
export function releaseConfirmation(deal: DealDetail, action: ReleaseAction): ReleaseConfirmation {
  const ticket = ticketOf(deal, deal.role);
  const file = heldDocumentOf(deal, action)?.file_name;
  return {
    title: `Release ${heldDocumentName(action)}, to the platform's review?`,
    statement:
      "It commits your company: the platform reviews the document as your company's, and it cannot be withdrawn once released.",
    facts: [
      { label: 'Deal', value: `#${deal.id} · ${ticket.headline}` },
      { label: 'Value', value: ticket.value },
      { label: 'Counterparty', value: ticket.counterparty },
      { label: 'Document', value: heldDocumentName(action) },
      ...(file ? [{ label: 'File', value: file }] : []),
    ],
    confirmLabel: 'Release Document',
    busyLabel: 'Releasing...',
  };
}

export interface RefusalTexts {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
}

export function refusalTexts(action: ReleaseAction): RefusalTexts {
  return {
    title: `Refuse ${heldDocumentName(action)}?`,
    description:
      "The document does not go to the platform: your company uploads a new version in its place. The reason is kept in the deal's history.",
    confirmLabel: 'Refuse Document',
    busyLabel: 'Refusing...',
  };
}

/** What is wrong with a typed reason, or null: one is required, at most 1000 characters. */
export function refusalReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'Please give a reason for refusing the document.';
  if (trimmed.length > maxRefusalReasonLength) return `At most ${maxRefusalReasonLength} characters`;
  return null;
}
