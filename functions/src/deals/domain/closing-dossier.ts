import {
  dealDocumentTypeIds,
  dealDocumentTypes,
  dealStatusLabels,
  isDealStage,
  platformDocumentTypeIds,
  platformDocumentTypes,
  stageInfo,
} from '@portal/contracts/deal-stages';
import type { DealState } from './deal-state';
import { isCompanyApprovalEvent } from './deal-visibility';
import { dealValueCents } from './platform-documents/fees';
import {
  documentDate,
  formatMoney,
  pricedSnapshot,
  priceText,
  productLines,
  type DocumentEntry,
  type DocumentSection,
  type PlatformDocument,
} from './platform-documents/document';

/**
 * The closing dossier: the record of a closed deal for both parties and the platform. It states the
 * deal's specification, the parties (their companies are revealed at this point), every approved
 * document with its SHA-256, uploader, reviewer and times, and every step of the audit trail with its
 * actor and time. Plain data like the other platform documents; the adapter lays it out as a PDF and
 * the caller records the PDF's own SHA-256 in the deal's history.
 */

/** One entry of the audit trail as the dossier reads it. */
export interface DossierEvent {
  action: string;
  actor: string;
  actor_role: string;
  from: string | null;
  to: string;
  document: { type: string; version: number; sha256: string | null } | null;
  at: string;
}

