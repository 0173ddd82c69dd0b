import type { DealDetail } from '@portal/contracts/deals';
import { dealDocumentTypes } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
import { TextField } from '@portal/ui/Input';
import { FactList, Row } from '@portal/ui/layout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
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
  reviewAnchor,
  type ReviewDecision,
} from '../utils/review';

const Item = styled.article`
  /* arriving from the review queue, the card's title clears the sticky top bar */
  scroll-margin-top: 4.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem;
  & h3 {
    margin: 0 0 0.6rem;
    font-size: 1rem;
  }
`;
const PreviewBox = styled.div`
  margin-bottom: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;
const ImagePreview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 600px;
  margin: 0 auto;
`;
// the viewport's height, within bounds: a page of A4 is legible at 1280 px and on a phone alike
const PdfPreview = styled.iframe`
  display: block;
  width: 100%;
  height: min(75vh, 800px);
  min-height: 360px;
  border: 0;
`;

/** What the card shows inline: the file at its short-lived inline link, by kind. */
type Preview = { kind: 'pdf' | 'image'; url: string };

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
  const [preview, setPreview] = useState<Preview | null>(null);
  const { run, running } = useAdminCommand(deal, onChange);
  const commentId = `review-comment-${action.documentId}`;
  const anchor = reviewAnchor(action.documentId);
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  const fileType = doc?.file?.file_type;
  const open = useCallback(
    async (mode: 'view' | 'download') => {
      try {
        const link = await documentLinks(deal.id, action.documentId);
        if (mode === 'download') startDownload(link.url);
        else if (link.preview_url)
          setPreview({ kind: fileType === 'application/pdf' ? 'pdf' : 'image', url: link.preview_url });
        else window.open(link.url, '_blank', 'noopener');
      } catch (err) {
        notify.error('Download failed', errorText(err), err);
      }
    },
    [deal.id, action.documentId, fileType],
  );

  // arriving from the review queue (#review-<document>): this card comes into view with its preview
  const arrived = hash === `#${anchor}`;
  useEffect(() => {
    if (!arrived) return;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
    void open('view');
  }, [arrived, open]);

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
    <Item
      ref={card}
      id={anchor}
      tabIndex={-1}
      aria-label={`${title} version ${action.version}`}
      data-testid="review-document"
    >
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
        {preview ? (
          <Button variant="secondary" size="sm" onClick={() => setPreview(null)}>
            Hide Preview
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void open('view')}>
            View
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => void open('download')}>
          Download
        </Button>
      </Row>
      {preview ? (
        <PreviewBox>
          {preview.kind === 'pdf' ? (
            // The file is the uploader's, so it is kept apart from the portal by what the server serves:
            // a short-lived link on the file store's own origin (it cannot reach the portal's pages or
            // storage), the bytes verified as a PDF at upload and served as application/pdf, so only
            // the browser's PDF viewer opens them. The frame has no `sandbox` attribute because
            // Chromium refuses to run its PDF viewer in any sandboxed frame (it shows a blocked page).
            <PdfPreview
              src={preview.url}
              title={`Preview of ${title}, version ${action.version}`}
              referrerPolicy="no-referrer"
              allow=""
            />
          ) : (
            <ImagePreview
              src={preview.url}
              alt={`${title}, version ${action.version}`}
              referrerPolicy="no-referrer"
            />
          )}
        </PreviewBox>
      ) : null}
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
    </Item>
  );
}
