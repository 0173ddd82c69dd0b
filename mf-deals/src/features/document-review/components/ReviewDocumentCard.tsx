import type { DealDetail } from '@portal/contracts/deals';
import { dealDocumentTypes } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
import { Dialog } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { FactList, Row } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { documentLinks } from '../../../lib/deals-api';
import { useAdminCommand } from '../hooks/useAdminCommand';
import { errorText } from '@portal/web/errors';
import { formatDate, formatFileSize } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import {
  decisionToasts,
  documentUnderReview,
  missingCommentMessage,
  type ReviewAction,
  type ReviewDecision,
} from '../utils/review';

const Item = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem;
  & h3 {
    margin: 0 0 0.6rem;
    font-size: 1rem;
  }
`;
const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 600px;
  margin: 0 auto;
`;

function startDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

const decisionLabels: Record<ReviewDecision, string> = {
  deny: 'Deny',
  'request-changes': 'Request Changes',
  approve: 'Approve',
};

/** One document awaiting the platform's review: its facts, View / Download, a comment and the decisions. */
export function ReviewDocumentCard({
  deal,
  action,
  onChange,
}: {
  deal: DealDetail;
  action: ReviewAction;
  onChange: (deal: DealDetail) => void;
}) {
  const doc = documentUnderReview(deal, action);
  const title = dealDocumentTypes[action.documentType].title;
  const [comment, setComment] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const { run, running } = useAdminCommand(deal, onChange);
  const commentId = `review-comment-${action.documentId}`;

  const open = async (mode: 'view' | 'download') => {
    try {
      const link = await documentLinks(deal.id, action.documentId);
      if (mode === 'download') startDownload(link.url);
      else if (link.preview_url) setPreview(link.preview_url);
      else window.open(link.url, '_blank', 'noopener');
    } catch (err) {
      notify.error('Download failed', errorText(err), err);
    }
  };

  const decide = (decision: ReviewDecision) => {
    const missing = missingCommentMessage(decision, comment);
    if (missing) {
      notify.error('Comment Required', missing);
      return;
    }
    void run(
      {
        type: 'review-document',
        documentId: action.documentId,
        decision,
        comment: comment.trim() || null,
      },
      { title: decisionToasts[decision], description: `${title} (version ${action.version})` },
      decision,
    );
  };

  return (
    <Item aria-label={`${title} version ${action.version}`} data-testid="review-document">
      <h3>{title}</h3>
      <FactList>
        <dt>Type</dt>
        <dd>{doc?.file?.file_type ?? '—'}</dd>
        <dt>Size</dt>
        <dd>{doc?.file ? formatFileSize(doc.file.size) : '—'}</dd>
        <dt>File</dt>
        <dd>{doc?.file_name ?? '—'}</dd>
        <dt>Version</dt>
        <dd>{action.version}</dd>
        <dt>Uploaded by</dt>
        <dd>{doc?.uploader_label ?? '—'}</dd>
        <dt>Uploaded</dt>
        <dd>{doc ? formatDate(doc.uploaded_at) : '—'}</dd>
      </FactList>
      <Row style={{ marginBottom: '0.75rem' }}>
        <Button variant="secondary" size="sm" onClick={() => void open('view')}>
          View
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void open('download')}>
          Download
        </Button>
      </Row>
      <TextField
        id={commentId}
        label="Comment"
        kind="textarea"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        hint="Required to deny or to request changes."
      />
      <Row>
        {(['deny', 'request-changes', 'approve'] as const)
          .filter((decision) => action.decisions.includes(decision))
          .map((decision) => (
            <Button
              key={decision}
              variant={decision === 'approve' ? 'primary' : decision === 'deny' ? 'danger' : 'outline'}
              disabled={running !== null}
              onClick={() => decide(decision)}
            >
              {decisionLabels[decision]}
            </Button>
          ))}
      </Row>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} title={title}>
        {preview ? <Preview src={preview} alt={`${title}, version ${action.version}`} /> : null}
      </Dialog>
    </Item>
  );
}
