import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './platform/openapi/document';
import { allDomains, cognitoTriggers } from './routes';

const src = dirname(fileURLToPath(import.meta.url));
const routes = allDomains.flatMap((d) => d.routes.map((r) => ({ ...r, domain: d.domain })));

describe('route declarations', () => {
  it('declare each method + path once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('point at handler modules that exist', () => {
    for (const r of routes) expect(existsSync(join(src, r.handler)), r.handler).toBe(true);
    for (const h of Object.values(cognitoTriggers)) expect(existsSync(join(src, h)), h).toBe(true);
  });
  it('grant table reads to every route that builds a principal from the table', () => {
    for (const r of routes.filter((route) => route.access.kind !== 'public'))
      expect(r.permissions, `${r.method} ${r.path}`).toContain('table:read');
  });
  it('are all described by the OpenAPI document, with security exactly on non-public routes', () => {
    const document = buildOpenApiDocument(allDomains);
    for (const r of routes) {
      const operation = document.paths?.[r.path]?.[r.method.toLowerCase() as 'get'];
      expect(operation, `${r.method} ${r.path}`).toBeDefined();
      expect(Boolean(operation?.security?.length)).toBe(r.access.kind !== 'public');
    }
  });
});
