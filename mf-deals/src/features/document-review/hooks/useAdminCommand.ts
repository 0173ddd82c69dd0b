import type { DealCommandRequest, DealDetail } from '@portal/contracts/deals';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { reviewQueueKey } from '@portal/web/review-queue';
import { runDealCommand } from '../../../lib/deals-api';
import { reloadDeal } from '../api/reload-deal';
import { errorText, isStatus } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';

/**
 * Sends one admin command: its toast and the deal the server answered (the review queue is read again).
 * After a 409 the deal is reloaded, so the panel offers what the server now allows. `run` shows a
 * refusal as a toast; `send` throws it (the server's sentence) for a confirmation dialog to show.
 */
export function useAdminCommand(deal: DealDetail, onChange: (deal: DealDetail) => void) {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState<string | null>(null);
  const send = useCallback(
    async (command: DealCommandRequest, success: { title: string; description?: string }, key: string) => {
      setRunning(key);
      try {
        const next = await runDealCommand(deal.id, command);
        notify.success(success.title, success.description);
        onChange(next);
        void mutate(reviewQueueKey);
      } catch (err) {
        if (isStatus(err, 409)) await reloadDeal(deal.id).then(onChange, () => undefined);
        throw new Error(errorText(err), { cause: err });
      } finally {
        setRunning(null);
      }
    },
    [deal.id, onChange, mutate],
  );
  const run = useCallback(
    async (command: DealCommandRequest, success: { title: string; description?: string }, key: string) => {
      try {
        await send(command, success, key);
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
