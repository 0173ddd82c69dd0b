import type { DealDetail } from '@portal/contracts/deals';
import type { DealDocumentType, PlatformDocumentType } from '@portal/contracts/deal-stages';
import { Muted, Notice, Row } from '@portal/ui/layout';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { documentLinks, platformDocumentLinks } from '../../../lib/deals-api';
import { formatDate, formatNumber } from '@portal/web/format';
import { approvedDocument, platformDocument, uploadActionFor } from '../utils/panel-actions';
import { DocumentStatus } from './DocumentStatus';
import { DownloadButton } from './DownloadButton';
import { UploadCard, type UploadRequestFields } from './UploadCard';
import type { PanelProps } from '../utils/panel-actions';

/** The parts task panels are made of. */

export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  & > p {
    margin: 0;
  }
`;

export const Downloads = styled(Row)`
  gap: 0.5rem;
`;

/**
 * The viewer's documents of these types (what became of each) and, when the server offers their
 * upload, one card to upload them (first version or the next one after a refusal).
 */
export function DocumentsTask({
  deal,
  onChange,
  types,
  submitLabel,
  requestFields,
}: PanelProps & {
  types: DealDocumentType[];
  submitLabel?: string;
  /** Sent with the upload request; see UploadCard. */
  requestFields?: UploadRequestFields;
}) {
  const slots = types.flatMap((documentType) => {
    const action = uploadActionFor(deal, documentType);
    return action ? [{ documentType, version: action.version }] : [];
  });
  return (
    <>
      {types.map((documentType) => (
        <DocumentStatus key={documentType} deal={deal} documentType={documentType} />
      ))}
      {slots.length > 0 ? (
        // one card for the task's types: it stays mounted while a submit uploads them one after the
        // other (each stored upload answers a deal offering one slot fewer), so the next file keeps its
        // choice and shows its progress instead of a fresh, empty card
        <UploadCard
          key={types.join(',')}
          deal={deal}
          slots={slots}
          submitLabel={submitLabel}
          requestFields={requestFields}
          onChange={onChange}
        />
      ) : null}
    </>
  );
}

/** Download of the counterparty's approved document, or a line saying it is not there yet. */
export function PartyDocumentDownload({
  deal,
  documentType,
  label,
  missing,
}: {
  deal: DealDetail;
  documentType: DealDocumentType;
  label: string;
  missing: string;
}) {
  const doc = approvedDocument(deal, documentType);
  if (!doc) return <Muted>{missing}</Muted>;
  return <DownloadButton label={label} link={() => documentLinks(deal.id, doc.document_id)} />;
}

/** Download of the platform's latest issue of its document, or a line saying it is not issued yet. */
export function PlatformDocumentDownload({
  deal,
  type,
  label,
  missing,
}: {
  deal: DealDetail;
  type: PlatformDocumentType;
  label: string;
  missing: string;
}) {
  if (!platformDocument(deal, type)) return <Muted>{missing}</Muted>;
  return <DownloadButton label={label} link={() => platformDocumentLinks(deal.id, type)} />;
}

/** A done confirmation: what was confirmed and when. */
export function Confirmed({ at, children }: { at: string; children: ReactNode }) {
  return (
    <Notice $tone="success" role="status">
      {children} ({formatDate(at)})
    </Notice>
  );
}

/** The closing panel of both sides: the deal in one paragraph. */
export function Congratulations({ deal, tone }: { deal: DealDetail; tone: 'success' | 'info' }) {
  return (
    <Notice $tone={tone}>
      <strong>Congratulations!</strong> The deal {deal.name} is complete
      {deal.closed_at ? ` (closed ${formatDate(deal.closed_at)})` : ''}: {formatNumber(deal.quantity)}{' '}
      {deal.unit} of {deal.product}, {deal.delivery} {deal.location}. All documents stay available in the
      Documents tab, and the closing dossier records them with their SHA-256 hashes and every step of the
      deal.
    </Notice>
  );
}
