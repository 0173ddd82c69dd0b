import { useEffect } from 'react';
import { Navigate, useLocation, useParams, type Location } from 'react-router-dom';
import { isRemoteRegistered } from '@portal/web/remotes';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { notify } from '@portal/ui/notify';
import { decideGuard } from './guard';
import { NotFoundPage, Page, PlaceholderPage } from './pages';
import { RemotePage } from './RemotePage';
import { isRegistrationType, registrationTitle, type RouteDef } from './route-table';
import { logoutState, useViewer } from './useViewer';

function locationPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Shows the guard's message (once) and redirects. */
function RedirectWithMessage({
  to,
  message,
  from,
  signedIn,
}: {
  to: string;
  message?: string;
  from?: Location;
  signedIn?: boolean;
}) {
  useEffect(() => {
    if (message) notify.error(message);
  }, [message]);
  const state = from ? { from } : signedIn ? { signedIn } : undefined;
  return <Navigate to={to} replace state={state} />;
}

/** One route of the table: guard -> (remote page | placeholder page). */
export function RouteElement({ route }: { route: RouteDef }) {
  const location = useLocation();
  const params = useParams();
  const { viewer, me, retry } = useViewer();

  const registrationType = route.guard.kind === 'register' ? params.type : undefined;
  const title =
    registrationType && isRegistrationType(registrationType)
      ? registrationTitle(registrationType)
      : route.title;
  useEffect(() => {
    document.title = `${title} | Commodity Trading Portal`;
  }, [title]);

  useEffect(() => {
    if (viewer.kind === 'user') logoutState.end();
  }, [viewer.kind]);

  // state.signedIn: set by the sign-in form when it navigates after 'Login successful'
  const state = location.state as { from?: Location; signedIn?: boolean } | null;
  const decision = decideGuard(route.guard, viewer, {
    path: route.path,
    fromPath: state?.from ? locationPath(state.from) : undefined,
    justSignedIn: state?.signedIn === true,
  });

  if (decision.action === 'wait') return <LoadingState />;
  if (decision.action === 'error') {
    return (
      <Page role="alert">
        <p>Failed to load user data</p>
        <Button onClick={retry}>Retry</Button>
      </Page>
    );
  }
  if (decision.action === 'redirect') {
    const silent = logoutState.active && decision.to === '/auth';
    return (
      <RedirectWithMessage
        to={decision.to}
        message={silent ? undefined : decision.message}
        from={decision.keepFrom && !silent ? location : undefined}
        // /auth sends a user who has just signed in onwards: that user has had the sign-in toast
        signedIn={route.guard.kind === 'public-auth'}
      />
    );
  }

  if (route.guard.kind === 'register' && !isRegistrationType(registrationType)) return <NotFoundPage />;

  if (route.remote && isRemoteRegistered(route.remote.name)) {
    return (
      <RemotePage key={route.path} id={`${route.remote.name}/${route.remote.module.replace(/^\.\//, '')}`} />
    );
  }
  return (
    <PlaceholderPage
      title={title}
      me={me}
      accountStatus={route.accountStatus}
      dashboard={route.path === '/'}
    />
  );
}
