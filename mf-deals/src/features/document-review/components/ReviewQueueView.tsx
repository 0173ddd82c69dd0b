import { Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { EmptyState, PageHeader } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import { useReviewQueue } from '@portal/web/review-queue';
import { errorText } from '@portal/web/errors';
import { formatDate, formatFileSize } from '@portal/web/format';
import { reviewAnchor, waitingTime } from '../utils/review';

const columns = [
  'Deal',
  'Stage',
  'Document',
  'Version',
  'File',
  'Size',
  'Uploaded by',
  'Uploaded',
  'Waiting',
] as const;

/**
 * The admins' queue: every party document awaiting the platform's review, across deals, oldest first,
 * with how long each has waited. A document's title opens its review card on the deal page.
 */
export function ReviewQueueView() {
  const { data, error, isLoading } = useReviewQueue();
  const documents = data?.documents ?? [];
  return (
    <>
      <PageHeader>
        <div>
          <h1>Document Reviews</h1>
          <p>Documents awaiting the platform&apos;s review, across all deals.</p>
        </div>
      </PageHeader>
      {!isLoading && !error && documents.length === 0 ? (
        <EmptyState>
          <p>No documents awaiting review</p>
        </EmptyState>
      ) : (
        <TableWrap>
          <Table aria-label="Documents awaiting review" aria-busy={isLoading || undefined}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {isLoading ? (
                <TableMessage colSpan={columns.length} role="status">
                  Loading documents…
                </TableMessage>
              ) : error ? (
                <TableMessage colSpan={columns.length} role="alert">
                  Failed to load the review queue: {errorText(error)}
                </TableMessage>
              ) : (
                documents.map((entry) => (
                  <tr key={`${entry.document_id}@${entry.version}`}>
                    <td data-label="Deal">
                      <Link to={`/deal/${encodeURIComponent(entry.deal_id)}`}>{entry.deal_name}</Link>
                    </td>
                    <td data-label="Stage">{entry.stage_label}</td>
                    <td data-label="Document">
                      <Link
                        to={`/deal/${encodeURIComponent(entry.deal_id)}#${reviewAnchor(entry.document_id)}`}
                        aria-label={`Review ${entry.title}, version ${entry.version}`}
                      >
                        {entry.title}
                      </Link>
                    </td>
                    <td data-label="Version">{entry.version}</td>
                    <td data-label="File" style={{ overflowWrap: 'anywhere' }}>
                      {entry.file_name}
                    </td>
                    <td data-label="Size" style={{ whiteSpace: 'nowrap' }}>
                      {formatFileSize(entry.size)}
                    </td>
                    <td data-label="Uploaded by">{entry.uploader_label}</td>
                    <td data-label="Uploaded" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(entry.uploaded_at)}
                    </td>
                    <td data-label="Waiting" style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.uploaded_at} title={formatDate(entry.uploaded_at)}>
                        {waitingTime(entry.uploaded_at)}
                      </time>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
