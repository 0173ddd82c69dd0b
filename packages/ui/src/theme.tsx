import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';

/**
 * The portal is always dark. One theme object; components read it through styled-components.
 * Every text / background pair meets WCAG AA (4.5:1), checked by theme.test.ts: solid fills that carry
 * white text (primary, dangerSolid) are darker shades; the tones used as text on dark surfaces (danger,
 * success, ...) are lighter ones.
 */
export const theme = {
  colors: {
    background: '#0b0f17',
    surface: '#121826',
    surfaceRaised: '#1a2233',
    border: '#2a3346',
    text: '#e6e9ef',
    textMuted: '#9aa4b5',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryText: '#ffffff',
    success: '#22c55e',
    successBg: 'rgba(34, 197, 94, 0.15)',
    warning: '#eab308',
    warningBg: 'rgba(234, 179, 8, 0.15)',
    /** red text and borders on the dark surfaces */
    danger: '#f87171',
    dangerBg: 'rgba(248, 113, 113, 0.15)',
    /** red fill under white text (destructive buttons) */
    dangerSolid: '#dc2626',
    dangerSolidHover: '#b91c1c',
    info: '#60a5fa',
    infoBg: 'rgba(96, 165, 250, 0.15)',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  },
  /** Mobile breakpoint: below this width the sidebar is an overlay. */
  breakpoints: { mobile: 768 },
} as const;

export type PortalTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; }
  body {
    margin: 0;
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    font-family: ${({ theme: t }) => t.font.family};
    font-size: ${({ theme: t }) => t.font.size.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme: t }) => t.colors.info}; }
  :focus-visible { outline: 2px solid ${({ theme: t }) => t.colors.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.5em; }
`;

/** Theme + global styles; wrap the app (the shell) once. Remotes rendered inside inherit it. */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = `
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;
