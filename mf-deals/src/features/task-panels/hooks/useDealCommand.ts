import type { DealCommandRequest } from '@portal/contracts/deals';
import { useCallback, useState } from 'react';
import { runDealCommand } from '../../../lib/deals-api';
import { reloadDeal } from '../api/reload-deal';
import { errorText, isStatus } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import type { PanelProps } from '../utils/panel-actions';

export interface SuccessToast {
  title: string;
  description: string;
}

export const submissionReceived: SuccessToast = {
  title: 'Success',
  description: 'Your submission has been received.',
};

/**
 * Sends one command of a panel: its success toast and the deal the server answered, or the server's
 * sentence. After a 409 (the deal moved on meanwhile) the panel reloads the deal, so what it offers
 * matches the server again. `run` shows a refusal as a toast; `send` throws it as an Error with the
 * server's sentence, for a confirmation dialog that shows it in place.
 */
export function useDealCommand({ deal, onChange }: PanelProps) {
  const [running, setRunning] = useState<DealCommandRequest['type'] | null>(null);
  const send = useCallback(
    async (command: DealCommandRequest, success: SuccessToast = submissionReceived) => {
      setRunning(command.type);
      try {
        const next = await runDealCommand(deal.id, command);
        notify.success(success.title, success.description);
        onChange(next);
      } catch (err) {
        if (isStatus(err, 409)) await reloadDeal(deal.id).then(onChange, () => undefined);
        throw new Error(errorText(err), { cause: err });
      } finally {
        setRunning(null);
      }
    },
    [deal.id, onChange],
  );
  const run = useCallback(
    async (command: DealCommandRequest, success?: SuccessToast) => {
      try {
        await send(command, success);
        return true;
      } catch (err) {
        notify.error('Failed to submit', (err as Error).message, err);
        return false;
      }
    },
    [send],
  );
  return { run, send, running };
}
