import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  dealDocumentTypes,
  dealFileFormats,
  platformDocumentTypes,
  stageInfo,
  type DealDocumentType,
  type PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import type {
  DealDetail,
  DealSummary,
  dealCommandSchema,
  dealUploadRequestSchema,
  ReviewQueueEntry,
} from '@portal/contracts/deals';
import type { PlatformSettings } from '@portal/contracts/admin';
import type { Principal } from '../../platform/auth/access';
import { getProfile } from '../../platform/users/data/user-repository';
import type { TransactItem } from '../../platform/data/transactions';
import { conflict, DomainError, forbidden, notFound } from '../../platform/errors';
import { recordActivity } from '../../platform/activity/data/activity-items';
import { dealActivityOf } from '../domain/deal-activity';
import { notify } from '../../platform/notifications/data/notify';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';
import { config } from '../../platform/config';
import {
  completeUpload,
  downloadLinks,
  issueUploadTicket,
  storeGeneratedFile,
} from '../../platform/uploads/use-cases/uploads';
import { renderPlatformDocumentPdf } from '../adapters/pdf-render';
import { closingDossierContent } from './closing-dossier';
import { reviewViewOf } from './reviews';
import {
  dealChangedMessage,
  listDealsAwaitingReview,
  listMemberDeals,
  listNewestDeals,
  readDealPartition,
  saveTransition,
  type DealListRecord,
  type DealPartition,
  type StoredDealEvent,
} from '../data/deal-repository';
import type { DealActor, DealCommand, TransitionResult } from '../domain/deal-commands';
import {
  availableActions,
  awaiting,
  dealNotFoundMessage,
  groupMarks,
  mandateReadOnlyMessage,
  roleInDeal,
  transition,
} from '../domain/deal-machine';
import type { DealState } from '../domain/deal-state';
import { deadlineItems } from '../data/deadline-repository';
import { newDeadlines } from '../domain/deadlines';
import { dealChangeNotices } from '../domain/deal-notices';
import { visibleMandateRequests } from './mandate-view';
import { revealsSellerCompany, visibleDocuments, visibleEventComment } from '../domain/deal-visibility';
import { dealDocumentPurpose, dealFolder, assertAcceptedFile } from '../domain/deal-files';
import {
  platformDocument,
  type PlatformBankDetails,
  type PlatformDocumentKind,
} from '../domain/platform-documents';

/**
 * The deals API's use cases: read the deal's partition, find who the caller is in it (anyone else gets
 * 404, as if the deal did not exist), let the state machine decide, and write its answer in one
 * transaction conditional on the deal's version, with the audit events, the generated platform
 * documents and the notifications of whoever is now awaited.
 */

/** Writes of a completed upload tried before a deal that keeps changing is answered 409. */
const uploadWriteAttempts = 3;

/** How many deals an admin's Deal Flow shows (newest first); the admin's deal table pages through all. */
const adminDealListLimit = 200;

function actorOf(partition: DealPartition, principal: Principal): DealActor {
  const { deal } = partition;
  if (principal.isAdmin) return { userId: principal.userId, role: 'admin' };
  if (principal.userId === deal.buyer_id) return { userId: principal.userId, role: 'buyer' };
  if (principal.userId === deal.seller_id) return { userId: principal.userId, role: 'seller' };
  // a mandate sees the deal only once its side's party confirmed it (its membership item)
  const mandate = partition.members.find((m) => m.user_id === principal.userId && m.role === 'mandate');
  if (mandate?.side && principal.roles.includes('mandate'))
    return { userId: principal.userId, role: 'mandate', side: mandate.side };
  throw notFound(dealNotFoundMessage);
}

export async function readForCaller(dealId: string, principal: Principal) {
  const partition = await readDealPartition(dealId);
  if (!partition) throw notFound(dealNotFoundMessage);
  const actor = actorOf(partition, principal);
  if (roleInDeal(partition.deal, actor) === null) throw notFound(dealNotFoundMessage);
  return { partition, actor };
}

