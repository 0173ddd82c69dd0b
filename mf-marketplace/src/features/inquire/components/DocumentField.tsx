import type { MarketFile } from '@portal/contracts/marketplace';
import { Button } from '@portal/ui/Button';
import { Input, Label } from '@portal/ui/Input';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { Muted } from '@portal/ui/layout';
import { useId } from 'react';
import styled from 'styled-components';
import { formatKilobytes } from '@portal/web/format';
import { marketFileAccept } from '../../../lib/market-file';
import type { UploadInProgress } from '../../../lib/useMarketFileUpload';

const Field = styled.div`
  margin-bottom: 1rem;
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.2em;
`;
const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;
const Progress = styled.div`
  margin-top: 0.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A required document of the seller's inquiry (PDF, DOC or DOCX, at most 10 MB): the picker, the
 * upload's progress bar, and the uploaded file with its size in KB.
 */
export function DocumentField({
  label,
  name,
  file,
  uploading,
  disabled,
  onChoose,
  onRemove,
}: {
  label: string;
  name: string;
  file: MarketFile | null;
  uploading: UploadInProgress | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const id = `doc${useId().replace(/:/g, '')}`;
  return (
    <Field>
      <Label htmlFor={id} style={{ display: 'inline-block' }}>
        {label}
      </Label>
      <Required aria-hidden="true">*</Required>
      <Input
        id={id}
        type="file"
        name={name}
        accept={marketFileAccept}
        aria-required
        aria-describedby={`${id}-hint`}
        disabled={disabled || Boolean(uploading)}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // cleared, so that choosing the same file again (after removing it) still reports a change
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <Muted id={`${id}-hint`} style={{ marginTop: '0.3rem' }}>
        .pdf, .doc, .docx (max 10 MB)
      </Muted>
      {uploading ? (
        <Progress>
          <span>
            Uploading {uploading.name} ({formatKilobytes(uploading.size)})
          </span>
          <ProgressBar value={uploading.percent} label={`Uploading ${label}`} />
        </Progress>
      ) : null}
      {file && !uploading ? (
        <FileRow data-testid="uploaded-file">
          <span>
            {file.file_name} <Muted as="span">({formatKilobytes(file.size)})</Muted>
          </span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${file.file_name}`}
            disabled={disabled}
            onClick={onRemove}
          >
            Remove
          </Button>
        </FileRow>
      ) : null}
    </Field>
  );
}
