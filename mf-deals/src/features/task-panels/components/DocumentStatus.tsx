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
 * What became of the viewer's newest upload of this type: version, file, date and the platform's
 * review. A denied or returned document shows the reviewer's comment (the upload card for the next
 * version comes from the offered actions).
 */
export function DocumentStatus({ deal, documentType }: { deal: DealDetail; documentType: DealDocumentType }) {
  const doc = latestDocument(deal, documentType);
  if (!doc) return null;
  const status = doc.review_status;
  const refused = status === 'denied' || status === 'changes-requested';
  return (
    <Entry data-testid={`document-status-${documentType}`}>
      <Line>
        <strong>{dealDocumentTypes[documentType].title}</strong>
        <span className="meta">
          version {doc.version}
          {doc.file_name ? ` · ${doc.file_name}` : ''} · {formatDate(doc.uploaded_at)}
        </span>
        {status ? <Badge tone={reviewTones[status]}>{documentReviewStatuses[status]}</Badge> : null}
      </Line>
      {refused && doc.review_comment ? (
        <Notice $tone={status === 'denied' ? 'danger' : 'warning'} role="note">
          Reviewer&apos;s comment: {doc.review_comment}
        </Notice>
      ) : null}
    </Entry>
  );
}
