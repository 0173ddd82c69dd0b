import { Page } from '@portal/ui/layout';
import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** Every account page: the portal theme (also when mounted outside the shell's provider) and the page box. */
export function AccountPage({ children, role }: { children: ReactNode; role?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <Page $maxWidth="72rem" role={role}>
        {children}
      </Page>
    </ThemeProvider>
  );
}
