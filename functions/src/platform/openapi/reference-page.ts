/**
 * The API reference page (GET /docs): Redoc rendering this API's own OpenAPI document. Both the
 * document and Redoc's script come from the API itself, by URLs relative to the page, so the page
 * works offline, behind any host or base path, and under a policy that allows nothing from elsewhere.
 */

/** Where the page loads the script from, relative to `/docs` (served by GET /docs/redoc.standalone.js). */
export const redocScriptPath = 'docs/redoc.standalone.js';
/** Where Redoc reads the document from, relative to `/docs` (GET /openapi.json). */
export const openApiPath = 'openapi.json';

/**
 * Only this origin's script, document and images. Redoc styles itself with injected <style> tags
 * (styled-components: unsafe-inline styles) and runs its search index in a worker built from a blob.
 * Its sidebar footer asks for its maker's logo from a CDN: refused here, and Redoc then leaves it out.
 */
export const referencePageCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const referencePageHeaders: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': referencePageCsp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);

/**
 * The page: Redoc's standalone script renders every `<redoc spec-url>` element once loaded, so the
 * page needs no inline script (which the policy above would refuse).
 */
export function referencePage(title: string): string {
  const name = escapeHtml(title);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name} reference</title>
    <style>
      body { margin: 0; }
    </style>
  </head>
  <body>
    <noscript>The ${name} reference needs JavaScript. The document itself is at <a href="${openApiPath}">${openApiPath}</a>.</noscript>
    <redoc spec-url="${openApiPath}"></redoc>
    <script src="${redocScriptPath}"></script>
  </body>
</html>
`;
}
