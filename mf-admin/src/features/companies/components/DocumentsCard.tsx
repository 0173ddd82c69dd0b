import type { AdminCompany } from '@portal/contracts/admin';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import { Table, TableWrap } from '@portal/ui/Table';
import { formatDate, formatFileSize } from '@portal/web/format';
import { documentTypeLabel } from '../../../lib/form-groups';
import { NO_DOCUMENTS, orderDocuments } from '../utils/companies';

/** The company's account documents (those of its registrations), newest first. */
export function DocumentsCard({ data }: { data: AdminCompany }) {
  const documents = orderDocuments(data.documents);
  return (
    <Card title="Documents">
      {documents.length === 0 ? (
        <Muted>{NO_DOCUMENTS}</Muted>
      ) : (
        <TableWrap>
          <Table aria-label="Documents">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">File name</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.id} data-testid="document-row">
                  <td data-label="Type">{documentTypeLabel(doc.document_type)}</td>
                  <td data-label="File name" style={{ overflowWrap: 'anywhere' }}>
                    {doc.file_name}
                  </td>
                  <td data-label="Size">{formatFileSize(doc.size)}</td>
                  <td data-label="Uploaded">{formatDate(doc.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
}
