import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { dealDocumentTypes, type DealDocumentType } from '@portal/contracts/deal-stages';
import type { dealUploadRequestSchema } from '@portal/contracts/deals';
import type { Principal } from '../../platform/auth/access';
import { priceBounds } from '@portal/contracts/numbers';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../platform/errors';
import {
  listMemberships,
  membershipCheck,
  readCompany,
} from '../../platform/companies/data/company-repository';
import { roleMay } from '@portal/contracts/company-roles';
import { assertStillMember } from '../../platform/companies/use-cases/current-membership';
import { completeUpload, downloadLinks, issueUploadTicket } from '../../platform/uploads/use-cases/uploads';
import { dealChangedMessage } from '../data/deal-repository';
import type { DealActor, DealCommand } from '../domain/deal-commands';
import { availableActions, probeFile } from '../domain/deal-actions';
import { checkFinalUnitPrice, needsFinalPrice } from '../domain/deal-rules/commercial-invoice';
import { mandateReadOnlyMessage, transition } from '../domain/deal-machine';
import type { DealState } from '../domain/deal-state';
import { assertAcceptedFile, dealDocumentPurpose } from '../domain/deal-files';
import { visibleDocuments } from '../domain/deal-visibility';
import { applyCommand } from './deal-changes';
import { readForCaller } from './deal-access';
import { viewOf } from './deal-view';

/** The parties' deal documents: upload tickets, completed uploads recorded by the machine, downloads. */

/** Writes of a completed upload tried before a deal that keeps changing is answered 409. */
const uploadWriteAttempts = 3;

type UploadRequest = z.output<typeof dealUploadRequestSchema>;

function assertMayUpload(deal: DealState, actor: DealActor, type: DealDocumentType) {
  const offered = availableActions(deal, actor).some(
    (action) => action.type === 'upload-document' && action.documentType === type,
  );
  if (offered) return;
  // the machine's own refusal says why (not this party's document, or not now); a valid probe file
  // keeps the file checks from answering first; its answer is discarded, so no due days are needed
  transition(
    deal,
    {
      type: 'upload-document',
      documentType: type,
      documentId: 'check',
      file: probeFile(type),
      finalUnitPrice: priceBounds.min,
    },
    actor,
    new Date(),
    { dueDays: {} },
  );
  throw conflict(`The ${dealDocumentTypes[type].noun} cannot be uploaded now.`);
}

/** A presigned POST for one deal document the caller may upload now (deal and type: in the ticket's context). */
export async function requestDealUpload(dealId: string, principal: Principal, request: UploadRequest) {
  const { partition, actor } = await readForCaller(dealId, principal);
  assertMayUpload(partition.deal, actor, request.document_type);
  assertAcceptedFile(request.document_type, request.file_type, request.file_name);
  // the final price of a discount-priced deal travels with its commercial invoice: asked for before
  // the file is sent, kept in the ticket, and recorded with the document when the upload completes
  const pricing = request.document_type === 'commercial-invoice' && needsFinalPrice(partition.deal);
  if (!pricing && request.final_unit_price !== undefined)
    throw invalid(
      'A final unit price is stated only with the commercial invoice of a deal priced at a discount to Platts.',
      'final_unit_price',
    );
  const finalUnitPrice = pricing ? checkFinalUnitPrice(request.final_unit_price) : null;
  return issueUploadTicket({
    owner: principal.userId,
    purpose: dealDocumentPurpose,
    file: { name: request.file_name, type: request.file_type, size: request.size },
    context: {
      deal_id: dealId,
      document_type: request.document_type,
      ...(finalUnitPrice !== null ? { final_unit_price: String(finalUnitPrice) } : {}),
    },
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
    ...(completed.context.final_unit_price !== undefined
      ? { finalUnitPrice: Number(completed.context.final_unit_price) }
      : {}),
  };
  // The file is already moved and cannot be completed twice, and an upload does not depend on what
  // else changed while it was verified: the deal is read after that, and again when another change
  // won the write meanwhile (the machine decides afresh each time).
  // A member removed or given another role while the file was checked loses the upload: the write
  // holds only while their membership is still the one this request was authorized on.
  const stillMember = principal.isAdmin
    ? []
    : [membershipCheck(principal.userId, principal.companyId, principal.companyRole)];
  const fourEyes = !principal.isAdmin && (await holdsForSecondPair(principal));
  for (let attempt = 1; ; attempt++) {
    const { partition } = await readForCaller(dealId, principal);
    try {
      return viewOf(
        await applyCommand(partition, actor, command, [completed.consumeTicket, ...stillMember], {
          fourEyes,
        }),
        actor,
      );
    } catch (error) {
      const changedMeanwhile = error instanceof DomainError && error.message === dealChangedMessage;
      if (changedMeanwhile && stillMember.length > 0) await assertStillMember(principal);
      if (!changedMeanwhile || attempt >= uploadWriteAttempts) throw error;
    }
  }
}

/**
 * Whether the caller's committing documents wait for a second member's release: the company has
 * four-eyes on and someone other than the caller who may release them. A company of one has no second
 * pair of eyes, so its documents go straight to the platform as they always did.
 */
async function holdsForSecondPair(principal: Principal): Promise<boolean> {
  const company = await readCompany(principal.companyId);
  if (!company?.four_eyes || company.members < 2) return false;
  const members = await listMemberships(principal.companyId);
  return members.some((m) => m.user_id !== principal.userId && roleMay(m.role, 'approve'));
}

/** A short-lived link to a document the caller may read (a mandate never gets one). */
export async function dealDocumentDownload(dealId: string, documentId: string, principal: Principal) {
  const { partition, actor } = await readForCaller(dealId, principal);
  if (actor.role === 'mandate') throw forbidden(mandateReadOnlyMessage);
  const visible = visibleDocuments(partition.deal, actor).find(
    (doc) => doc.document_id === documentId && doc.downloadable && doc.file?.file_path,
  );
  if (!visible?.file?.file_path) throw notFound('Document not found');
  // the platform's reviewers read a PDF in the review panel; the parties download it
  return downloadLinks(
    { key: visible.file.file_path, file_name: visible.file.file_name, content_type: visible.file.file_type },
    new Date(),
    { reviewer: actor.role === 'admin', unlinkable: true },
  );
}
