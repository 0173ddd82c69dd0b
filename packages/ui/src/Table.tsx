import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Data tables. On wider screens a table that is wider than its frame scrolls sideways inside it; the
 * Actions column (`ActionsHeader` / `ActionsCell`) is pinned to the frame's right edge meanwhile, so
 * what an admin can do with a row is always on screen, whatever the other columns need. From the mobile breakpoint down a table turns into a list of cards: each row is a card,
 * each cell a line led by its column name, taken from the cell's `data-label` (give every data cell
 * one). Status and actions then stay on screen instead of scrolling off to the right. The column
 * headers stay in the accessibility tree; headers with a control (sort buttons) stay visible as a row
 * of chips, the others are hidden visually.
 */

export const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    overflow-x: visible;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  & th,
  & td {
    text-align: left;
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
  /* the pinned Actions column: opaque, with a rule on its left edge, above the cells scrolling under it */
  & th[data-pinned],
  & td[data-pinned] {
    position: sticky;
    right: 0;
    z-index: 1;
    white-space: nowrap;
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  & td[data-pinned] {
    background: ${({ theme }) => theme.colors.surface};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    & thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
      padding: 0.5rem 0.75rem;
      background: ${({ theme }) => theme.colors.surfaceRaised};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & thead th {
      padding: 0;
      border: 0;
    }
    /* no sortable column: the header row has nothing to show */
    & thead:not(:has(button)) tr {
      display: none;
    }
    & thead th:not(:has(button)) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    & tbody,
    & tbody tr,
    & tbody td {
      display: block;
    }
    & tbody tr {
      padding: 0.5rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & tbody tr:last-child {
      border-bottom: 0;
    }
    & tbody td {
      border: 0;
      padding: 0.3rem 0.75rem;
      /* a card is as wide as the screen: a long unbroken name or e-mail breaks instead of widening it */
      overflow-wrap: anywhere;
    }
    /* a card has room for its actions: nothing to pin, and their buttons may wrap */
    & td[data-pinned] {
      position: static;
      white-space: normal;
      box-shadow: none;
      background: none;
    }
    /* the column name in a left gutter (a float, so a long name grows the line); any content flows right */
    & tbody td[data-label] {
      display: flow-root;
      padding-left: calc(0.75rem + 7.5rem + 0.75rem);
    }
    & tbody td[data-label]::before {
      content: attr(data-label);
      float: left;
      width: 7.5rem;
      margin-left: calc(-7.5rem - 0.75rem);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 600;
    }
  }
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

/** The Actions column's header, pinned to the right edge of a table that scrolls sideways. */
export function ActionsHeader({ children = 'Actions' }: { children?: ReactNode }) {
  return (
    <th scope="col" data-pinned="">
      {children}
    </th>
  );
}

/** A row's Actions cell, pinned like its header (a card line labelled 'Actions' on small screens). */
export function ActionsCell({ children, label = 'Actions' }: { children: ReactNode; label?: string }) {
  return (
    <td data-label={label} data-pinned="">
      {children}
    </td>
  );
}
