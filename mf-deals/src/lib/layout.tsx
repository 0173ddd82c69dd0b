import { buttonStyles, type ButtonStyleProps } from '@portal/ui/Button';
import { Page } from '@portal/ui/layout';
import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';

/** A deals page: the portal theme (also when mounted outside the shell's provider) and the page box. */
export function DealsPage({ children, maxWidth }: { children: ReactNode; maxWidth?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <Page $maxWidth={maxWidth}>{children}</Page>
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

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;
