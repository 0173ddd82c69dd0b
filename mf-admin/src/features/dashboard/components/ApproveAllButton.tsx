import { Button } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@portal/web/errors';
import { capitalize } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { approveAllPending, fetchPendingCounts, fetchSettings } from '../api/dashboard';

type Pending = Awaited<ReturnType<typeof fetchPendingCounts>>;

const registrations = (count: number) => `${count} ${count === 1 ? 'registration' : 'registrations'}`;

/**
 * 'Approve All Pending Registrations' ('Approving...' while running). A press first reads how many
 * registrations await review and asks to confirm approving exactly that many (each opens the portal to
 * a company); with none, it says so. The batch also runs once when the dashboard opens, but only when
 * the platform setting auto_approve_on_dashboard_open is on (the admin chose that in advance, so it
 * asks nothing); that automatic run stays quiet when there is nothing to approve.
 */
export function ApproveAllButton({ onDone }: { onDone: () => void }) {
  const [running, setRunning] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = useRef(false);
  const autoRan = useRef(false);

  /** Runs the batch; a failed request is thrown (the dialog shows it) unless automatic. */
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
        if (!automatic) throw new Error(serverMessage(err) || 'The registrations could not be approved.');
        notify.error('An error occurred while approving registrations', serverMessage(err), err);
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [onDone],
  );

  const ask = async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      const counts = await fetchPendingCounts();
      if (counts.total === 0) notify.info('No pending registrations found to approve');
      else setPending(counts);
    } catch (err) {
      notify.error('An error occurred while approving registrations', serverMessage(err));
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

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
    <>
      <Button onClick={() => void ask()} disabled={running} aria-busy={running || undefined}>
        {running ? 'Approving...' : 'Approve All Pending Registrations'}
      </Button>
      {pending ? (
        <ConfirmDialog
          open
          title={`Approve all ${pending.total} pending ${pending.total === 1 ? 'registration' : 'registrations'}?`}
          statement={`Each of the ${registrations(pending.total)} awaiting review becomes active for the role it applied for, and its applicant is told by e-mail.`}
          facts={Object.entries(pending.byType).map(([type, count]) => ({
            label: capitalize(type),
            value: registrations(count),
          }))}
          confirmLabel={`Approve ${registrations(pending.total)}`}
          busyLabel="Approving..."
          onClose={() => setPending(null)}
          onConfirm={() => run(false)}
        />
      ) : null}
    </>
  );
}
