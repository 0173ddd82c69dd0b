import { describe, expect, it } from 'vitest';
import { escapeHtml, referencePage, referencePageCsp } from './reference-page';

describe('the API reference page', () => {
  const page = referencePage('Commodity trading portal API');

  it('names the API and loads the document and Redoc by URLs relative to /docs', () => {
    expect(page).toContain('<title>Commodity trading portal API reference</title>');
    expect(page).toContain('<redoc spec-url="openapi.json"></redoc>');
    expect(page).toContain('<script src="docs/redoc.standalone.js"></script>');
    // resolved against the page's own address, as a browser does
    expect(new URL('openapi.json', 'https://api.example/docs').pathname).toBe('/openapi.json');
    expect(new URL('docs/redoc.standalone.js', 'https://api.example/docs').pathname).toBe(
      '/docs/redoc.standalone.js',
    );
  });

  it('has no inline script and nothing from another origin, which its policy would refuse', () => {
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(referencePageCsp).toContain("script-src 'self'");
    expect(referencePageCsp).toContain("default-src 'none'");
    expect(referencePageCsp).not.toMatch(/unsafe-eval|\*/);
  });

  it('escapes the title', () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe('&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;');
    expect(referencePage('<x>')).toContain('<title>&lt;x&gt; reference</title>');
  });
});
