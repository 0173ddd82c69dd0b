import { dealDocumentTypes, stageInfo } from '@portal/contracts/deal-stages';
import type { ReviewQueueEntry } from '@portal/contracts/deals';
import { listDealsAwaitingReview } from '../data/deal-repository';
import { awaitsPlatformReview } from '../domain/deal-state';

/** Every document awaiting the platform's review, across deals, oldest upload first. */
export async function reviewQueue(): Promise<{ documents: ReviewQueueEntry[] }> {
  const deals = await listDealsAwaitingReview();
  const documents = deals.flatMap((deal) =>
    Object.values(deal.documents).flatMap((versions) =>
      (versions ?? []).filter(awaitsPlatformReview).map((v) => ({
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