function summaryOf(deal: DealListRecord, role: DealSummary['role']): DealSummary {
  const info = stageInfo(deal.stage);
  const group = info.group;
  return {
    id: deal.id,
    name: deal.name,
    title: deal.title,
    stage: deal.stage,
    stage_label: info.label,
    progress: info.progress,
    group: group ?? 'unknown',
    status: deal.status as DealSummary['status'],
    role,
    buyer_label: deal.buyer_label,
    seller_label: deal.seller_label,
    product: deal.snapshot.product,
    product_type: deal.snapshot.product_type,
    quantity: deal.snapshot.quantity,
    unit: deal.snapshot.unit,
    delivery: deal.snapshot.delivery,
    location: deal.snapshot.location,
    price: deal.snapshot.price,
    currency: deal.snapshot.currency,
    industry: deal.snapshot.industry,
    due_at: (group && deal.due_dates?.[group]) || null,
    created_at: deal.created_at,
    updated_at: deal.updated_at,
  };
}

/** The caller's deals (admins: the newest of the platform), most recently changed first. */
export async function listDeals(principal: Principal) {
  if (principal.isAdmin) {
    const deals = await listNewestDeals(adminDealListLimit);
    return { deals: deals.map((d) => summaryOf(d, 'admin')), total: deals.length };
  }
  const deals = await listMemberDeals(principal.userId);
  const roleOf = (d: DealListRecord) =>
    d.buyer_id === principal.userId ? 'buyer' : d.seller_id === principal.userId ? 'seller' : 'mandate';
  return { deals: deals.map((d) => summaryOf(d, roleOf(d))), total: deals.length };
}

function actorLabel(deal: DealState, event: StoredDealEvent): string {
  if (event.actor_role === 'buyer') return deal.buyer_label;
  if (event.actor_role === 'seller') return deal.seller_label;
  return 'Platform';
}

async function companyName(userId: string) {
  return (await getProfile(userId))?.company_name || null;
}

/** The deal as `actor` may see it, with what the server lets them do now. */
async function viewOf(partition: DealPartition, actor: DealActor): Promise<DealDetail> {
  const { deal } = partition;
  const role = actor.role;
  const revealSeller = role === 'admin' || (role === 'buyer' && revealsSellerCompany(deal));
  const [buyerCompany, sellerCompany] = await Promise.all([
    role === 'admin' ? companyName(deal.buyer_id) : null,
    revealSeller ? companyName(deal.seller_id) : null,
  ]);
  const marks = groupMarks(deal);
  return {
    ...summaryOf(deal, role),
    parties: {
      buyer: { label: deal.buyer_label, company_name: buyerCompany },
      seller: { label: deal.seller_label, company_name: sellerCompany },
    },
    snapshot: {
      price_type: deal.snapshot.price_type,
      platts_reference: deal.snapshot.platts_reference,
      discount: deal.snapshot.discount,
    },
    version: deal.version,
    available_actions: availableActions(deal, actor),
    awaiting: awaiting(deal),
    group_marks: marks.map((mark) => ({
      group: mark.group,
      status: mark.status,
      buyerDone: mark.buyerDone,
      sellerDone: mark.sellerDone,
      showsPartyMarkers: mark.showsPartyMarkers,
    })),
    due_dates: Object.fromEntries(Object.entries(deal.due_dates).filter(([, v]) => Boolean(v))) as Record<
      string,
      string
    >,
    documents: visibleDocuments(deal, actor).map((doc) => ({
      ...doc,
      file: doc.file
        ? {
            file_name: doc.file.file_name,
            file_type: doc.file.file_type,
            size: doc.file.size,
            sha256: doc.file.sha256,
          }
        : null,
      file_name: doc.file_name ?? platformFileName(deal, doc.document_type, doc.version),
    })),
    history: partition.events.map((event) => ({
      id: event.id,
      action: event.action,
      actor_label: actorLabel(deal, event),
      actor_role: event.actor_role,
      from: event.from,
      to: event.to,
      document: event.document,
      comment: visibleEventComment(deal, actor, event),
      at: event.at,
    })),
    // the inspection site is the parties' business, not their agents'
    inspection_details:
      role !== 'mandate' && deal.confirmations.inspection_details
        ? {
            latitude: deal.confirmations.inspection_details.latitude,
            longitude: deal.confirmations.inspection_details.longitude,
            instructions: deal.confirmations.inspection_details.instructions,
            at: deal.confirmations.inspection_details.at,
          }
        : null,
    confirmations: {
      seller_title_transfer: deal.confirmations.seller_title_transfer?.at ?? null,
      buyer_receipt: deal.confirmations.buyer_receipt?.at ?? null,
    },
    cancellation: deal.cancellation ? { reason: deal.cancellation.reason, at: deal.cancellation.at } : null,
    closed_at: deal.closed_at,
    mandate_requests: await visibleMandateRequests(partition, actor),
    ...(await reviewViewOf(deal, actor)),
  };
}

