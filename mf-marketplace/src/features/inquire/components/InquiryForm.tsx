import type { MarketItemDetail } from '@portal/contracts/marketplace';
import { priceLabel, quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { FieldError, Input, Label, Textarea } from '@portal/ui/Input';
import { groupNumberText } from '@portal/ui/NumberField';
import { Muted, Notice } from '@portal/ui/layout';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText, isStatus } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { inquireOnListing, inquireOnRequest } from '../api/inquire';
import { useMarketFileUpload } from '../../../lib/useMarketFileUpload';
import {
  checkQuantity,
  confirmText,
  inquiryMessages,
  inquiryValueText,
  remainingText,
  unitLabel,
  type InquireMode,
} from '../utils/inquiry';
import { DocumentField } from './DocumentField';
import { Facts } from './Facts';
import { FcoTerms } from './FcoTerms';

const Field = styled.div`
  margin-bottom: 1rem;
`;
const QuantityRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  & input {
    max-width: 14rem;
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.2em;
`;

export const MAX_MESSAGE_LENGTH = 2000;

/**
 * The inquiry: quantity (required, at most what remains), an optional message, and on the seller side
 * the Product Specifications and FCO Terms & Conditions documents. The buyer confirms in a dialog
 * first. The server answers every rule again (limit, one pending inquiry, what remains, the date); its
 * sentence is shown when it refuses.
 */
export function InquiryForm({
  item,
  mode,
  disabled,
  onSubmitted,
  suggestedQuantity,
}: {
  item: MarketItemDetail;
  mode: InquireMode;
  /** no sending (own item, not open yet): the server would refuse */
  disabled: boolean;
  onSubmitted: () => void;
  /** A quantity to start from (a match proposes what both sides have); the trader may change it. */
  suggestedQuantity?: string;
}) {
  const quantityId = useId();
  const messageId = useId();
  const [quantity, setQuantity] = useState(suggestedQuantity ?? '');
  const [message, setMessage] = useState('');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const specifications = useMarketFileUpload('product_specifications');
  const terms = useMarketFileUpload('fco_terms');
  const uploading = Boolean(specifications.uploading || terms.uploading);

  const send = async (amount: number) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    const text = message.trim();
    try {
      if (mode.kind === 'listing') {
        await inquireOnListing(item.id, { quantity: amount, ...(text ? { message: text } : {}) });
      } else {
        await inquireOnRequest(item.id, {
          quantity: amount,
          ...(text ? { message: text } : {}),
          product_specifications_file_id: specifications.file!.id,
          fco_terms_file_id: terms.file!.id,
        });
      }
      setConfirming(null);
      notify.success(inquiryMessages.success.title, inquiryMessages.success.description);
      onSubmitted();
    } catch (err) {
      setConfirming(null);
      setSending(false);
      if (isStatus(err, 401)) {
        notify.error(inquiryMessages.authRequired.title, inquiryMessages.authRequired.description);
        return;
      }
      const reason = errorText(err);
      setFailure(reason);
      notify.error(inquiryMessages.failure, reason, err);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || sending) return;
    const check = checkQuantity(quantity, item);
    if (!check.ok) {
      if (check.reason === 'required') {
        setQuantityError(inquiryMessages.quantityRequired.description);
        notify.error(inquiryMessages.quantityRequired.title, inquiryMessages.quantityRequired.description);
      } else {
        setQuantityError(check.message);
        notify.error(check.title, check.message);
      }
      document.getElementById(quantityId)?.focus();
      return;
    }
    setQuantityError(null);
    if (mode.kind === 'request') {
      if (!specifications.file || !terms.file) {
        notify.error(inquiryMessages.documentsRequired.title, inquiryMessages.documentsRequired.description);
        return;
      }
      void send(check.quantity);
      return;
    }
    setConfirming(check.quantity);
  };

  const busy = sending || uploading;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Inquiry" aria-busy={sending || undefined}>
      <Field>
        <Label htmlFor={quantityId} style={{ display: 'inline-block' }}>
          Quantity
        </Label>
        <Required aria-hidden="true">*</Required>
        <QuantityRow>
          {/* text, not type=number: '30,000' as typed, grouped once left (see NumberField) */}
          <Input
            id={quantityId}
            name="quantity"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-required
            invalid={Boolean(quantityError)}
            aria-describedby={`${quantityId}-hint${quantityError ? ` ${quantityId}-error` : ''}`}
            value={quantity}
            disabled={disabled || sending}
            onChange={(e) => {
              setQuantity(e.target.value);
              if (quantityError) setQuantityError(null);
            }}
            onBlur={(e) => setQuantity(groupNumberText(e.target.value))}
          />
          <span>{unitLabel(item)}</span>
        </QuantityRow>
        <Muted id={`${quantityId}-hint`} style={{ marginTop: '0.3rem' }}>
          {remainingText(item)}
        </Muted>
        <FieldError id={`${quantityId}-error`}>{quantityError}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={messageId}>Message (optional)</Label>
        <Textarea
          id={messageId}
          name="message"
          maxLength={MAX_MESSAGE_LENGTH}
          value={message}
          disabled={disabled || sending}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      {mode.kind === 'request' ? (
        <>
          <DocumentField
            label="Product Specifications"
            name="product_specifications_file"
            file={specifications.file}
            uploading={specifications.uploading}
            disabled={disabled || sending}
            onChoose={(file) => void specifications.choose(file)}
            onRemove={specifications.remove}
          />
          <DocumentField
            label="FCO Terms & Conditions"
            name="fco_terms_file"
            file={terms.file}
            uploading={terms.uploading}
            disabled={disabled || sending}
            onChoose={(file) => void terms.choose(file)}
            onRemove={terms.remove}
          />
        </>
      ) : null}
      {failure ? (
        <Notice $tone="danger" role="alert" style={{ marginBottom: '1rem' }} data-testid="inquiry-failure">
          <strong>{inquiryMessages.failure}</strong>: {failure}
        </Notice>
      ) : null}
      <Button type="submit" disabled={disabled || busy} aria-busy={sending || undefined}>
        {sending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
      <Dialog
        open={confirming !== null}
        onClose={() => (sending ? undefined : setConfirming(null))}
        title="Confirm Inquiry"
        description={confirming !== null ? confirmText(item, confirming) : undefined}
      >
        {confirming !== null ? (
          <Facts data-testid="inquiry-confirmation">
            <dt>Quantity</dt>
            <dd>{quantityLabel(confirming, item.unit)}</dd>
            <dt>Price</dt>
            <dd>{[priceLabel(item).text, priceLabel(item).detail].filter(Boolean).join(' ')}</dd>
            <dt>Value</dt>
            <dd data-testid="inquiry-value">{inquiryValueText(item, confirming)}</dd>
          </Facts>
        ) : null}
        {message.trim() ? (
          <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.trim()}</p>
        ) : null}
        <Muted style={{ margin: '0.75rem 0 0.4rem' }}>
          By sending this inquiry you accept these FCO terms:
        </Muted>
        <FcoTerms file={item.fco_file} />
        <DialogFooter>
          <Button variant="outline" disabled={sending} onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={() => (confirming !== null ? void send(confirming) : undefined)}
          >
            {sending ? 'Submitting...' : 'Confirm'}
          </Button>
        </DialogFooter>
      </Dialog>
    </form>
  );
}
