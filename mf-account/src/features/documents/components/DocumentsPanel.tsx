import type { DocumentRecord } from '@portal/contracts/account';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted, Notice, Stack } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { isStatus, serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { deleteDocument, useDocuments } from '../api/documents';
import { DocumentItem } from './DocumentItem';
import { UploadDocumentForm } from './UploadDocumentForm';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** My Documents: upload, list (newest first), preview images, download and delete. */
export function DocumentsPanel() {
  const { data, error, isLoading, mutate } = useDocuments();
  const [toDelete, setToDelete] = useState<DocumentRecord | null>(null);
  const [deleting, setDeleting] = useState(false);
  // why the server kept the document (e.g. it is part of a submitted registration), shown in the dialog
  const [refusal, setRefusal] = useState<string | null>(null);
  const closeDialog = () => {
    setToDelete(null);
    setRefusal(null);
  };
  // a failed fetch falls back to an empty list; the toast says why
  const documents = error ? [] : (data ?? []);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteDocument(toDelete.id);
      await mutate((list) => (list ?? []).filter((d) => d.id !== toDelete.id), { revalidate: false });
      notify.success('Document deleted', toDelete.file_name);
      closeDialog();
    } catch (err) {
      const message = serverMessage(err);
      notify.error('Failed to delete document', message, err);
      if (isStatus(err, 409) && message) setRefusal(message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack>
      <Card title="Upload Document" description="PDF, images, Word, Excel, text or CSV, up to 10 MB.">
        <UploadDocumentForm
          onUploaded={(doc) =>
            void mutate((list) => [doc, ...(list ?? []).filter((d) => d.id !== doc.id)], { revalidate: true })
          }
        />
      </Card>
      <Card title="My Documents">
        {isLoading ? (
          <SkeletonList label="Loading documents..." />
        ) : documents.length === 0 ? (
          <Muted>No documents found</Muted>
        ) : (
          <List aria-label="Documents">
            {documents.map((doc) => (
              <DocumentItem key={doc.id} doc={doc} onDelete={setToDelete} />
            ))}
          </List>
        )}
      </Card>
      <Dialog
        open={toDelete !== null}
        onClose={() => !deleting && closeDialog()}
        title="Delete document"
        description={
          toDelete
            ? `Are you sure you want to delete ${toDelete.file_name}? This cannot be undone.`
            : undefined
        }
      >
        {refusal ? (
          <Notice $tone="warning" role="alert" data-testid="delete-refusal">
            {refusal}
          </Notice>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={closeDialog} disabled={deleting}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={confirmDelete}
            disabled={deleting || refusal !== null}
            aria-busy={deleting || undefined}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </Dialog>
    </Stack>
  );
}