export async function readDeal(dealId: string, principal: Principal): Promise<DealDetail> {
  const { partition, actor } = await readForCaller(dealId, principal);
  return viewOf(partition, actor);
}

// ---------------------------------------------------------------------------------------------------
// Changes

const documentKinds: Record<PlatformDocumentType, PlatformDocumentKind> = {
  'initial-spa-template': 'spa-template',
  'serval-invoice': 'serval-invoice',
  'platform-payment-instructions': 'platform-payment-instructions',
  'closing-dossier': 'closing-dossier',
};

function platformFileName(deal: DealState, type: string, issue: number) {
  const info = platformDocumentTypes[type as PlatformDocumentType];
  if (!info) return null;
  const base = info.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${base}-${deal.id}${issue > 1 ? `-${issue}` : ''}.pdf`;
}

/** Renders and stores the platform documents the transition asked for, and records their files. */
async function generatePlatformDocuments(
  result: TransitionResult,
  settings: PlatformSettings,
  at: Date,
  history: DealPartition['events'],
): Promise<void> {
  if (result.generate.length === 0) return;
  const deal = result.deal;
  const bank = JSON.parse(config.platformBankAccount) as PlatformBankDetails;
  for (const type of result.generate) {
    const issues = deal.platform_documents[type] ?? [];
    const issue = issues[issues.length - 1];
    if (!issue) continue;
    const kind = documentKinds[type];
    const content =
      kind === 'closing-dossier'
        ? await closingDossierContent({ deal, events: [...history, ...result.events], issuedAt: at })
        : platformDocument(
            kind === 'spa-template'
              ? { kind, deal, issuedAt: at }
              : kind === 'serval-invoice'
                ? { kind, deal, settings, issuedAt: at, issueNumber: issue.issue }
                : { kind, deal, settings, bank, issuedAt: at },
          );
    const bytes = await renderPlatformDocumentPdf(content, {
      title: `${content.title} - ${deal.id}`,
      author: 'Commodity Trading Portal',
      subject: content.subtitle,
      createdAt: at,
    });
    const stored = await storeGeneratedFile({
      folder: dealFolder(deal.id, type),
      file_name: platformFileName(deal, type, issue.issue)!,
      content_type: 'application/pdf',
      bytes,
      now: at,
    });
    issue.file = {
      file_name: stored.file_name,
      file_type: stored.content_type,
      size: stored.size,
      sha256: stored.sha256,
      file_path: stored.key,
    };
    // the audit trail names the exact bytes issued
    for (const event of result.events)
      if (
        event.action === 'platform-document-issued' &&
        event.document?.type === type &&
        event.document.version === issue.issue
      )
        event.document.sha256 = stored.sha256;
  }
}

/** Notifications for the parties the deal now waits for (the platform's queue serves the admins). */
function awaitedNotifications(deal: DealState, result: TransitionResult, at: Date): TransactItem[] {
  return result.notify.flatMap((notice) => {
    if (notice.party === 'platform') return [];
    const userId = notice.party === 'buyer' ? deal.buyer_id : deal.seller_id;
    return [
      notify({
        userId,
        type: 'deal-action-awaited',
        title: `${deal.title}: ${stageInfo(deal.stage).label}`,
        body: notice.message,
        link: `/deal/${deal.id}`,
        at,
      }),
    ];
  });
}

async function apply(
  partition: DealPartition,
  actor: DealActor,
  command: DealCommand,
  extra: TransactItem[] = [],
): Promise<DealPartition> {
  const at = new Date();
  const before = partition.deal;
  // a group the command opens gets its due date from the platform settings' days
  // one read serves the due days and the platform documents' fee
  const settings = await currentSettings();
  const result = transition(before, command, actor, at, { dueDays: settings.deal_due_days });
  await generatePlatformDocuments(result, settings, at, partition.events);
  const activity = dealActivityOf(result.deal, actor, command, result.events);
  const events = await saveTransition({
    expectedVersion: before.version,
    before,
    deal: result.deal,
    events: result.events,
    members: partition.members,
    extra: [
      ...extra,
      ...(activity ? [recordActivity({ ...activity, at })] : []),
      ...awaitedNotifications(result.deal, result, at),
      ...dealChangeNotices(result.deal, result.events).map((notice) => notify({ ...notice, at })),
      ...deadlineItems(newDeadlines(result.deal.id, before.due_dates, result.deal.due_dates)),
    ],
  });
  return {
    deal: { ...result.deal, version: before.version + 1 },
    members: partition.members,
    events: [...partition.events, ...events],
    mandates: partition.mandates,
  };
}

type CommandRequest = z.output<typeof dealCommandSchema>;

function commandOf(request: CommandRequest): DealCommand {
  switch (request.type) {
    case 'reissue-platform-document':
      return { type: request.type, documentType: request.documentType };
    default:
      return request as DealCommand;
  }
}

/** Runs one command of the caller on the deal and answers the deal as the caller now sees it. */
export async function runDealCommand(dealId: string, principal: Principal, request: CommandRequest) {
  const { partition, actor } = await readForCaller(dealId, principal);
  return viewOf(await apply(partition, actor, commandOf(request)), actor);
}

// ---------------------------------------------------------------------------------------------------
// Documents

type UploadRequest = z.output<typeof dealUploadRequestSchema>;

/** A file the machine accepts for this type (the first of its formats), to ask it whether an upload fits now. */
function probeFile(type: DealDocumentType) {
  const extension = dealDocumentTypes[type].accepts.extensions[0]!;
  return {
    file_name: `probe.${extension}`,
    file_type: dealFileFormats[extension],
    size: 1,
    sha256: '0'.repeat(64),
  };
}

function assertMayUpload(deal: DealState, actor: DealActor, type: DealDocumentType) {
  const offered = availableActions(deal, actor).some(
    (action) => action.type === 'upload-document' && action.documentType === type,
  );
  if (offered) return;
  // the machine's own refusal says why (not this party's document, or not now); a valid probe file
  // keeps the file checks from answering first; its answer is discarded, so no due days are needed
  transition(
    deal,
    { type: 'upload-document', documentType: type, documentId: 'check', file: probeFile(type) },
    actor,
    new Date(),
    { dueDays: {} },
  );
  throw conflict(`The ${dealDocumentTypes[type].noun} cannot be uploaded now.`);
}

/** A presigned POST for one deal document the caller may upload now, in `deals/{id}/{type}/`. */
export async function requestDealUpload(dealId: string, principal: Principal, request: UploadRequest) {
  const { partition, actor } = await readForCaller(dealId, principal);
  assertMayUpload(partition.deal, actor, request.document_type);
  assertAcceptedFile(request.document_type, request.file_type, request.file_name);
  return issueUploadTicket({
    owner: principal.userId,
    purpose: dealDocumentPurpose,
    folder: dealFolder(dealId, request.document_type),
    file: { name: request.file_name, type: request.file_type, size: request.size },
    context: { deal_id: dealId, document_type: request.document_type },
  });
}

/**
 * Verifies the uploaded file (size, stored type, bytes), hashes it, and records it as the next version
 * of its document type through the state machine, in one transaction with the ticket's consumption.
 */
export async function completeDealUpload(dealId: string, uploadId: string, principal: Principal) {
  const { actor } = await readForCaller(dealId, principal);
  const completed = await completeUpload({
    owner: principal.userId,
    uploadId,
    purpose: dealDocumentPurpose,
    digest: true,
    // a ticket of another deal is not touched (its file stays where its own deal can complete it)
    context: { deal_id: dealId },
  });
  const type = completed.context.document_type as DealDocumentType;
  if (!dealDocumentTypes[type]) throw notFound('Upload not found. Please upload the file again.');
  const command: DealCommand = {
    type: 'upload-document',
    documentType: type,
    documentId: randomUUID(),
    file: {
      file_name: completed.file.file_name,
      file_type: completed.file.content_type,
      size: completed.file.size,
      sha256: completed.file.sha256!,
      file_path: completed.file.key,
    },
  };
  // The file is already moved and cannot be completed twice, and an upload does not depend on what
  // else changed while it was verified: the deal is read after that, and again when another change
  // won the write meanwhile (the machine decides afresh each time).
  for (let attempt = 1; ; attempt++) {
    const { partition } = await readForCaller(dealId, principal);
    try {
      return viewOf(await apply(partition, actor, command, [completed.consumeTicket]), actor);
    } catch (error) {
      const changedMeanwhile = error instanceof DomainError && error.message === dealChangedMessage;
      if (!changedMeanwhile || attempt >= uploadWriteAttempts) throw error;
    }
  }
}

/** A short-lived link to a document the caller may read (a mandate never gets one). */
export async function dealDocumentDownload(dealId: string, documentId: string, principal: Principal) {
  const { partition, actor } = await readForCaller(dealId, principal);
  if (actor.role === 'mandate') throw forbidden(mandateReadOnlyMessage);
  const visible = visibleDocuments(partition.deal, actor).find(
    (doc) => doc.document_id === documentId && doc.downloadable && doc.file?.file_path,
  );
  if (!visible?.file?.file_path) throw notFound('Document not found');
  return downloadLinks({
    key: visible.file.file_path,
    file_name: visible.file.file_name,
    content_type: visible.file.file_type,
  });
}

/** A link to the latest issue of a platform document, for its addressee and admins. */
export async function platformDocumentDownload(dealId: string, type: string, principal: Principal) {
  const { partition, actor } = await readForCaller(dealId, principal);
  if (actor.role === 'mandate') throw forbidden(mandateReadOnlyMessage);
  const visible = visibleDocuments(partition.deal, actor).filter(
    (doc) => doc.source === 'platform' && doc.document_type === type && doc.downloadable && !doc.superseded,
  );
  const issue =
    visible.length > 0 ? partition.deal.platform_documents[type as PlatformDocumentType]?.at(-1) : null;
  if (!issue?.file?.file_path) throw notFound('Document not found');
  return downloadLinks({
    key: issue.file.file_path,
    file_name: issue.file.file_name,
    content_type: issue.file.file_type,
  });
}

/** Every document awaiting the platform's review, across deals, oldest upload first. */
export async function reviewQueue(): Promise<{ documents: ReviewQueueEntry[] }> {
  const deals = await listDealsAwaitingReview();
  const documents = deals.flatMap((deal) =>
    Object.values(deal.documents).flatMap((versions) =>
      (versions ?? [])
        .filter((v) => !v.superseded && v.review.status === 'pending')
        .map((v) => ({
          deal_id: deal.id,
          deal_name: deal.name,
          stage_label: stageInfo(deal.stage).label,
          document_id: v.document_id,
          document_type: v.document_type,
          title: dealDocumentTypes[v.document_type].title,
          version: v.version,
          file_name: v.file.file_name,
          file_type: v.file.file_type,
          size: v.file.size,
          uploader_label: v.uploader_role === 'buyer' ? deal.buyer_label : deal.seller_label,
          uploaded_at: v.uploaded_at,
        })),
    ),
  );
  return { documents: documents.sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at)) };
}
