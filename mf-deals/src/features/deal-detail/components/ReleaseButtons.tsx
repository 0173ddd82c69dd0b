import type { DealDetail } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { ReasonDialog } from '@portal/ui/ReasonDialog';
import { referenceOf } from '@portal/ui/toast';
import { useState } from 'react';
import { useDocumentRelease } from '../hooks/useDocumentRelease';
import {
  heldDocumentName,
  maxRefusalReasonLength,
  refusalReasonProblem,
  refusalTexts,
  releaseConfirmation,
  type ReleaseAction,
} from '../utils/company-approval';

interface Refusal {
  message: string;
  reference?: string;
}

/**
 * Release and Refuse for one document held for the company's approval, each through its dialog:
 * the release is confirmed with what it commits, the refusal asks for a reason. The server's refusal
 * of either stays in the dialog with the request's reference.
 */
export function ReleaseButtons({
  deal,
  action,
  onChange,
}: {
  deal: DealDetail;
  action: ReleaseAction;
  onChange: (deal: DealDetail) => void;
}) {
  const { release, refuse, settle, busy } = useDocumentRelease(deal, onChange);
  const [open, setOpen] = useState<'release' | 'refuse' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const name = heldDocumentName(action);

  const close = () => {
    setOpen(null);
    setRefusal(null);
    settle();
  };
  const submitRefusal = async (reason: string) => {
    setRefusal(null);
    try {
      // false: a second submit while the first runs, which leaves the dialog to the first
      if (await refuse(action, reason)) close();
    } catch (err) {
      setRefusal({ message: (err as Error).message, reference: referenceOf(err) });
    }
  };

  const confirmation = open === 'release' ? releaseConfirmation(deal, action) : null;
  const texts = refusalTexts(action);
  return (
    <>
      <Button size="sm" disabled={busy} aria-label={`Release ${name}`} onClick={() => setOpen('release')}>
        Release
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Refuse ${name}`}
        onClick={() => setOpen('refuse')}
      >
        Refuse
      </Button>
      {confirmation ? (
        <ConfirmDialog
          open
          title={confirmation.title}
          statement={confirmation.statement}
          facts={confirmation.facts}
          confirmLabel={confirmation.confirmLabel}
          busyLabel={confirmation.busyLabel}
          onClose={close}
          onConfirm={() => release(action)}
        />
      ) : null}
      {open === 'refuse' ? (
        <ReasonDialog
          title={texts.title}
          description={texts.description}
          label="Reason for refusing"
          maxLength={maxRefusalReasonLength}
          validate={refusalReasonProblem}
          confirmLabel={texts.confirmLabel}
          busyLabel={texts.busyLabel}
          busy={busy}
          error={
            refusal ? (
              <>
                {refusal.message}
                {refusal.reference ? <div>Reference: {refusal.reference}</div> : null}
              </>
            ) : undefined
          }
          onClose={close}
          onConfirm={(reason) => void submitRefusal(reason)}
        />
      ) : null}
    </>
  );
}
