import type { DealDetail } from '@portal/contracts/deals';
import { notify } from '@portal/ui/notify';
import { errorText, isStatus } from '@portal/web/errors';
import { useCallback, useRef, useState } from 'react';
import { fetchDeal } from '../../../lib/deals-api';
import { refuseDealDocument, releaseDealDocument } from '../api/document-release';
import { heldDocumentName, type ReleaseAction } from '../utils/company-approval';

/**
 * Releases or refuses one held document. Each answer is sent once: a second click while it runs does
 * nothing (a ref, since two clicks can come before React disables the button). A refusal by the server
 * is thrown as an Error with the server's sentence (the request's reference stays in its cause), for
 * the dialog to show in place; an answer given while another runs is not sent (false). After a 409 (another member answered first, or the deal moved on) the
 * deal is reloaded when the dialog closes, not at once: reloading would take the offer, and with it the
 * dialog and its explanation, away while the person reads it.
 */
export function useDocumentRelease(deal: Pick<DealDetail, 'id'>, onChange: (deal: DealDetail) => void) {
  const running = useRef(false);
  const stale = useRef(false);
  const [busy, setBusy] = useState(false);

  const answer = useCallback(
    async (action: ReleaseAction, reason: string | null): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        const name = heldDocumentName(action);
        const next =
          reason === null
            ? await releaseDealDocument(deal.id, action.documentId)
            : await refuseDealDocument(deal.id, action.documentId, reason);
        if (reason === null) notify.success('Document released', `${name}, goes to the platform's review.`);
        else
          notify.info('Document refused', `${name}, was not released: your company uploads a new version.`);
        onChange(next);
        return true;
      } catch (err) {
        if (isStatus(err, 409)) stale.current = true;
        throw new Error(errorText(err), { cause: err });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [deal.id, onChange],
  );

  /** Called when a dialog closes: after a conflict, the deal as the server has it now. */
  const settle = useCallback(() => {
    if (!stale.current) return;
    stale.current = false;
    fetchDeal(deal.id).then(onChange, (err: unknown) =>
      notify.error('Failed to reload the deal', errorText(err), err),
    );
  }, [deal.id, onChange]);

  const release = useCallback((action: ReleaseAction) => answer(action, null), [answer]);
  const refuse = useCallback((action: ReleaseAction, reason: string) => answer(action, reason), [answer]);
  return { release, refuse, settle, busy };
}
