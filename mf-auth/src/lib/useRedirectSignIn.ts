import { onAuthChange } from '@portal/web/auth';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@portal/ui/notify';
import { AFTER_SIGN_IN, redirectTarget, RETURN_TO_KEY } from './redirect';

/**
 * Coming back from the Google redirect: Amplify finishes the code exchange and reports it on the Hub;
 * a success goes where the visitor was headed before the redirect (kept in sessionStorage across it).
 */
export function useRedirectSignIn(): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onAuthChange((event) => {
        if (event === 'signInWithRedirect') {
          notify.success('Login successful', 'Welcome back!');
          const stored = sessionStorage.getItem(RETURN_TO_KEY);
          sessionStorage.removeItem(RETURN_TO_KEY);
          navigate(redirectTarget(stored ? { from: stored } : location.state), AFTER_SIGN_IN);
        } else if (event === 'signInWithRedirect_failure') {
          notify.error('Login failed', 'An unexpected error occurred');
        }
      }),
    [navigate, location.state],
  );
}
