import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './Button';
import { Page } from './layout';
import { theme } from './theme';

/**
 * The frame of a remote's exposed page: the portal theme (also when the page is mounted outside the
 * shell's provider, as in a remote's own dev server and in tests) and the page box.
 */
export function PageFrame({
  children,
  maxWidth,
  role,
}: {
  children: ReactNode;
  /** The page box's widest size; 80rem unless given. */
  maxWidth?: string;
  role?: string;
}) {
  return (
    <ThemeProvider theme={theme}>
      <Page $maxWidth={maxWidth} role={role}>
        {children}
      </Page>
    </ThemeProvider>
  );
}

/** '← Back to …' above a page's title. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.75rem;
  font-size: ${({ theme: t }) => t.font.size.sm};
  text-decoration: none;
`;

/** A link that looks like a button (navigation, not an action): `$variant` and `$size` as a Button's. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;
