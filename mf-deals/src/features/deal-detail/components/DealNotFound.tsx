import { Notice } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@portal/ui/notify';

/** How long the 'Deal not found' notice stays before the Deal Flow replaces it. */
export const NOT_FOUND_REDIRECT_MS = 2500;

/**
 * An unknown id, or a deal of someone else (the API answers both with 404, so nobody learns which deals
 * exist): the notice, the toast, and back to the Deal Flow after a moment.
 */
export function DealNotFound() {
  const navigate = useNavigate();
  const { me } = useMe();
  // a mandate without a buyer or seller role has no Deal Flow: its deals are on the Mandate Dashboard
  const mandateOnly =
    me !== undefined &&
    !me.isAdmin &&
    me.roles.includes('mandate') &&
    !me.roles.includes('buyer') &&
    !me.roles.includes('seller');
  const back = mandateOnly
    ? { path: '/mandate-dashboard', name: 'Mandate Dashboard' }
    : { path: '/deal-flow', name: 'Deal Flow' };
  // read when the timer fires: /me may arrive after the notice is shown, and re-renders must not restart it
  const latest = useRef({ navigate, path: back.path });
  latest.current = { navigate, path: back.path };
  useEffect(() => {
    notify.error('Deal not found');
    const timer = setTimeout(
      () => latest.current.navigate(latest.current.path, { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <Notice $tone="warning" role="alert" data-testid="deal-not-found">
      <strong>Deal not found</strong>
      <p style={{ margin: '0.25rem 0 0' }}>
        This deal does not exist or is not one of yours. You are being taken back to the {back.name}.
      </p>
    </Notice>
  );
}
