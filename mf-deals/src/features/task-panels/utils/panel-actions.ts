import type { DealAvailableAction, DealDetail, DealDocumentView } from '@portal/contracts/deals';
import {
  dealGroupIds,
  type DealDocumentType,
  type DealGroupId,
  type DealPartyRole,
  type PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import { isAfter, isValid, parseISO } from 'date-fns';
import { formatDate } from '@portal/web/format';

/**
 * What a task panel reads from the deal the server answered. `available_actions` alone says what the
 * viewer may do now; `documents` says what is done (with its review).
 */

export interface PanelProps {
  deal: DealDetail;
  onChange: (deal: DealDetail) => void;
}

type ActionType = DealAvailableAction['type'];
export type ActionOf<T extends ActionType> = Extract<DealAvailableAction, { type: T }>;

/** The deal's current timeline group, or null for a value outside the stage table. */
export function currentGroupOf(deal: Pick<DealDetail, 'group'>): DealGroupId | null {
  return (dealGroupIds as readonly string[]).includes(deal.group) ? (deal.group as DealGroupId) : null;
}

/** The offered action of this type, if the server offers it now. */
export function actionOf<T extends ActionType>(deal: DealDetail, type: T): ActionOf<T> | undefined {
  return deal.available_actions.find((action): action is ActionOf<T> => action.type === type);
}

/** The offered upload of this document type (with the version it will become), if any. */
export function uploadActionFor(
  deal: DealDetail,
  documentType: DealDocumentType,
): ActionOf<'upload-document'> | undefined {
  return deal.available_actions.find(
    (action): action is ActionOf<'upload-document'> =>
      action.type === 'upload-document' && action.documentType === documentType,
  );
}

/**
 * The actions a buyer or a seller takes in a task panel (an admin's are in the review panel). A release
 * of a held document is given in the approval card above the panels, but counts: the panel must not say
 * that nothing is needed from the viewer while the deal waits on its release.
 */
const partyActionTypes: ReadonlySet<ActionType> = new Set<ActionType>([
  'proceed',
  'upload-document',
  'release-document',
  'review-spa',
  'confirm-seller-payment',
  'submit-inspection-details',
  'confirm-title-transfer',
  'confirm-receipt',
]);

export const offersPartyAction = (deal: DealDetail) =>
  deal.available_actions.some((action) => partyActionTypes.has(action.type));

/** The newest version of a party document of this type the viewer sees, or undefined. */
export function latestDocument(
  deal: DealDetail,
  documentType: DealDocumentType,
): DealDocumentView | undefined {
  return deal.documents
    .filter((doc) => doc.source !== 'platform' && doc.document_type === documentType)
    .reduce<DealDocumentView | undefined>(
      (newest, doc) => (!newest || doc.version > newest.version ? doc : newest),
      undefined,
    );
}

/** The counterparty's approved document of this type the viewer may download (the live version). */
export function approvedDocument(
  deal: DealDetail,
  documentType: DealDocumentType,
): (DealDocumentView & { document_id: string }) | undefined {
  const doc = latestDocument(deal, documentType);
  return doc && doc.review_status === 'approved' && doc.downloadable && doc.document_id
    ? (doc as DealDocumentView & { document_id: string })
    : undefined;
}

/** The latest issue of a platform document the viewer may download, if it was issued. */
export function platformDocument(deal: DealDetail, type: PlatformDocumentType): DealDocumentView | undefined {
  return deal.documents.find(
    (doc) => doc.source === 'platform' && doc.document_type === type && !doc.superseded && doc.downloadable,
  );
}

/** Whether that party has done its part of the current group (the timeline's B / S marker). */
export function partyDone(deal: DealDetail, party: DealPartyRole): boolean {
  const mark = deal.group_marks.find((m) => m.group === deal.group);
  return Boolean(mark && (party === 'buyer' ? mark.buyerDone : mark.sellerDone));
}

export interface DueDate {
  label: string;
  overdue: boolean;
}

/** 'Due Jun 20, 2025' for the group's due date, overdue when it passed while the deal is active. */
export function dueDateOf(
  deal: Pick<DealDetail, 'due_dates' | 'status'>,
  group: DealGroupId,
  now: Date = new Date(),
): DueDate | null {
  const value = deal.due_dates[group];
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return { label: `Due ${formatDate(value)}`, overdue: deal.status === 'active' && isAfter(now, date) };
}

/** The buyer's request for changes on this version of the sanitized initial SPA, if there is one. */
export function spaChangeRequest(deal: DealDetail, version: number): string | null {
  const event = [...deal.history]
    .reverse()
    .find((e) => e.action === 'spa-changes-requested' && e.document?.version === version);
  return event?.comment ?? null;
}
