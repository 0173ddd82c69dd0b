import type { DocumentRecord } from '@portal/contracts/account';
import { Button } from '@portal/ui/Button';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { documentLink } from '../api/admin';
import { serverMessage } from '@portal/web/errors';
import { documentTypeLabel } from '../form-groups';
import { formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  & li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * The user's documents (file name, document type, upload date, View Document). The link is a
 * short-lived presigned GET fetched on click, opened in a new tab without an opener.
 */
export function UserDocuments({
  documents,
  loading,
  error,
}: {
  documents?: DocumentRecord[];
  loading: boolean;
  error?: unknown;
}) {
  const [opening, setOpening] = useState<string | null>(null);
  if (loading) return <SkeletonList items={2} label="Loading documents..." />;
  if (error) return <Muted role="alert">Failed to fetch user documents</Muted>;
  if (!documents || documents.length === 0) return <Muted>No documents found</Muted>;

  const open = async (doc: DocumentRecord) => {
    if (opening) return;
    setOpening(doc.id);
    try {
      const url = await documentLink(doc.id);
      // noopener: the new tab (on the storage origin) gets no handle on this admin page; the click's
      // user activation still covers the open after the short link request
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      notify.error('Failed to open document', serverMessage(err), err);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Items aria-label="Documents">
      {[...documents]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((doc) => (
          <li key={doc.id}>
            <div>
              <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.file_name}</div>
              <Muted>
                {documentTypeLabel(doc.document_type)} · {formatDate(doc.created_at)}
              </Muted>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`View Document ${doc.file_name}`}
              disabled={opening === doc.id}
              onClick={() => void open(doc)}
            >
              View Document
            </Button>
          </li>
        ))}
    </Items>
  );
}
