import { AccountStatusBadge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Tabs } from '@portal/ui/Tabs';
import { theme } from '@portal/ui/theme';
import { Notice, Page, PageHeader } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { tabFromQuery, type AccountTab } from './lib/tabs';

const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
`;

// Each tab is its own chunk: the first load of /my-account carries only this shell of tabs.
const MyDetailsTab = lazy(() => import('./tabs/MyDetailsTab'));
const DocumentsTab = lazy(() => import('./tabs/DocumentsTab'));
const RegistrationTab = lazy(() => import('./tabs/RegistrationTab'));
const SettingsTab = lazy(() => import('./tabs/SettingsTab'));

/**
 * /my-account (My Account): Account Status badge from GET /me and four tabs chosen by ?tab=
 * (my-details by default); switching tabs updates the query. Guards and the inactive-account message
 * belong to the shell.
 */
export default function MyAccountPage() {
  const { me, status, mutate } = useMe();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const revalidateMe = () => mutate();

  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', id);
    setParams(next);
  };

  let body;
  if (status === 'error') {
    body = (
      <Notice $tone="danger" role="alert">
        <p style={{ margin: '0 0 0.5rem' }}>Failed to load user data</p>
        <Button size="sm" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!me) {
    body = <LoadingState text="Loading your account..." />;
  } else {
    const panel = (t: AccountTab) => {
      if (t !== tab) return null;
      const content =
        t === 'my-details' ? (
          <MyDetailsTab me={me} revalidateMe={revalidateMe} />
        ) : t === 'my-documents' ? (
          <DocumentsTab />
        ) : t === 'registration' ? (
          <RegistrationTab me={me} />
        ) : (
          <SettingsTab me={me} />
        );
      return <Suspense fallback={<LoadingState />}>{content}</Suspense>;
    };
    body = (
      <Tabs
        label="My Account sections"
        value={tab}
        onValueChange={select}
        tabs={[
          { id: 'my-details', label: 'My Details', content: panel('my-details') },
          { id: 'my-documents', label: 'My Documents', content: panel('my-documents') },
          { id: 'registration', label: 'Registration', content: panel('registration') },
          { id: 'settings', label: 'Settings', content: panel('settings') },
        ]}
      />
    );
  }

  return (
    <ThemeProvider theme={theme}>
      <Page $maxWidth="72rem">
        <PageHeader $align="start">
          <h1>My Account</h1>
          {me ? (
            <StatusLine>
              <span>Account Status</span>
              <AccountStatusBadge status={me.accountStatus} />
            </StatusLine>
          ) : null}
        </PageHeader>
        {body}
      </Page>
    </ThemeProvider>
  );
}
