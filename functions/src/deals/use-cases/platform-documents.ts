import type { PlatformSettings } from '@portal/contracts/admin';
import { platformDocumentTypes, type PlatformDocumentType } from '@portal/contracts/deal-stages';
import type { Principal } from '../../platform/auth/access';
import { listRegistrations } from '../../platform/accounts/data/account-reads';
import { config } from '../../platform/config';
import { forbidden, notFound } from '../../platform/errors';
import { downloadLinks, storeGeneratedFile } from '../../platform/uploads/use-cases/uploads';
import { renderPlatformDocumentPdf } from '../adapters/pdf-render';
import type { DealPartition } from '../data/deal-repository';
import type { TransitionResult } from '../domain/deal-commands';
import { mandateReadOnlyMessage } from '../domain/deal-machine';
import type { DealState } from '../domain/deal-state';
import { visibleDocuments } from '../domain/deal-visibility';
import { dealDocumentPurpose } from '../domain/deal-files';
import type { PlatformDocumentKind } from '../domain/platform-documents/document';
import type { PlatformBankDetails } from '../domain/platform-documents/payment-instructions';
import { invoiceAddresseeOf } from '../domain/platform-documents/invoice';
import { platformDocument } from '../domain/platform-documents/platform-document';
import { closingDossierContent } from './closing-dossier';
import { readForCaller } from './deal-access';

/**
 * The documents the platform issues on a deal: rendered as PDFs when a transition asks for them, stored
 * beside the uploads, and handed to their addressees (and admins) as short-lived links.
 */

const documentKinds: Record<PlatformDocumentType, PlatformDocumentKind> = {
  'initial-spa-template': 'spa-template',
  'serval-invoice': 'platform-fee-invoice',
  'platform-payment-instructions': 'platform-payment-instructions',
  'closing-dossier': 'closing-dossier',
};

export function platformFileName(deal: DealState, type: string, issue: number) {
  const info = platformDocumentTypes[type as PlatformDocumentType];
  if (!info) return null;
  const base = info.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${base}-${deal.id}${issue > 1 ? `-${issue}` : ''}.pdf`;
}

/** Renders and stores the platform documents the transition asked for, and records their files. */
export async function generatePlatformDocuments(
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
              : kind === 'platform-fee-invoice'
                ? {
                    kind,
                    deal,
                    settings,
                    issuedAt: at,
                    issueNumber: issue.issue,
                    billTo: invoiceAddresseeOf(await listRegistrations(deal.buyer_id)),
                  }
                : { kind, deal, settings, bank, issuedAt: at },
          );
    const bytes = await renderPlatformDocumentPdf(content, {
      title: `${content.title} - ${deal.id}`,
      author: 'Commodity Trading Portal',
      subject: content.subtitle,
      createdAt: at,
    });
    const stored = await storeGeneratedFile({
      purpose: dealDocumentPurpose,
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