export interface DossierInput {
  deal: DealState;
  /** Every audit entry up to and including the closing, in time order (the dossier's own issue is left out). */
  events: DossierEvent[];
  /** The parties' registered company names (null when a profile has none). */
  companies: { buyer: string | null; seller: string | null };
  /** Display names of the platform's reviewers and other admins, by user id (missing: 'Platform'). */
  people: Readonly<Record<string, string>>;
  issuedAt: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Jun 20, 2025, 14:05 UTC': a date and time that do not depend on the server's zone. */
export function dossierTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${documentDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

const line = (label: string, value: string): DocumentEntry => ({ type: 'line', label, value });
const paragraph = (text: string): DocumentEntry => ({ type: 'paragraph', text });

/** 'Acme Trading BV (Seller #1930)', or the label alone when the company is unknown. */
function partyName(company: string | null, label: string): string {
  return company ? `${company} (${label})` : label;
}

/** Who did something, as the dossier names them. */
function actorName(input: DossierInput, userId: string | null, role: string): string {
  const { deal, companies, people } = input;
  if (role === 'buyer') return partyName(companies.buyer, deal.buyer_label);
  if (role === 'seller') return partyName(companies.seller, deal.seller_label);
  const name = userId ? people[userId] : undefined;
  return name ? `Platform (${name})` : 'Platform';
}

const actionTexts: Record<string, string> = {
  'deal-opened': 'Deal opened',
  'buyer-proceeded': 'Buyer proceeded',
  'document-uploaded': 'Document uploaded',
  'document-approved': 'Document approved',
  'document-denied': 'Document denied',
  'document-changes-requested': 'Changes requested',
  'spa-accepted': 'Initial SPA accepted',
  'spa-changes-requested': 'Initial SPA changes requested',
  'verification-completed': 'Verification completed',
  'seller-payment-confirmed': 'Seller payment confirmed',
  'fee-payment-confirmed': 'Platform fee payment confirmed',
  'inspection-details-submitted': 'Inspection details submitted',
  'title-transfer-confirmed': 'Title transfer confirmed',
  'receipt-confirmed': 'Receipt confirmed',
  'group-entered': 'Stage entered',
  'platform-document-issued': 'Platform document issued',
  'stage-overridden': 'Stage moved by the platform',
  'deal-cancelled': 'Deal cancelled',
};

const stageName = (value: string | null) =>
  value && isDealStage(value) ? `${stageInfo(value).label} (${value})` : (value ?? '-');

function documentTitle(type: string): string {
  if (type in dealDocumentTypes) return dealDocumentTypes[type as keyof typeof dealDocumentTypes].title;
  if (type in platformDocumentTypes)
    return platformDocumentTypes[type as keyof typeof platformDocumentTypes].title;
  return type;
}

/** The dossier's own issue: recorded after it is rendered, with the dossier's hash. */
const isDossierIssue = (event: DossierEvent) =>
  event.action === 'platform-document-issued' && event.document?.type === 'closing-dossier';

function eventText(input: DossierInput, event: DossierEvent): string {
  const action = actionTexts[event.action] ?? event.action;
  // the platform issues its documents; the step that opened their group is the entry before
  const actor =
    event.action === 'platform-document-issued'
      ? 'Platform'
      : actorName(input, event.actor, event.actor_role);
  const stages =
    event.from === event.to ? stageName(event.to) : `${stageName(event.from)} -> ${stageName(event.to)}`;
  const document = event.document
    ? `; ${documentTitle(event.document.type)} version ${event.document.version}`
    : '';
  return `${action}: ${stages}${document}; by ${actor}`;
}

/** Every approved document version of the parties, in timeline order, versions oldest first. */
function approvedDocumentSections(input: DossierInput): DocumentSection[] {
  const { deal } = input;
  const approved = dealDocumentTypeIds.flatMap((type) =>
    (deal.documents[type] ?? []).filter((version) => version.review.status === 'approved'),
  );
  if (approved.length === 0)
    return [
      { heading: 'Approved documents', entries: [paragraph('No documents were approved on this deal.')] },
    ];
  return approved.map((version, index) => ({
    heading: `Approved document ${index + 1} of ${approved.length}: ${dealDocumentTypes[version.document_type].title}`,
    entries: [
      line('File name', version.file.file_name),
      line('Type', `${dealDocumentTypes[version.document_type].title} (${version.document_type})`),
      line('Version', `${version.version}${version.superseded ? ' (superseded)' : ''}`),
      line('Uploaded by', actorName(input, version.uploaded_by, version.uploader_role)),
      line('Uploaded', dossierTime(version.uploaded_at)),
      line('Reviewed by', actorName(input, version.review.by, 'admin')),
      line('Reviewed', dossierTime(version.review.at)),
      // the hash on its own full-width line, so that it is never broken across lines
      paragraph(`SHA-256: ${version.file.sha256}`),
    ],
  }));
}

/** The platform's own documents (templates, invoice, instructions), each issue with its hash. */
function platformDocumentEntries(input: DossierInput): DocumentEntry[] {
  const entries = platformDocumentTypeIds.flatMap((type) =>
    (input.deal.platform_documents[type] ?? [])
      .filter((issue) => issue.file)
      .flatMap((issue) => [
        line(
          `${platformDocumentTypes[type].title}, issue ${issue.issue}`,
          `${issue.file!.file_name}, issued ${dossierTime(issue.requested_at)}`,
        ),
        paragraph(`SHA-256: ${issue.file!.sha256}`),
      ]),
  );
  return entries.length > 0 ? entries : [paragraph('The platform issued no documents on this deal.')];
}

/** Every round of the negotiation the deal was agreed in: who offered what, when (none before negotiation). */
function negotiationSection(rounds: NonNullable<DossierInput['deal']['negotiation']>) {
  if (rounds.length === 0) return [];
  return [
    {
      heading: 'Negotiation',
      entries: rounds.map((round, i) =>
        line(
          `Round ${round.number}, ${round.label}, ${dossierTime(round.at)}${i === rounds.length - 1 ? ' (accepted)' : ''}`,
          round.message ? `${round.summary}. Message: ${round.message}` : round.summary,
        ),
      ),
    },
  ];
}

/** The dossier's content for a closed deal. */
export function closingDossier(input: DossierInput): PlatformDocument {
  const { deal, companies } = input;
  const value = dealValueCents(pricedSnapshot(deal));
  return {
    kind: 'closing-dossier',
    title: 'Closing Dossier',
    subtitle: `The record of Deal #${deal.id}: ${deal.title}`,
    transactionId: deal.id,
    issuedOn: documentDate(input.issuedAt),
    sections: [
      {
        heading: 'Deal',
        entries: [
          line('Transaction ID', deal.id),
          line('Deal', deal.name),
          line('Status', dealStatusLabels[deal.status as keyof typeof dealStatusLabels] ?? deal.status),
          line('Opened', dossierTime(deal.created_at)),
          line('Closed', dossierTime(deal.closed_at)),
        ],
      },
      {
        heading: 'Specification',
        entries: [
          ...productLines(deal.snapshot),
          line('Price', priceText(pricedSnapshot(deal))),
          line('Currency', deal.snapshot.currency),
          line('Deal value', value === null ? 'Not fixed' : formatMoney(value, deal.snapshot.currency)),
        ],
      },
      {
        heading: 'Parties',
        entries: [
          line('Seller', partyName(companies.seller, deal.seller_label)),
          line('Buyer', partyName(companies.buyer, deal.buyer_label)),
        ],
      },
      ...negotiationSection(deal.negotiation ?? []),
      ...approvedDocumentSections(input),
      { heading: 'Platform documents', entries: platformDocumentEntries(input) },
      {
        heading: 'History',
        entries: input.events
          // a company's own four-eyes approval is not the deal's record: both parties receive the dossier
          .filter((event) => !isDossierIssue(event) && !isCompanyApprovalEvent(event))
          .map((event) => line(dossierTime(event.at), eventText(input, event))),
      },
      {
        heading: 'About this dossier',
        entries: [
          paragraph(
            'Each SHA-256 above is the hash of the exact bytes the platform stored and reviewed. The hash of ' +
              "this dossier itself is recorded in the deal's history when the dossier is issued.",
          ),
        ],
      },
    ],
  };
}
