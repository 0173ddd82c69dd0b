import type { MarketFile } from '@portal/contracts/marketplace';
import { Button } from '@portal/ui/Button';
import { FieldError, Input, Label } from '@portal/ui/Input';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { Muted } from '@portal/ui/layout';
import { useId } from 'react';
import styled from 'styled-components';
import { formatKilobytes } from '@portal/web/format';
import type { UploadInProgress } from '../../../lib/useMarketFileUpload';
import { marketFileAccept } from '../../../lib/market-file';

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.2em;
`;
const Files = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
const FileRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;
const Progress = styled.div`
  margin-top: 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The FCO terms document of the form (PDF or Word, at most 10 MB): a file picker, the upload's progress
 * bar, and the uploaded file with its size in KB. In an edit the item's current file is listed until a
 * new one replaces it.
 */
export function FcoUpload({
  file,
  current,
  uploading,
  error,
  onChoose,
  onRemove,
}: {
  file: MarketFile | null;
  /** The item's stored file (edit), kept unless a new one is uploaded. */
  current?: MarketFile | null;
  uploading: UploadInProgress | null;
  error?: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const id = `fco${useId().replace(/:/g, '')}`;
  const shown = file ?? current ?? null;
  return (
    <div>
      <Label htmlFor={id} style={{ display: 'inline-block' }}>
        FCO Terms & Conditions
      </Label>
      <Required aria-hidden="true">*</Required>
      <Input
        id={id}
        type="file"
        name="fco_file"
        accept={marketFileAccept}
        aria-required
        invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={Boolean(uploading)}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // cleared, so that choosing the same file again (after removing it) still reports a change
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <Muted id={`${id}-hint`} style={{ marginTop: '0.35rem' }}>
        Your signed terms document: PDF or Word, at most 10 MB.
      </Muted>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {uploading ? (
        <Progress>
          <span>
            Uploading {uploading.name} ({formatKilobytes(uploading.size)})
          </span>
          <ProgressBar value={uploading.percent} label={`Uploading ${uploading.name}`} />
        </Progress>
      ) : null}
      {shown && !uploading ? (
        <Files aria-label="Uploaded files">
          <FileRow data-testid="uploaded-file">
            <span>
              {shown.file_name} <Muted as="span">({formatKilobytes(shown.size)})</Muted>
            </span>
            {file ? (
              <Button size="sm" variant="ghost" aria-label={`Remove ${file.file_name}`} onClick={onRemove}>
                Remove
              </Button>
            ) : (
              <Muted as="span">Current file</Muted>
            )}
          </FileRow>
        </Files>
      ) : null}
    </div>
  );
}
