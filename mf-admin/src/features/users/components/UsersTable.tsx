import type { AdminUserRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { SubText } from '@portal/ui/layout';
import { ActionsCell, ActionsHeader, Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { Link } from 'react-router-dom';
import { RegistrationStatusBadge, UserStatusBadge } from '../../../lib/badges';
import { companyPath, companyRoleLabel, registrationLabel, typeLabel } from '../utils/users';

const COLUMNS = 6;

/**
 * The user's company, a link to its page when the server names it, with their role in it beneath (the
 * way the Registration column puts the type under its badge, so the cell stays narrow on a phone).
 */
function CompanyCell({ user }: { user: AdminUserRow }) {
  const name = user.company || 'N/A';
  const role = companyRoleLabel(user);
  return (
    <>
      <div>{user.company_id ? <Link to={companyPath(user.company_id)}>{name}</Link> : name}</div>
      {role ? <SubText data-testid="company-role">{role}</SubText> : null}
    </>
  );
}

/**
 * The user table: Name (email beneath), Type, Company (role beneath, the name linking to the company's
 * page), Registration, Status and Actions ('Account Details'), with loading, error and empty ('No users
 * found') rows.
 */
export function UsersTable({
  users,
  loading,
  error,
  onRetry,
  onOpen,
}: {
  users: AdminUserRow[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onOpen: (user: AdminUserRow) => void;
}) {
  let rows;
  if (error && !users) {
    rows = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load user data{' '}
        <Button size="sm" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!users && loading) {
    rows = <SkeletonRows columns={COLUMNS} label="Loading users..." />;
  } else if (!users || users.length === 0) {
    rows = <TableMessage colSpan={COLUMNS}>No users found</TableMessage>;
  } else {
    rows = users.map((user) => (
      <tr key={user.id} data-testid="user-row">
        <td>
          <div>{user.name || 'Unknown'}</div>
          <SubText>{user.email || 'No email'}</SubText>
        </td>
        <td data-label="Type">{typeLabel(user.type)}</td>
        <td data-label="Company">
          <CompanyCell user={user} />
        </td>
        <td data-label="Registration">
          <RegistrationStatusBadge status={user.registrationStatus} />
          {registrationLabel(user) ? <SubText>{registrationLabel(user)}</SubText> : null}
        </td>
        <td data-label="Status">
          <UserStatusBadge status={user.status} />
        </td>
        <ActionsCell>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Account Details of ${user.name || user.email || 'Unknown'}`}
            onClick={() => onOpen(user)}
          >
            Account Details
          </Button>
        </ActionsCell>
      </tr>
    ));
  }
  return (
    <TableWrap>
      <Table aria-label="Users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Company</th>
            <th scope="col">Registration</th>
            <th scope="col">Status</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </Table>
    </TableWrap>
  );
}
