import styled from 'styled-components';
import { visuallyHidden } from './theme';

/**
 * Layout primitives every remote uses (page box, header, stacks, rows, grids, notices, muted text,
 * label / value lists). Remotes import them from here instead of keeping a copy each.
 */

const mobile = ({ theme }: { theme: { breakpoints: { mobile: number } } }) =>
  `(max-width: ${theme.breakpoints.mobile - 0.02}px)`;

/** The content box of a page. */
export const Page = styled.div<{ $maxWidth?: string }>`
  padding: 1.5rem;
  max-width: ${({ $maxWidth = '80rem' }) => $maxWidth};
  color: ${({ theme }) => theme.colors.text};
  @media ${mobile} {
    padding: 1rem;
  }
`;

/** The h1 of a page with its actions; `$align="start"` keeps extra content next to the title. */
export const PageHeader = styled.header<{ $align?: 'spread' | 'start' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align = 'spread' }) => ($align === 'spread' ? 'space-between' : 'flex-start')};
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  & h1 {
    font-size: 1.6rem;
    margin: 0;
  }
  & p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

/** Form fields side by side, one column on narrow screens. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 0 1rem;
`;

/** Cards side by side (dashboards). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(18rem, 100%), 1fr));
  gap: 1.25rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SubText = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

/** A framed message in a tone (info by default). */
export const Notice = styled.div<{ $tone?: NoticeTone }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone = 'info' }) => theme.colors[$tone]};
  background: ${({ theme, $tone = 'info' }) => theme.colors[`${$tone}Bg`]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What a list shows in its place when there is nothing to list: a framed sentence, then any action. */
export const EmptyState = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  & > p {
    margin: 0;
  }
  & > * + * {
    margin-top: 0.75rem;
  }
`;

/** Label / value pairs (a <dl> in two columns, stacked on narrow screens). */
export const FactList = styled.dl<{ $labelColumn?: string }>`
  display: grid;
  grid-template-columns: ${({ $labelColumn = '8rem' }) => $labelColumn} 1fr;
  gap: 0.3rem 0.75rem;
  margin: 0 0 0.75rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0 0.75rem;
    & dd {
      margin-bottom: 0.4rem;
    }
  }
`;

/** A list laid out as one wrapping line of short items (badges, "Buyer: Approved" pairs). */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Text for assistive technology only (e.g. the rest of a short button's accessible name). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
