import type { DocumentRecord } from '@portal/contracts/account';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Spinner } from '@portal/ui/Spinner';
import { Muted, Row } from '@portal/ui/layout';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@portal/web/errors';
import { formatBytes, formatDateTime } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { getDocumentLinks } from '../api/documents';
import { documentTypeLabel, isPreviewable } from '../utils/document-types';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.9rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  & h3 {
    margin: 0;
    font-size: 1rem;
    word-break: break-all;
  }
`;
const Preview = styled.img`
  height: 400px;
  max-width: 100%;
  object-fit: contain;
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;

/** Preview of an image document through a presigned GET (400 px high). */
function ImagePreview({ doc }: { doc: DocumentRecord }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getDocumentLinks(doc.id).then(
      (links) => {
        if (!live) return;
        if (links.preview_url) setUrl(links.preview_url);
        else setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [doc.id]);
  if (failed) return <Muted>Preview unavailable</Muted>;
  if (!url) return <Spinner label={`Loading preview of ${doc.file_name}`} />;
  return <Preview src={url} alt={`Preview of ${doc.file_name}`} height={400} />;
}

/**
 * Starts the browser's download of a presigned link: the storage serves it as an attachment with the
 * file's name, so the page stays where it is and no empty tab is left behind.
 */
function saveFromLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function DocumentItem({
  doc,
  onDelete,
}: {
  doc: DocumentRecord;
  onDelete: (doc: DocumentRecord) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { url } = await getDocumentLinks(doc.id);
      saveFromLink(url);
    } catch (err) {
      notify.error('Failed to download document', serverMessage(err), err);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Item data-testid="document-item" aria-label={doc.file_name}>
      <Head>
        <div>
          <h3>{doc.file_name}</h3>
          <Muted>
            {formatBytes(doc.size)} · {formatDateTime(doc.created_at)}
          </Muted>
        </div>
        <div>
          <Badge tone="info">{documentTypeLabel(doc.document_type)}</Badge>
        </div>
      </Head>
      {isPreviewable(doc.file_type) ? <ImagePreview doc={doc} /> : null}
      <Row>
        <Button
          size="sm"
          variant="secondary"
          onClick={download}
          disabled={downloading}
          aria-label={`Download ${doc.file_name}`}
        >
          Download
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => onDelete(doc)}
          aria-label={`Delete ${doc.file_name}`}
        >
          Delete
        </Button>
      </Row>
    </Item>
  );
}
