import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MeResponse } from '@portal/contracts/me';
import { AccountStatusBadge } from '@portal/ui/Badge';
import { NOT_FOUND_TEXT } from './route-table';

export const Page = styled.div`
  padding: 1.5rem;
  max-width: 72rem;
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  & h1 {
    font-size: 1.6rem;
    margin: 0;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    flex-basis: 100%;
  }
`;
const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
`;

/**
 * The page of a route whose remote is not deployed (not in /runtime-config.json): its title, and the
 * Account Status where the spec puts it (Dashboard, My Account), from GET /me. No other content.
 */
export function PlaceholderPage({
  title,
  me,
  accountStatus,
  dashboard,
}: {
  title: string;
  me?: MeResponse;
  accountStatus?: boolean;
  dashboard?: boolean;
}) {
  return (
    <Page>
      <Header>
        <h1>{title}</h1>
        {accountStatus && me ? (
          <StatusLine>
            <span>Account Status</span>
            <AccountStatusBadge status={me.accountStatus} />
          </StatusLine>
        ) : null}
        {dashboard && me ? <p>Welcome back, {me.profile.company_name || 'User'}</p> : null}
      </Header>
    </Page>
  );
}

const NotFoundBox = styled.div`
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  & h1 {
    font-size: 3rem;
    margin: 0;
  }
  & p {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function NotFoundPage() {
  return (
    <NotFoundBox>
      <h1>404</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <Link to="/">Return to Home</Link>
    </NotFoundBox>
  );
}
