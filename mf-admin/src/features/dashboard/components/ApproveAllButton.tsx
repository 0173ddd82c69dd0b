import { Button } from '@portal/ui/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@portal/web/errors';
import { notify } from '@portal/ui/notify';
import { approveAllPending, fetchSettings } from '../api/dashboard';

/**
 * 'Approve All Pending Registrations' ('Approving...' while running). The batch also runs once when the
 * dashboard opens, but only when the platform setting auto_approve_on_dashboard_open is on; that
 * automatic run stays quiet when there is nothing to approve (an info toast on every visit is noise).
 */
export function ApproveAllButton({ onDone }: { onDone: () => void }) {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const autoRan = useRef(false);

  const run = useCallback(
    async (automatic: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(true);
      try {
        const { approved, failed } = await approveAllPending();
        if (approved === 0 && failed === 0) {
          if (!automatic) notify.info('No pending registrations found to approve');
        } else if (failed > 0) {
          notify.error('Some registrations failed to approve', `${approved} approved, ${failed} failed`);
        } else {
          notify.success(`Approved all ${approved} pending registrations`);
        }
        if (approved > 0 || failed > 0) onDone();
      } catch (err) {
        notify.error('An error occurred while approving registrations', serverMessage(err), err);
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [onDone],
  );

  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    // once per mount (the ref also survives StrictMode's effect replay)
    fetchSettings()
      .then((settings) => {
        if (settings.auto_approve_on_dashboard_open) void run(true);
      })
      .catch(() => undefined); // settings unreadable: no automatic run
  }, [run]);

  return (
    <Button onClick={() => void run(false)} disabled={running} aria-busy={running || undefined}>
      {running ? 'Approving...' : 'Approve All Pending Registrations'}
    </Button>
  );
}
