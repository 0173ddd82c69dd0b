import type { DealDetail } from '@portal/contracts/deals';
import {
  dealDocumentTypes,
  documentReviewStatuses,
  type DealDocumentType,
  type DocumentReviewStatus,
} from '@portal/contracts/deal-stages';
import { Badge, type BadgeTone } from '@portal/ui/Badge';
import { Notice } from '@portal/ui/layout';
import styled from 'styled-components';
import { formatDate } from '@portal/web/format';
import { companyHoldText } from '../../../lib/company-hold';
import { latestDocument } from '../utils/panel-actions';

const reviewTones: Record<DocumentReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  'changes-requested': 'warning',
};

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.6rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & strong {
    font-weight: 600;
  }
  & span.meta {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

/**
 * What the viewer's company's approval (four-eyes) asks next of a held version: the viewer's release
 * when the server offers it (given in the approval card at the top of the page), else a second member's.
 */
function holdNote(deal: DealDetail, documentId: string | null): string {
  const releasable = deal.available_actions.some(
    (action) => action.type === 'release-document' && action.documentId === documentId,
  );
  return releasable
    ? 'Your release is awaited: release or refuse it in "Awaiting your approval" at the top of the page.'
    : 'A second member of your company (an Approver or Administrator) releases it before the platform reviews it.';
}

/**
 * What became of the viewer's newest upload of this type: version, file, date and the platform's
 * review. A denied or returned document shows the reviewer's comment (the upload card for the next
 * version comes from the offered actions). A version held for the company's approval shows that
 * instead of the review it has not reached, and a refusal by the company its reason.
 */
export function DocumentStatus({ deal, documentType }: { deal: DealDetail; documentType: DealDocumentType }) {
  const doc = latestDocument(deal, documentType);
  if (!doc) return null;
  const status = doc.review_status;
  const hold = companyHoldText(doc.company_hold);
  const refused = !hold?.replacesReview && (status === 'denied' || status === 'changes-requested');
  return (
    <Entry data-testid={`document-status-${documentType}`}>
      <Line>
        <strong>{dealDocumentTypes[documentType].title}</strong>
        <span className="meta">
          version {doc.version}
          {doc.file_name ? ` · ${doc.file_name}` : ''} · {formatDate(doc.uploaded_at)}
        </span>
        {hold?.replacesReview ? (
          <Badge tone={hold.tone}>{hold.label}</Badge>
        ) : status ? (
          <Badge tone={reviewTones[status]}>{documentReviewStatuses[status]}</Badge>
        ) : null}
      </Line>
      {doc.company_hold?.status === 'held' ? (
        <Notice role="note" data-testid="company-hold-note">
          {holdNote(deal, doc.document_id)}
        </Notice>
      ) : null}
      {doc.company_hold?.status === 'refused' ? (
        <Notice $tone="danger" role="note">
          {hold?.text}
        </Notice>
      ) : null}
      {refused && doc.review_comment ? (
        <Notice $tone={status === 'denied' ? 'danger' : 'warning'} role="note">
          Reviewer&apos;s comment: {doc.review_comment}
        </Notice>
      ) : null}
    </Entry>
  );
}
