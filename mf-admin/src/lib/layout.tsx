import { Badge } from '@portal/ui/Badge';
import { Page } from '@portal/ui/layout';
import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';

/**
 * What only the admin pages share; the general layout primitives (Stack, Row, Notice, Table, ...) come
 * from @portal/ui.
 */

/** Every admin page: the portal theme (also when mounted outside the shell's provider) and the page box. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Page>{children}</Page>
    </ThemeProvider>
  );
}

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.75rem;
  font-size: ${({ theme: t }) => t.font.size.sm};
  text-decoration: none;
`;

/** Registration status badge: approved green, rejected red, otherwise yellow (spec, Verifications). */
export function RegistrationStatusBadge({ status }: { status: string }) {
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning';
  const label =
    status === 'submitted'
      ? 'Pending Approval'
      : status === 'draft'
        ? 'Draft'
        : status === 'none'
          ? 'None'
          : status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}

/** User / account status badge: active green, pending yellow, inactive red. */
export function UserStatusBadge({ status }: { status: 'active' | 'pending' | 'inactive' }) {
  const tone = status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'danger';
  const label = status === 'active' ? 'Active' : status === 'pending' ? 'Pending Approval' : 'Inactive';
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}
