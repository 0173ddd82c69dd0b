import { Button } from '@portal/ui/Button';
import { ApiError } from '@portal/web/api';
import { useRef, useState } from 'react';
import { notify } from '@portal/ui/notify';
import { createTestRegistration } from '../api/users';
import { testCreatedToast, testRegistrationFailure } from '../utils/users';

/**
 * 'Create Test Registration' (non-production only; the page decides whether to render it): POST
 * /admin/test-registration, toasts with the product's texts, then `onCreated` so the lists reload.
 */
export function CreateTestRegistrationButton({ onCreated }: { onCreated: () => void }) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const create = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const registration = await createTestRegistration();
      notify.success(testCreatedToast(registration.type));
      onCreated();
    } catch (err) {
      const failure = testRegistrationFailure(
        err instanceof ApiError ? { status: err.status, message: err.message } : undefined,
      );
      notify.error(failure.title, failure.description);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void create()}>
      Create Test Registration
    </Button>
  );
}
