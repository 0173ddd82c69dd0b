import {
  documentReviewStatuses,
  isPlatformDocumentType,
  type DocumentReviewStatus,
} from '@portal/contracts/deal-stages';
import type { DealDetail, DealDocumentView } from '@portal/contracts/deals';
import { Badge, type BadgeTone } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Spinner } from '@portal/ui/Spinner';
import { Table, TableWrap } from '@portal/ui/Table';
import { EmptyState, Muted, SubText } from '@portal/ui/layout';
import { Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import { companyHoldText } from '../../../lib/company-hold';
import { documentLinks, platformDocumentLinks } from '../../../lib/deals-api';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { shortId } from '../utils/documents';
import { notify } from '@portal/ui/notify';
import { isImageFile } from '../utils/activity';
import { releaseActionFor } from '../utils/company-approval';
import { ReleaseButtons } from './ReleaseButtons';

const reviewTone: Record<DocumentReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  'changes-requested': 'warning',
};

const Preview = styled.img`
  display: block;
  height: 600px;
  max-width: 100%;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

/** A fresh short-lived link to a document: a party's upload by its id, a platform document by its type. */
function linksOf(dealId: string, doc: Pick<DealDocumentView, 'source' | 'document_type' | 'document_id'>) {
  if (doc.source === 'platform' && isPlatformDocumentType(doc.document_type))
    return platformDocumentLinks(dealId, doc.document_type);
  if (doc.document_id) return documentLinks(dealId, doc.document_id);
  return Promise.reject(new Error('This document cannot be downloaded.'));
}

function ImagePreview({ dealId, doc }: { dealId: string; doc: DealDocumentView }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { source, document_type, document_id } = doc;
  useEffect(() => {
    let live = true;
    linksOf(dealId, { source, document_type, document_id }).then(
      (links) => {
        if (live) setUrl(links.preview_url ?? links.url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [dealId, source, document_type, document_id]);
  const name = doc.file_name ?? doc.title;
  if (failed) return <Muted>Preview unavailable</Muted>;
  if (!url) return <Spinner label={`Loading preview of ${name}`} />;
  return <Preview src={url} alt={`Preview of ${name}`} height={600} />;
}

/**
 * A deal's documents: file, type, uploader (and, for admins, the uploader's id cut to 8 characters),
 * date, version, review status; superseded versions stay listed and are marked. Images can be previewed
 * 600 px high; a download fetches a fresh short-lived link on the click. A version of the viewer's
 * company held for its approval shows that instead of a review it has not reached, with Release and
 * Refuse for a member the server lets answer it.
 */
export function DocumentList({
  deal,
  documents,
  emptyText = 'No documents yet',
  onChange,
}: {
  deal: DealDetail;
  documents: DealDocumentView[];
  emptyText?: string;
  /** Takes the deal after a release or refusal; without it the list offers neither. */
  onChange?: (deal: DealDetail) => void;
}) {
  const isAdmin = deal.role === 'admin';
  const [opening, setOpening] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  if (documents.length === 0)
    return (
      <EmptyState data-testid="documents-empty">
        <p>{emptyText}</p>
      </EmptyState>
    );

  const keyOf = (doc: DealDocumentView) =>
    `${doc.source}:${doc.document_id ?? doc.document_type}:${doc.version}`;
  const download = async (doc: DealDocumentView) => {
    const key = keyOf(doc);
    if (opening) return;
    setOpening(key);
    try {
      const { url } = await linksOf(deal.id, doc);
      // noopener: the storage tab gets no handle on this page
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      notify.error('Failed to download document', errorText(err), err);
    } finally {
      setOpening(null);
    }
  };

  return (
    <TableWrap>
      <Table data-testid="deal-documents">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Type</th>
            <th scope="col">Uploaded by</th>
            <th scope="col">Date</th>
            <th scope="col">Version</th>
            <th scope="col">Review</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => {
            const key = keyOf(doc);
            const name = doc.file_name ?? doc.title;
            const image = isImageFile(doc.file?.file_type);
            const hold = companyHoldText(doc.company_hold);
            const release = onChange ? releaseActionFor(deal, doc.document_id) : undefined;
            return (
              <Fragment key={key}>
                <tr data-testid="document-row" data-superseded={doc.superseded}>
                  <td data-label="File" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                    {doc.superseded ? (
                      <>
                        {' '}
                        <Badge tone="neutral">Superseded</Badge>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Type">{doc.title}</td>
                  <td data-label="Uploaded by">
                    {doc.uploader_label}
                    {isAdmin && doc.uploaded_by ? (
                      <SubText title={doc.uploaded_by}>{shortId(doc.uploaded_by)}</SubText>
                    ) : null}
                  </td>
                  <td data-label="Date">{formatDate(doc.uploaded_at)}</td>
                  <td data-label="Version">{doc.version}</td>
                  <td data-label="Review" data-company-hold={doc.company_hold?.status}>
                    {hold?.replacesReview ? (
                      <Badge tone={hold.tone} title={hold.text}>
                        {hold.label}
                      </Badge>
                    ) : doc.review_status ? (
                      <Badge tone={reviewTone[doc.review_status]}>
                        {documentReviewStatuses[doc.review_status]}
                      </Badge>
                    ) : (
                      <Muted as="span">—</Muted>
                    )}
                    {hold?.reason ? <SubText>{hold.reason}</SubText> : null}
                    {hold && !hold.replacesReview ? <SubText>{hold.label}</SubText> : null}
                    {doc.review_comment && !hold?.replacesReview ? (
                      <SubText>{doc.review_comment}</SubText>
                    ) : null}
                  </td>
                  <td data-label="Actions">
                    {release && onChange ? (
                      <Actions style={{ marginBottom: doc.downloadable ? '0.4rem' : 0 }}>
                        <ReleaseButtons deal={deal} action={release} onChange={onChange} />
                      </Actions>
                    ) : null}
                    {doc.downloadable ? (
                      <Actions>
                        {image ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-expanded={previewing === key}
                            aria-label={`Preview ${name}`}
                            onClick={() => setPreviewing((current) => (current === key ? null : key))}
                          >
                            {previewing === key ? 'Hide Preview' : 'Preview'}
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={opening === key}
                          aria-label={`Download ${name}`}
                          onClick={() => void download(doc)}
                        >
                          Download
                        </Button>
                      </Actions>
                    ) : (
                      <Muted as="span">Not available</Muted>
                    )}
                  </td>
                </tr>
                {image && previewing === key ? (
                  <tr>
                    <td colSpan={7}>
                      <ImagePreview dealId={deal.id} doc={doc} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
