import type { MandateParty } from '@portal/contracts/mandates';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { Notice } from '@portal/ui/layout';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { requestAttachment } from '../api/mandate-api';

const Parties = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  & legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: 0.4rem;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin-right: 1.25rem;
    min-height: 2rem;
    cursor: pointer;
  }
  & input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const partyWords: Record<MandateParty, string> = { buyer: 'Buyer', seller: 'Seller' };

/**
 * 'Attach to Deal': the Transaction ID the principal gave, the party (buyer by default) and an optional
 * commission. The request goes to that party, who confirms it on its deal page; the server's refusal
 * (unknown deal, side taken, commissions above 100 %) stays in the dialog.
 */
export function AttachDealDialog({ onSent }: { onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const [dealId, setDealId] = useState('');
  const [party, setParty] = useState<MandateParty>('buyer');
  const [commission, setCommission] = useState('');
  const [fieldError, setFieldError] = useState<{ deal?: string; commission?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setOpen(false);
    setServerError(null);
    setFieldError({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = dealId.trim().toUpperCase();
    const errors: typeof fieldError = {};
    if (!id) errors.deal = 'Enter the Transaction ID of the deal';
    const percent = commission.trim() === '' ? null : Number(commission);
    if (percent !== null && (!Number.isFinite(percent) || percent < 0 || percent > 100))
      errors.commission = 'The commission must be between 0 and 100 %';
    setFieldError(errors);
    setServerError(null);
    if (errors.deal || errors.commission) return;
    setSending(true);
    try {
      const sent = await requestAttachment({ deal_id: id, party, commission_percent: percent });
      notify.success(
        'Request sent',
        `Your request to be attached for the ${sent.party} in Deal #${sent.deal_id} was sent to the ${sent.party} for confirmation.`,
      );
      setDealId('');
      setCommission('');
      setParty('buyer');
      close();
      onSent();
    } catch (err) {
      setServerError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Attach to Deal</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Attach to Deal"
        description="Enter the Transaction ID your principal gave you. The party confirms your request on its deal page."
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label="Transaction ID"
            name="deal_id"
            value={dealId}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 7KQ2M9XH4B"
            maxLength={20}
            required
            error={fieldError.deal}
            onChange={(e) => setDealId(e.target.value)}
          />
          <Parties>
            <legend>Party</legend>
            {(['buyer', 'seller'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="party"
                  value={value}
                  checked={party === value}
                  onChange={() => setParty(value)}
                />
                {partyWords[value]}
              </label>
            ))}
          </Parties>
          <TextField
            label="Commission (%)"
            name="commission_percent"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={commission}
            hint="Optional. The commissions of a deal may total at most 100 %."
            error={fieldError.commission}
            onChange={(e) => setCommission(e.target.value)}
          />
          {serverError ? (
            <Notice $tone="danger" role="alert" data-testid="attach-error">
              {serverError}
            </Notice>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send Request'}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}
