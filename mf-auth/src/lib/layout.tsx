import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';

// Note for the forms: fields are marked with aria-required rather than TextField's `required`, because
// `required` adds a '*' inside the <label>, and Playwright's getByLabel('Email', { exact: true }) then
// no longer matches. All validation is ours (react-hook-form + zod, forms are noValidate).

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin-top: 0.5rem;
`;

export const SwitchRow = styled.p`
  margin: 1rem 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Forgot password?' under the password field, at its right edge. */
export const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -0.5rem 0 0.5rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A button that looks like a link (switching tabs, 'Resend code'). */
export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0 0.2em;
  font: inherit;
  color: ${({ theme }) => theme.colors.info};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
  background: ${({ theme: t }) => t.colors.background};
  color: ${({ theme: t }) => t.colors.text};
`;
const Column = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: 28rem;
  ${({ $wide }) => ($wide ? 'max-width: 48rem;' : '')}
`;
const Heading = styled.h1`
  font-size: ${({ theme: t }) => t.font.size.xl};
  text-align: center;
  margin: 0 0 0.25rem;
`;
const Subtitle = styled.p`
  text-align: center;
  margin: 0 0 1.5rem;
  color: ${({ theme: t }) => t.colors.textMuted};
`;

/**
 * The /auth page's frame: the portal theme (also when mounted outside the shell's provider), the
 * portal's name and a centred column for the one card shown. A page of its own (/terms) passes its
 * `title` as the heading, with the portal's name beneath, and `wide` for reading.
 */
export function AuthFrame({
  children,
  wide = false,
  title,
}: {
  children: ReactNode;
  wide?: boolean;
  title?: string;
}) {
  return (
    <ThemeProvider theme={theme}>
      <Page>
        <Column $wide={wide}>
          {title ? (
            <>
              <Heading>{title}</Heading>
              <Subtitle>Commodity Trading Portal</Subtitle>
            </>
          ) : (
            <>
              <Heading>Commodity Trading Portal</Heading>
              <Subtitle>Trade energy, precious metals and agriculture</Subtitle>
            </>
          )}
          {children}
        </Column>
      </Page>
    </ThemeProvider>
  );
}
