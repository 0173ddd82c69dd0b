import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutUser } from '@portal/web/auth';
import { onSessionRefused } from '@portal/web/session-refusal';
import { notify } from '@portal/ui/notify';
import { logoutState } from '../routes/useViewer';

/**
 * Signs the person out when the API refuses their session mid-visit (their membership was ended or
 * the account deleted elsewhere), with the server's sentence, and takes them to the sign-in page:
 * once, however many requests were refused together.
 */
export function useSessionRefusal(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let handling = false;
    return onSessionRefused((message) => {
      if (handling) return;
      handling = true;
      logoutState.begin();
      void signOutUser()
        .catch(() => undefined)
        .finally(() => {
          notify.error('You have been signed out', message);
          navigate('/auth', { replace: true });
          handling = false;
        });
    });
  }, [navigate]);
}
