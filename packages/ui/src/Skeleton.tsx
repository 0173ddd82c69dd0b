import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from './theme';

/**
 * Loading placeholders in the shape of the content to come (table rows, list items), so a list page
 * does not jump when its data lands. Each group is one role="status" region whose label is read out.
 */

const pulse = keyframes`
  0%, 100% { opacity: 0.45; }
  50% { opacity: 0.9; }
`;

export const SkeletonBar = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '0.9rem' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Bar widths that vary from row to row and column to column, so the rows do not look like a grid. */
export function skeletonWidth(row: number, column: number): string {
  const widths = [72, 55, 88, 64, 47, 80];
  return `${widths[(row * 3 + column) % widths.length]}%`;
}

/** `rows` placeholder rows of `columns` cells, for a table's <tbody>. */
export function SkeletonRows({
  rows = 5,
  columns,
  label,
}: {
  rows?: number;
  columns: number;
  label: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden={row > 0 || undefined} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              {row === 0 && column === 0 ? (
                <span role="status" aria-live="polite">
                  <Hidden>{label}</Hidden>
                </span>
              ) : null}
              <SkeletonBar aria-hidden="true" $width={skeletonWidth(row, column)} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

const ListBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** `items` placeholder list items of two lines each (cards, activity, documents). */
export function SkeletonList({ items = 3, label }: { items?: number; label: string }) {
  return (
    <ListBox role="status" aria-live="polite" aria-busy="true">
      <Hidden>{label}</Hidden>
      {Array.from({ length: items }, (_, index) => (
        <Item key={index} aria-hidden="true" data-testid="skeleton-item">
          <SkeletonBar $width={skeletonWidth(index, 0)} />
          <SkeletonBar $width={skeletonWidth(index, 1)} $height="0.7rem" />
        </Item>
      ))}
    </ListBox>
  );
}
