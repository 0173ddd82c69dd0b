import type { MeResponse } from '@portal/contracts/me';
import { AccountStatusBadge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { LoadingState } from '@portal/ui/Spinner';
import { Tabs } from '@portal/ui/Tabs';
import { Notice, PageHeader } from '@portal/ui/layout';
import { useMe } from '@portal/web/me';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { tabFromQuery, type AccountTab } from '../utils/tabs';

const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
`;

/** What a tab shows, given the signed-in user; the page composes the features of each tab. */
export type RenderAccountTab = (
  tab: AccountTab,
  me: MeResponse,
  revalidateMe: () => Promise<MeResponse | undefined>,
) => ReactNode;

/**
 * My Account: Account Status badge from GET /me and five tabs chosen by ?tab= (my-details by default);
 * switching tabs updates the query. Only the open tab is rendered. Guards and the inactive-account
 * message belong to the shell.
 */
export function MyAccountView({ renderTab }: { renderTab: RenderAccountTab }) {
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
    const panel = (t: AccountTab) =>
      t === tab ? <Suspense fallback={<LoadingState />}>{renderTab(t, me, revalidateMe)}</Suspense> : null;
    body = (
      <Tabs
        label="My Account sections"
        value={tab}
        onValueChange={select}
        tabs={[
          { id: 'my-details', label: 'My Details', content: panel('my-details') },
          { id: 'my-documents', label: 'My Documents', content: panel('my-documents') },
          { id: 'registration', label: 'Registration', content: panel('registration') },
          { id: 'company', label: 'Company', content: panel('company') },
          { id: 'settings', label: 'Settings', content: panel('settings') },
        ]}
      />
    );
  }

  return (
    <>
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
    </>
  );
}
