import { Badge } from '@portal/ui/Badge';
import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';

const PageBox = styled.div`
  padding: 1.5rem;
  max-width: 80rem;
  color: ${({ theme: t }) => t.colors.text};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  & h1 {
    font-size: 1.6rem;
    margin: 0;
  }
  & p {
    margin: 0.25rem 0 0;
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

/** Every admin page: the portal theme (also when mounted outside the shell's provider) and the page box. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <PageBox>{children}</PageBox>
    </ThemeProvider>
  );
}

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1.25rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme: t }) => t.colors.textMuted};
  font-size: ${({ theme: t }) => t.font.size.sm};
`;

export const Notice = styled.div<{ $tone?: 'info' | 'warning' | 'danger' | 'success' }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme: t }) => t.radius.md};
  border: 1px solid ${({ theme: t, $tone = 'info' }) => t.colors[$tone]};
  background: ${({ theme: t, $tone = 'info' }) => t.colors[`${$tone}Bg`]};
  color: ${({ theme: t }) => t.colors.text};
  font-size: ${({ theme: t }) => t.font.size.sm};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.75rem;
  font-size: ${({ theme: t }) => t.font.size.sm};
  text-decoration: none;
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radius.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme: t }) => t.font.size.sm};
  & th,
  & td {
    text-align: left;
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
    vertical-align: top;
  }
  & th {
    color: ${({ theme: t }) => t.colors.textMuted};
    font-weight: 600;
    background: ${({ theme: t }) => t.colors.surfaceRaised};
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
`;

export const SubText = styled.div`
  color: ${({ theme: t }) => t.colors.textMuted};
  font-size: 0.8rem;
`;

export const Select = styled.select`
  background: ${({ theme: t }) => t.colors.surface};
  color: ${({ theme: t }) => t.colors.text};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radius.md};
  padding: 0.5rem 0.75rem;
  font: inherit;
`;

/** A table row spanning all columns for loading / empty / error texts. */
export function TableMessage({
  colSpan,
  children,
  role,
}: {
  colSpan: number;
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <tr>
      <td colSpan={colSpan} role={role} style={{ textAlign: 'center', padding: '1.5rem' }}>
        {children}
      </td>
    </tr>
  );
}

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

/** Label / value pairs (a <dl> in two columns): user facts, registration facts, form values. */
export const FactList = styled.dl<{ $labelColumn?: string }>`
  display: grid;
  grid-template-columns: ${({ $labelColumn = '8rem' }) => $labelColumn} 1fr;
  gap: 0.3rem 0.75rem;
  margin: 0 0 0.75rem;
  font-size: ${({ theme: t }) => t.font.size.sm};
  & dt {
    color: ${({ theme: t }) => t.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A section title inside a dialog (Form Details, Documents). */
export const DialogHeading = styled.h3`
  font-size: 1rem;
  margin: 1rem 0 0.5rem;
`;
