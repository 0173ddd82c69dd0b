import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiContracts } from '@portal/contracts/api/all';
import type { ApiContract } from '@portal/contracts/api/contract';
import { successStatusOf } from './platform/http/route';
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
      // public routes say so explicitly (`security: []`), not by leaving it out
      expect(operation?.security, `${r.method} ${r.path}`).toBeDefined();
    }
  });
  it('declare every write (POST, PUT, PATCH, DELETE) idempotent, with the table access its records need', () => {
    for (const r of routes.filter((route) => route.method !== 'GET')) {
      expect(r.idempotent, `${r.method} ${r.path}`).toBe(true);
      expect(r.permissions, `${r.method} ${r.path}`).toEqual(
        expect.arrayContaining(['table:read', 'table:write']),
      );
    }
    expect(routes.filter((r) => r.method === 'GET' && r.idempotent)).toEqual([]);
  });
  it('declare the company right of every write a company member can call, and of no read', () => {
    const memberWrites = routes.filter(
      (r) => r.method !== 'GET' && !['public', 'admin', 'invitee'].includes(r.access.kind),
    );
    expect(memberWrites.filter((r) => !r.acts).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => r.method === 'GET' && r.acts).map((r) => r.path)).toEqual([]);
  });
  it('rate-limit every public write, whose counters need table writes', () => {
    for (const r of routes.filter((route) => route.access.kind === 'public' && route.method !== 'GET')) {
      expect(r.rateLimit, `${r.method} ${r.path}`).toBe('publicWrite');
      expect(r.permissions).toContain('table:write');
    }
  });
  it('take method, path, status, idempotency and schemas from the contract of their name', () => {
    const contracts: Record<string, ApiContract> = apiContracts;
    const contractKeys = ['method', 'path', 'status', 'idempotent', 'params', 'query', 'body', 'response'];
    for (const r of routes.filter((route) => route.operationId! in contracts)) {
      const contract = contracts[r.operationId!]!;
      for (const key of contractKeys as Array<keyof ApiContract>)
        expect(r[key], `${r.operationId}.${key}`).toBe(contract[key]);
    }
    // every contract the frontends may call with is served
    const served = new Set(routes.map((r) => r.operationId));
    expect(Object.keys(contracts).filter((name) => !served.has(name))).toEqual([]);
  });
  it('declare 201 only on creating POSTs and 204 only on DELETEs', () => {
    for (const r of routes) {
      const status = successStatusOf(r);
      if (status === 201) expect(r.method, r.path).toBe('POST');
      if (status === 204) expect([r.method, r.response], r.path).toEqual(['DELETE', undefined]);
    }
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(allDomains);
  const operationOf = (r: (typeof routes)[number]) =>
    document.paths?.[r.path]?.[r.method.toLowerCase() as 'get'] as {
      operationId?: string;
      responses: Record<string, { headers?: Record<string, unknown> }>;
      parameters?: Array<{ name: string; in: string }>;
    };

  it('documents the declared success status and no other 2xx', () => {
    for (const r of routes) {
      const success = Object.keys(operationOf(r).responses).filter((s) => s.startsWith('2'));
      expect(success, `${r.method} ${r.path}`).toEqual([String(successStatusOf(r))]);
    }
  });
  it('names each operation once, after its declaration', () => {
    const ids = routes.map((r) => operationOf(r).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf(routes.find((r) => r.path === '/contact')!).operationId).toBe('postContact');
  });
  it('documents 404, 409, 422, 429 and 503 where they occur', () => {
    for (const r of routes) {
      const responses = operationOf(r).responses;
      const name = `${r.method} ${r.path}`;
      expect('404' in responses, name).toBe(Boolean(r.errors?.includes(404)));
      expect('409' in responses, name).toBe(Boolean(r.idempotent || r.errors?.includes(409)));
      expect('422' in responses, name).toBe(Boolean(r.idempotent));
      expect('429' in responses, name).toBe(Boolean(r.rateLimit));
      expect('503' in responses, name).toBe(r.permissions.length > 0 && !r.reportsUnavailable);
      if (r.rateLimit) expect(responses['429']?.headers, name).toHaveProperty('Retry-After');
    }
  });
  it('documents the Idempotency-Key header on idempotent routes', () => {
    for (const r of routes.filter((route) => route.idempotent))
      expect(operationOf(r).parameters, `${r.method} ${r.path}`).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
      );
  });
});
