import type { FileValue, FormValues } from '@portal/contracts/account';
import { Checkbox } from '@portal/ui/Checkbox';
import { FieldError, Input, Label, Select, TextField } from '@portal/ui/Input';
import { Muted } from '@portal/ui/layout';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { uploadDocument } from '../../../lib/upload';
import { downloadLabelOf, downloadUrlOf, type CatalogueField } from '../utils/catalogue';
import { fileValueFromDocument, isFileValue, type FormValue } from '../utils/form-state';

const Wrap = styled.div`
  margin-bottom: 1rem;
`;
const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.2em;
  & > label {
    margin-bottom: 0.35rem;
  }
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const FileLine = styled.p`
  margin: 0.35rem 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface FieldControlProps {
  field: CatalogueField;
  value: FormValue | undefined;
  error?: string;
  readOnly: boolean;
  onChange: (name: string, value: FormValue) => void;
  /** uploads in flight (the form waits for them before saving) */
  onBusy: (name: string, busy: boolean) => void;
}

function Asterisk({ show }: { show: boolean }) {
  return show ? <Required aria-hidden="true">*</Required> : null;
}

/** One catalogue field; the accessible name is exactly the field's label (the asterisk is outside it). */
export function FieldControl({ field, value, error, readOnly, onChange, onBusy }: FieldControlProps) {
  const id = `reg-${field.name}`;
  const required = Boolean(field.required);
  switch (field.type) {
    case 'checkbox':
      return (
        <Wrap>
          <Checkbox
            id={id}
            label={field.label}
            checked={value === true}
            disabled={readOnly}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(field.name, e.target.checked)}
          />
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </Wrap>
      );
    case 'select':
      return (
        <Wrap>
          <LabelRow>
            <Label htmlFor={id}>{field.label}</Label>
            <Asterisk show={required} />
          </LabelRow>
          <Select
            id={id}
            value={typeof value === 'string' ? value : ''}
            disabled={readOnly}
            invalid={Boolean(error)}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange(field.name, e.target.value)}
          >
            <option value="">{field.placeholder || 'Select an option'}</option>
            {(field.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </Wrap>
      );
    case 'file':
      return (
        <FileField
          field={field}
          value={value}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
          onBusy={onBusy}
        />
      );
    default: {
      const kind = field.type === 'textarea' ? 'textarea' : 'input';
      const text =
        value === undefined || value === null || typeof value === 'object' || typeof value === 'boolean'
          ? ''
          : String(value);
      return (
        <TextField
          id={id}
          label={field.label}
          kind={kind}
          type={kind === 'input' ? field.type : undefined}
          placeholder={field.placeholder}
          required={required}
          readOnly={readOnly}
          disabled={readOnly}
          value={text}
          error={error}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
    }
  }
}

/** A file field: uploads through the document flow (document_type = field name) and stores the FileValue. */
function FileField({ field, value, error, readOnly, onChange, onBusy }: FieldControlProps) {
  const id = `reg-${field.name}`;
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const file: FileValue | null = isFileValue(value) ? value : null;

  const upload = async (selected: File | undefined) => {
    if (!selected) return;
    setProgress(0);
    onBusy(field.name, true);
    try {
      const doc = await uploadDocument(selected, field.name, setProgress);
      onChange(field.name, fileValueFromDocument(doc));
      notify.success(`File ${selected.name} uploaded successfully`);
    } catch (err) {
      notify.error('Failed to upload file', serverMessage(err) ?? 'An unexpected error occurred', err);
    } finally {
      setProgress(null);
      onBusy(field.name, false);
    }
  };

  return (
    <Wrap>
      <LabelRow>
        <Label htmlFor={id}>{field.label}</Label>
        <Asterisk show={Boolean(field.required)} />
      </LabelRow>
      {field.hasDownload ? (
        <Muted style={{ marginBottom: '0.4rem' }}>
          <a href={downloadUrlOf(field)} download target="_blank" rel="noreferrer">
            {downloadLabelOf(field)}
          </a>
        </Muted>
      ) : null}
      {readOnly ? null : (
        <Input
          id={id}
          type="file"
          disabled={progress !== null}
          invalid={Boolean(error)}
          aria-required={field.required || undefined}
          aria-describedby={
            [file ? hintId : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      )}
      {progress !== null ? <ProgressBar value={progress} label={`Uploading ${field.label}`} /> : null}
      {file ? (
        <FileLine id={hintId} data-testid={`file-${field.name}`}>
          Uploaded: <strong>{file.fileName}</strong>
        </FileLine>
      ) : readOnly ? (
        <FileLine>No file uploaded</FileLine>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Wrap>
  );
}

export type { FormValues };
