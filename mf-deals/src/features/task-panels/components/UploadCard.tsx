import type { DealDetail, DealUploadRequest } from '@portal/contracts/deals';
import { acceptAttribute, dealDocumentTypes, type DealDocumentType } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
import { Input, Label } from '@portal/ui/Input';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { Muted, Row } from '@portal/ui/layout';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { uploadDealDocument } from '../../../lib/deals-api';
import { reloadDeal } from '../api/reload-deal';
import { errorText, isStatus } from '@portal/web/errors';
import { formatKilobytes } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { acceptedFormatsText, typedFile, uploadProblem } from '../utils/upload-check';

/** One document the card uploads: its type and the version the upload becomes (from the offered action). */
export interface UploadSlot {
  documentType: DealDocumentType;
  version: number;
}

/** What an upload sends besides its file (the final unit price with a discount-priced deal's invoice). */
export type UploadRequestFields = Pick<DealUploadRequest, 'final_unit_price'>;

const Box = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.85rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.85rem;
`;
const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;
const Chosen = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/**
 * An upload card: per offered document one file input (its type's list in `accept`, one file), checked
 * on choice (type and 10 MB), then uploaded on submit with its progress. The submit stays disabled
 * until a file is chosen. Each stored upload answers the deal, which goes to `onChange`.
 */
export function UploadCard({
  deal,
  slots,
  submitLabel,
  requestFields,
  onChange,
}: {
  deal: DealDetail;
  slots: UploadSlot[];
  /** Defaults to 'Submit {title}' of the single document. */
  submitLabel?: string;
  /** Sent with each upload request. */
  requestFields?: UploadRequestFields;
  onChange: (deal: DealDetail) => void;
}) {
  const baseId = useId();
  const [files, setFiles] = useState<Partial<Record<DealDocumentType, File>>>({});
  const [progress, setProgress] = useState<{ type: DealDocumentType; percent: number } | null>(null);
  const uploading = progress !== null;
  const chosen = slots.filter((slot) => files[slot.documentType]);
  const label = submitLabel ?? `Submit ${dealDocumentTypes[slots[0]!.documentType].title}`;

  const choose = (documentType: DealDocumentType) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = uploadProblem(file, documentType);
    if (problem) {
      event.target.value = '';
      setFiles((current) => ({ ...current, [documentType]: undefined }));
      notify.error(problem.title, problem.description);
      return;
    }
    setFiles((current) => ({ ...current, [documentType]: file }));
    notify.info('File Selected', `${file.name} is ready to be uploaded.`);
  };

  const submit = async () => {
    for (const { documentType } of chosen) {
      const file = files[documentType]!;
      const { title } = dealDocumentTypes[documentType];
      setProgress({ type: documentType, percent: 0 });
      try {
        const next = await uploadDealDocument(
          deal.id,
          documentType,
          typedFile(file),
          (percent) =>
            // all bytes sent is not yet the server's check: hold at 99 until it answers
            setProgress({ type: documentType, percent: Math.min(percent, 99) }),
          requestFields,
        );
        setFiles((current) => ({ ...current, [documentType]: undefined }));
        notify.success('Success', `${title} uploaded successfully`);
        onChange(next);
      } catch (err) {
        notify.error('Error', `Failed to upload ${title}: ${errorText(err)}`, err);
        if (isStatus(err, 409)) await reloadDeal(deal.id).then(onChange, () => undefined);
        break;
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <Box>
      {slots.map(({ documentType, version }) => {
        const info = dealDocumentTypes[documentType];
        const inputId = `${baseId}-${documentType}`;
        const file = files[documentType];
        return (
          <Slot key={documentType}>
            <Label htmlFor={inputId}>{version > 1 ? `${info.title} (version ${version})` : info.title}</Label>
            <Input
              id={inputId}
              type="file"
              accept={acceptAttribute(info.accepts)}
              onChange={choose(documentType)}
              disabled={uploading}
              aria-describedby={`${inputId}-hint`}
            />
            <Muted id={`${inputId}-hint`}>{acceptedFormatsText(info.accepts)}, at most 10 MB</Muted>
            {file ? (
              <Chosen>
                {file.name} ({formatKilobytes(file.size)})
              </Chosen>
            ) : null}
            {progress?.type === documentType ? (
              <ProgressBar value={progress.percent} label={`Uploading ${info.title}`} />
            ) : null}
          </Slot>
        );
      })}
      <Row>
        <Button onClick={submit} disabled={chosen.length === 0 || uploading}>
          {uploading ? 'Uploading…' : label}
        </Button>
      </Row>
    </Box>
  );
}
