import { describe, expect, it } from 'vitest';
import { apiContracts, contractsByDomain } from './all';
import { z } from 'zod';
import { defineContract, type PathParamNames } from './contract';

describe('the API contracts', () => {
  it('name each operation once across the domains', () => {
    const names = Object.values(contractsByDomain).flatMap((domain) => Object.keys(domain));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(apiContracts).sort()).toEqual([...names].sort());
  });

  it('declare one route per method and path', () => {
    const routes = Object.values(apiContracts).map((c) => `${c.method} ${c.path}`);
    expect(routes.length).toBe(new Set(routes).size);
  });

  it('give every {segment} of a path its parameter and no more', () => {
    for (const [name, contract] of Object.entries(apiContracts)) {
      const segments = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const shape = 'params' in contract ? (contract.params as { shape?: object }).shape : undefined;
      expect(Object.keys(shape ?? {}).sort(), name).toEqual(segments);
    }
  });
});

// the same rule at compile time (defineContract refuses a contract that breaks it)
const segments: PathParamNames<'/deals/{id}/documents/{documentId}/download'>[] = ['id', 'documentId'];
// @ts-expect-error: the path names no such segment
const notASegment: PathParamNames<'/deals/{id}'> = 'dealId';
void segments;
void notASegment;

// @ts-expect-error: the path's {id} has no parameter
defineContract({ method: 'GET', path: '/x/{id}' });
// @ts-expect-error: a parameter the path does not name
defineContract({ method: 'GET', path: '/x', params: z.object({ id: z.string() }) });
// @ts-expect-error: the parameter is called id in the path
defineContract({ method: 'GET', path: '/x/{id}', params: z.object({ itemId: z.string() }) });
defineContract({ method: 'GET', path: '/x/{id}', params: z.object({ id: z.string() }) });
