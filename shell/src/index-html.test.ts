/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@portal/ui/theme';

/**
 * The shell's index.html paints a static app shell before any JavaScript runs: the /auth page's header,
 * where and as React renders it (so /auth's largest paint needs no JavaScript). These checks keep the
 * static copy equal to the page and the theme it imitates.
 */
const root = join(import.meta.dirname, '..', '..');
const html = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
/**
 * The mf-auth module that draws the /auth page's frame (its heading, subtitle and column), found by
 * what it renders rather than by its path, which changes as the remote is laid out.
 */
const authSrc = join(root, 'mf-auth', 'src');
const authFrames = readdirSync(authSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => readFileSync(join(authSrc, file), 'utf8'))
  .filter((source) => source.includes('<Heading>'));
const authPage = authFrames.length === 1 ? authFrames[0]! : '';

/** The declarations of one CSS rule of the template, whitespace and quote style normalized. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(html)?.[1];
  if (body === undefined) throw new Error(`index.html has no CSS rule for ${selector}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const colon = d.indexOf(':');
        const value = d
          .slice(colon + 1)
          .replace(/\s+/g, ' ')
          .replace(/'/g, '"')
          .replace(/, /g, ',')
          .trim();
        return [d.slice(0, colon).trim(), value];
      }),
  );
}
const normalized = (value: string) => value.replace(/\s+/g, ' ').replace(/'/g, '"').replace(/, /g, ',');

describe('the static app shell in index.html', () => {
  it('is inside #root (React replaces it on its first render) and carries the /auth header texts', () => {
    const rootContent = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const heading = /<h1>([^<]+)<\/h1>/.exec(rootContent)?.[1];
    const subtitle = /<p>([^<]+)<\/p>/.exec(rootContent)?.[1];
    expect(heading).toBe('Commodity Trading Portal');
    expect(subtitle).toBe('Trade energy, precious metals and agriculture');
    expect(authPage).toContain(`<Heading>${heading}</Heading>`);
    expect(authPage).toContain(`<Subtitle>${subtitle}</Subtitle>`);
  });

  it('uses the theme: colours, font, sizes', () => {
    expect(rule('body')).toMatchObject({
      background: theme.colors.background,
      color: theme.colors.text,
      'font-family': normalized(theme.font.family),
      'font-size': theme.font.size.md,
      'line-height': '1.5',
    });
    expect(rule('.app-shell h1')).toMatchObject({ 'font-size': theme.font.size.xl, 'line-height': '1.25' });
    expect(rule('.app-shell p')).toMatchObject({ color: theme.colors.textMuted });
    expect(html).toContain(`<meta name="theme-color" content="${theme.colors.background}" />`);
  });

  it('lays the header out as the /auth page does', () => {
    expect(rule('.app-shell')).toMatchObject({
      'min-height': '100vh',
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
      padding: '2rem 1rem',
    });
    expect(rule('.app-shell-column')).toMatchObject({ width: '100%', 'max-width': '28rem' });
    expect(rule('.app-shell h1')).toMatchObject({ 'text-align': 'center', margin: '0 0 0.25rem' });
    expect(rule('.app-shell p')).toMatchObject({ 'text-align': 'center', margin: '0 0 1.5rem' });
    for (const css of [
      'min-height: 100vh;',
      'padding: 2rem 1rem;',
      'max-width: 28rem;',
      'margin: 0 0 0.25rem;',
      'margin: 0 0 1.5rem;',
    ])
      expect(authPage).toContain(css);
  });

  it('needs no script of its own (the CSP allows scripts from files only)', () => {
    expect(html).not.toMatch(/<script/);
  });
});
