import {
  dealDocumentTypeIds,
  dealDocumentTypes,
  groupIndex,
  isDealDocumentType,
  platformDocumentTypeIds,
  platformDocumentTypes,
  stageInfo,
  type DealDocumentType,
  type DealPartyRole,
  type DocumentReviewStatus,
  type PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import { fcoDocument } from '@portal/contracts/deals';
import type { DealActor } from './deal-commands';
import { roleInDeal } from './deal-machine';
import {
  heldForCompany,
  type DealDocumentFile,
  type DealDocumentVersion,
  type DealState,
} from './deal-state';
import type { DealFile } from './deals';

/**
 * The anti-fraud order (docs/deal-flow.md), written once: who learns which identity when, and who sees
 * which of a deal's documents. Parties know each other by their anonymous labels; the buyer learns the
 * seller's company when the ICPO group opens, the seller the buyer's when the platform approves the
 * buyer's ICPO, and the closing dossier names both. A party sees its own documents and the other
 * party's only once the platform approved them, under a file name the platform gives them (the
 * uploader's own file name may carry its company); admins see everything; a mandate sees names, types
 * and review states of what its party sees, never the content, and no company name.
 */

export interface VisibleDocument {
  source: DealPartyRole | 'platform';
  document_type: DealDocumentType | PlatformDocumentType | typeof fcoDocument.type;
  title: string;
  /** Null for a platform document (its file is rendered by the caller). */
  document_id: string | null;
  /** The upload's version, or the platform document's issue. */
  version: number;
  superseded: boolean;
  /** Null for a platform document, which is not reviewed. */
  review_status: DocumentReviewStatus | null;
  /** The reviewer's comment, for the uploader and admins. */
  review_comment: string | null;
  /** The uploading company's own approval, shown to that company only. */
  company_hold?: { status: 'held' | 'released' | 'refused'; reason: string | null } | null;
  file_name: string | null;
  /**
   * Type, size, hash and path: null for mandates (no content) and for platform documents. The opening
   * FCO has no hash (it was verified by the marketplace upload, not hashed).
   */
  file: (Omit<DealDocumentFile, 'sha256'> & { sha256: string | null }) | null;
  /** The anonymous label of the uploader ('Buyer #4821'), or 'Platform'. */
  uploader_label: string;
  /** Admins only: the uploader's user id. */
  uploaded_by: string | null;
  uploaded_at: string;
  /** Whether the viewer may preview or download it. */
  downloadable: boolean;
}

type Audience =
  { kind: 'admin' } | { kind: 'party'; party: DealPartyRole; contents: boolean } | { kind: 'approved-only' };

function audienceOf(deal: DealState, viewer: DealActor): Audience | null {
  const role = roleInDeal(deal, viewer);
  if (role === null) return null;
  if (role === 'admin') return { kind: 'admin' };
  if (role === 'mandate')
    return viewer.side ? { kind: 'party', party: viewer.side, contents: false } : { kind: 'approved-only' };
  return { kind: 'party', party: role, contents: true };
}

/**
 * The name the other party sees an upload under: its type and version, with the uploader's extension
 * (the reviewer approves the content, not the file name, which may name the uploader's company).
 */
export function neutralFileName(version: Pick<DealDocumentVersion, 'document_type' | 'version' | 'file'>) {
  const extension = /\.[a-z0-9]{1,8}$/i.exec(version.file.file_name)?.[0]?.toLowerCase() ?? '';
  return `${version.document_type}-v${version.version}${extension}`;
}

function partyVersionSeen(audience: Audience, version: DealDocumentVersion): boolean {
  if (audience.kind === 'party' && version.uploader_role === audience.party) return true;
  // a document its company has not released is the company's own business, the platform's neither
  if (heldForCompany(version)) return false;
  if (audience.kind === 'admin') return true;
  return version.review.status === 'approved';
}

/**
 * The FCO terms the buyer accepts by proceeding: the seller's file among those the deal was opened with
 * (a listing's own FCO, or the FCO a seller sent with its inquiry on a request; a request's own terms
 * are the buyer's). Deals opened before the files were kept have none.
 */
export function openingFco(deal: Pick<DealState, 'fco_files'>): DealFile | undefined {
  return (deal.fco_files ?? []).find((file) => file.purpose === 'fco_terms' && file.provided_by === 'seller');
}

/** The deal's documents as `viewer` may see them, in timeline order, versions oldest first. */
export function visibleDocuments(deal: DealState, viewer: DealActor): VisibleDocument[] {
  const audience = audienceOf(deal, viewer);
  if (!audience) return [];
  const contents = audience.kind === 'admin' || (audience.kind === 'party' && audience.contents);
  const ownOrAdmin = (version: DealDocumentVersion) =>
    audience.kind === 'admin' || (audience.kind === 'party' && version.uploader_role === audience.party);

  // the terms both parties agreed to by the inquiry and its acceptance: seen by everyone in the deal
  // from the first group on, the content by the parties and admins (a mandate sees its name only)
  const fco = openingFco(deal);
  const opening: VisibleDocument[] = fco
    ? [
        {
          source: fco.provided_by,
          document_type: fcoDocument.type,
          title: fcoDocument.title,
          document_id: fco.id,
          version: 1,
          superseded: false,
          review_status: null,
          review_comment: null,
          file_name: fco.file_name,
          file: contents
            ? {
                file_name: fco.file_name,
                file_type: fco.file_type,
                size: fco.size,
                sha256: null,
                file_path: fco.file_path,
              }
            : null,
          uploader_label: fco.provided_by === 'buyer' ? deal.buyer_label : deal.seller_label,
          uploaded_by:
            audience.kind === 'admin' ? (fco.provided_by === 'buyer' ? deal.buyer_id : deal.seller_id) : null,
          uploaded_at: deal.created_at,
          downloadable: contents,
        },
      ]
    : [];

  const uploaded = dealDocumentTypeIds.flatMap((type) =>
    (deal.documents[type] ?? [])
      .filter((version) => partyVersionSeen(audience, version))
      .map((version): VisibleDocument => {
        const fileName = ownOrAdmin(version) ? version.file.file_name : neutralFileName(version);
        return {
          source: version.uploader_role,
          document_type: type,
          title: dealDocumentTypes[type].title,
          document_id: version.document_id,
          version: version.version,
          superseded: version.superseded,
          review_status: version.review.status,
          review_comment: ownOrAdmin(version) && contents ? version.review.comment : null,
          company_hold:
            version.company_hold && audience.kind === 'party' && version.uploader_role === audience.party
              ? { status: version.company_hold.status, reason: version.company_hold.reason }
              : null,
          file_name: fileName,
          file: contents ? { ...version.file, file_name: fileName } : null,
          uploader_label: version.uploader_role === 'buyer' ? deal.buyer_label : deal.seller_label,
          uploaded_by: audience.kind === 'admin' ? version.uploaded_by : null,
          uploaded_at: version.uploaded_at,
          downloadable: contents,
        };
      }),
  );

  const generated = platformDocumentTypeIds.flatMap((type) => {
    const info = platformDocumentTypes[type];
    const seen =
      audience.kind === 'admin' || (audience.kind === 'party' && info.audience.includes(audience.party));
    if (!seen) return [];
    const issues = deal.platform_documents[type] ?? [];
    return issues.map((issue, index): VisibleDocument => ({
      source: 'platform',
      document_type: type,
      title: info.title,
      document_id: null,
      version: issue.issue,
      superseded: index < issues.length - 1,
      review_status: null,
      review_comment: null,
      file_name: null,
      file: null,
      uploader_label: 'Platform',
      uploaded_by: audience.kind === 'admin' ? issue.requested_by : null,
      uploaded_at: issue.requested_at,
      downloadable: contents,
    }));
  });

  const place = (doc: VisibleDocument) =>
    groupIndex(
      doc.document_type === fcoDocument.type
        ? 'deal-initiated'
        : doc.source === 'platform'
          ? platformDocumentTypes[doc.document_type as PlatformDocumentType].group
          : dealDocumentTypes[doc.document_type as DealDocumentType].group,
    );
  // Stable sort: the opening FCO first, and within a group platform documents after the parties' uploads.
  return [...opening, ...uploaded, ...generated].sort((a, b) => place(a) - place(b));
}

/** History actions of a company's own approval, which neither the counterparty nor the platform sees. */
const companyApprovalActions: ReadonlySet<string> = new Set([
  'document-held',
  'document-released',
  'document-refused',
]);

/** Whether a history entry is a company's own approval of its document (held, released, refused). */
export const isCompanyApprovalEvent = (event: { action: string }) => companyApprovalActions.has(event.action);

/**
 * Whether `viewer` sees a history entry at all: a company's holding, releasing or refusing its own
 * document is its own business (the entry's actor role is the uploading party).
 */
export function eventSeen(deal: DealState, viewer: DealActor, event: { action: string; actor_role: string }) {
  if (!isCompanyApprovalEvent(event)) return true;
  const audience = audienceOf(deal, viewer);
  return audience?.kind === 'party' && audience.party === event.actor_role;
}

/**
 * Whether `viewer` reads the name of the person behind a history entry: the members of the acting
 * party's own company, who work the deal together and answer for each other's uploads, and the
 * platform. The counterparty and the parties' mandates read the party's label only, as the anti-fraud
 * order requires.
 */
export function eventPersonSeen(deal: DealState, viewer: DealActor, event: { actor_role: string }): boolean {
  const audience = audienceOf(deal, viewer);
  if (audience?.kind === 'admin') return true;
  return audience?.kind === 'party' && audience.contents && audience.party === event.actor_role;
}

/** History actions whose comment is the platform's feedback on a refused document, for its uploader. */
const reviewFeedbackActions: ReadonlySet<string> = new Set(['document-denied', 'document-changes-requested']);

/**
 * The comment of a history entry as `viewer` may read it. The platform's feedback on a denied or
 * returned document is, like that document's review comment, for its uploader (with content access) and
 * admins only: it speaks of a document the other party never saw. Every other comment (the buyer's
 * request for changes on the SPA, a verification note, an admin's reason) is the deal's and stays.
 */
export function visibleEventComment(
  deal: DealState,
  viewer: DealActor,
  event: { action: string; document: { type: string } | null; comment: string | null },
): string | null {
  const type = event.document?.type;
  if (!event.comment || !reviewFeedbackActions.has(event.action) || !type || !isDealDocumentType(type))
    return event.comment;
  const audience = audienceOf(deal, viewer);
  if (audience?.kind === 'admin') return event.comment;
  const uploader = dealDocumentTypes[type].uploadedBy;
  return audience?.kind === 'party' && audience.contents && audience.party === uploader
    ? event.comment
    : null;
}

/** A history entry's document: the id and SHA-256 identify it, so they follow the document's visibility. */
export interface EventDocument {
  id: string | null;
  type: string;
  version: number;
  sha256: string | null;
}

/**
 * The document of a history entry as `viewer` may read it: whoever may see that version (its uploader,
 * admins, the other party once the platform approved it) reads its id and SHA-256; anyone else reads
 * that a document of the type was uploaded or reviewed, without what identifies it.
 */
export function visibleEventDocument(
  deal: DealState,
  viewer: DealActor,
  document: EventDocument | null,
): EventDocument | null {
  if (!document) return null;
  const audience = audienceOf(deal, viewer);
  if (!audience) return null;
  if (audience.kind === 'admin') return document;
  const hidden = { ...document, id: null, sha256: null };
  if (isDealDocumentType(document.type)) {
    const version = (deal.documents[document.type] ?? []).find((v) =>
      document.id !== null ? v.document_id === document.id : v.version === document.version,
    );
    return version && partyVersionSeen(audience, version) ? document : hidden;
  }
  const platform = platformDocumentTypes[document.type as PlatformDocumentType];
  return platform && audience.kind === 'party' && platform.audience.includes(audience.party)
    ? document
    : hidden;
}

/** Which parties' company names a viewer may read: the anti-fraud order's disclosure, in one place. */
export interface DisclosedCompanies {
  buyer: boolean;
  seller: boolean;
}

/**
 * Admins read both; the buyer reads the seller's from the ICPO group on; the seller reads the buyer's
 * once the platform approved the buyer's ICPO; a mandate reads neither (it knows the deal by its
 * labels). A party's own company is its own business and is not repeated back to it.
 */
export function disclosedCompanies(deal: DealState, viewer: DealActor): DisclosedCompanies {
  const role = roleInDeal(deal, viewer);
  if (role === 'admin') return { buyer: true, seller: true };
  if (role === 'buyer') return { buyer: false, seller: revealsSellerCompany(deal) };
  if (role === 'seller') return { buyer: revealsBuyerCompany(deal), seller: false };
  return { buyer: false, seller: false };
}

/**
 * Whether the seller may know the buyer's company name: once the platform approved a version of the
 * buyer's ICPO (issued on the buyer's letterhead), and ever after, even if an admin moves the deal
 * back; a closed deal names both parties (the closing dossier).
 */
export function revealsBuyerCompany(deal: DealState): boolean {
  return (
    deal.closed_at !== null ||
    (deal.documents.icpo ?? []).some((version) => version.review.status === 'approved')
  );
}

/** Whether the buyer may know the seller's company name: from the ICPO group on, and ever after. */
export function revealsSellerCompany(deal: DealState): boolean {
  return (
    deal.seller_company_revealed_at !== null || groupIndex(stageInfo(deal.stage).group) >= groupIndex('icpo')
  );
}
