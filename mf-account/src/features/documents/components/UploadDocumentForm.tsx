import type { DocumentRecord } from '@portal/contracts/account';
import { Button } from '@portal/ui/Button';
import { Input, Label, Select } from '@portal/ui/Input';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { uploadDocument } from '../../../lib/upload';
import { documentTypeOptions } from '../utils/document-types';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) minmax(12rem, 1fr) auto;
  gap: 0.75rem;
  align-items: end;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;
const Progress = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** File + document type (default 'general'), a progress bar while uploading, toasts with the product's texts. */
export function UploadDocumentForm({ onUploaded }: { onUploaded: (doc: DocumentRecord) => void }) {
  const typeId = useId();
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState('general');
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || progress !== null) return;
    setProgress(0);
    try {
      const doc = await uploadDocument(file, documentType, setProgress);
      notify.success(`File ${file.name} uploaded successfully`);
      onUploaded(doc);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (err) {
      notify.error('Failed to upload document', serverMessage(err) ?? 'An unexpected error occurred', err);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Form onSubmit={onSubmit} aria-label="Upload a document" noValidate>
      <div>
        <Label htmlFor={typeId}>Document Type</Label>
        <Select
          id={typeId}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value)}
          disabled={busy}
        >
          {documentTypeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={fileId}>Choose File</Label>
        <Input
          id={fileId}
          ref={inputRef}
          type="file"
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" disabled={!file || busy} aria-busy={busy || undefined}>
        {busy ? 'Uploading...' : 'Upload Document'}
      </Button>
      {busy ? (
        <Progress>
          <span>
            Uploading {file?.name}... {Math.round(progress)}%
          </span>
          <ProgressBar value={progress} label="Upload progress" />
        </Progress>
      ) : null}
    </Form>
  );
}
