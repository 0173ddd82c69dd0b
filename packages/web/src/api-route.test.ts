import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountContracts } from '@portal/contracts/api/account';
import { adminContracts } from '@portal/contracts/api/admin';
import { dealsContracts } from '@portal/contracts/api/deals';
import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import { platformContracts } from '@portal/contracts/api/platform';
import type { DealDetail } from '@portal/contracts/deals';
import { apiKey, apiPath, isApiKey, queryString, trustedRoutes, type ApiQuery } from './api-route';
import { createApiFetch, createCallApi } from './http';

describe('apiPath', () => {
  it('puts each parameter in its segment, URI-encoded', () => {
    expect(apiPath('/deals/{id}/documents/{documentId}/download', { id: 'd1', documentId: 'a b/c?' })).toBe(
      '/deals/d1/documents/a%20b%2Fc%3F/download',
    );
    expect(apiPath('/me')).toBe('/me');
  });
  it('refuses a template whose parameter is missing', () => {
    expect(() => apiPath('/deals/{id}', {})).toThrow('/deals/{id}: no value for {id}');
  });
});

describe('queryString', () => {
  it('keeps the order given, repeats a list and leaves out undefined', () => {
    expect(queryString({ q: 'jet fuel', industry: undefined, location: ['Doha', 'Oslo'], page: 2 })).toBe(
      'q=jet+fuel&location=Doha&location=Oslo&page=2',
    );
    expect(queryString({ search: 'Ann & Co', flag: true })).toBe('search=Ann+%26+Co&flag=true');
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
  });
});

describe('apiKey', () => {
  it('is the path with its query, the keys the caches have always used', () => {
    expect(apiKey(dealsContracts.listDeals)).toBe('/deals');
    expect(apiKey(dealsContracts.getDeal, { params: { id: 'd 1' } })).toBe('/deals/d%201');
    expect(apiKey(platformContracts.listNotifications, { query: { limit: 5 } })).toBe(
      '/notifications?limit=5',
    );
    expect(apiKey(adminContracts.listUsers, { query: { search: 'Ann & Co', tab: 'sellers' } })).toBe(
      '/admin/users?search=Ann+%26+Co&tab=sellers',
    );
    expect(apiKey(marketplaceContracts.myListings, { query: { tab: 'Active' } })).toBe(
      '/my/listings?tab=Active',
    );
    expect(apiKey(adminContracts.listAccounts, { params: { role: 'buyer' }, query: {} })).toBe(
      '/admin/accounts/buyer',
    );
  });
});

describe('isApiKey', () => {
  it("matches a route's keys for any parameters and query", () => {
    expect(isApiKey(adminContracts.listUsers, '/admin/users')).toBe(true);
    expect(isApiKey(adminContracts.listUsers, '/admin/users?tab=all&page=2')).toBe(true);
    expect(isApiKey(adminContracts.getUser, '/admin/users/abc')).toBe(true);
    expect(isApiKey(adminContracts.listAccounts, '/admin/accounts/seller?search=x')).toBe(true);
  });
  it("refuses other routes' keys, malformed parameters and keys that are no strings", () => {
    expect(isApiKey(adminContracts.listUsers, '/admin/users-export')).toBe(false);
    expect(isApiKey(adminContracts.listUsers, '/admin/users/abc')).toBe(false);
    expect(isApiKey(adminContracts.getUser, '/admin/users/')).toBe(false);
    expect(isApiKey(adminContracts.listAccounts, '/admin/accounts/mandate')).toBe(false);
    expect(isApiKey(marketplaceContracts.getItem, '/marketplace/inquiries/sent')).toBe(false);
    expect(isApiKey(marketplaceContracts.getItem, '/marketplace/listings/a1')).toBe(true);
    expect(isApiKey(adminContracts.listUsers, ['/admin/users'])).toBe(false);
    expect(isApiKey(dealsContracts.getDeal, '/deals/%E0%A4%A')).toBe(false);
  });
});

describe('trustedRoutes', () => {
  const trusted = trustedRoutes<typeof adminContracts>()({
    listUsers: ['GET', '/admin/users'],
    getUser: ['GET', '/admin/users/{id}'],
  });
  it("keeps a route's method and path, and keys it as its contract", () => {
    expect(trusted.getUser).toEqual({ method: 'GET', path: '/admin/users/{id}' });
    expect(apiKey(trusted.getUser, { params: { id: 'u 1' } })).toBe(
      apiKey(adminContracts.getUser, { params: { id: 'u 1' } }),
    );
    expect(isApiKey(trusted.listUsers, '/admin/users?tab=all')).toBe(true);
    expect(isApiKey(trusted.getUser, '/admin/users/u1')).toBe(true);
    expect(isApiKey(trusted.getUser, '/admin/users/')).toBe(false);
  });
});

/**
 * Call sites that must not compile: `pnpm typecheck` checks that each line marked @ts-expect-error is
 * an error (an unused marker is one too). Never run.
 */
const callApi = createCallApi(
  createApiFetch({ fetch, baseUrl: () => '', token: async () => null, sleep: async () => {} }),
);

export function callSitesThatDoNotCompile() {
  // @ts-expect-error: the deal's parameter is `id`
  void callApi(dealsContracts.getDeal, { params: { dealId: 'd1' } });
  // @ts-expect-error: a missing path parameter
  void callApi(dealsContracts.getDeal, { params: {} });
  // @ts-expect-error: no input at all for a route with a path parameter
  void callApi(dealsContracts.getDeal);
  // @ts-expect-error: the second parameter is missing
  void callApi(dealsContracts.downloadDealDocument, { params: { id: 'd1' } });
  void callApi(accountContracts.updateProfile, {
    // @ts-expect-error: a body field the route does not take
    body: { full_name: 'A', phone_number: '1', company_name: 'C', version: 1, email: 'a@b.c' },
  });
  // @ts-expect-error: a route with a body schema needs its body
  void callApi(adminContracts.approveAll);
  // @ts-expect-error: a route without a body schema takes none
  void callApi(dealsContracts.confirmMandate, { params: { id: 'd', mandateId: 'm' }, body: {} });
  // @ts-expect-error: a query parameter the route does not know
  void callApi(platformContracts.listNotifications, { query: { limit: 5, page: 2 } });
  // @ts-expect-error: not one of the route's tabs
  void callApi(marketplaceContracts.myListings, { query: { tab: 'Archived' } });
  // @ts-expect-error: a registration type that does not exist
  void callApi(accountContracts.getRegistration, { params: { type: 'broker' } });
  // @ts-expect-error: a read has no idempotency key
  void callApi(dealsContracts.listDeals, { idempotencyKey: 'k' });
  // @ts-expect-error: the key of a route with a parameter needs it
  void apiKey(dealsContracts.getDeal);
  // @ts-expect-error: a key's parameter name
  void apiKey(dealsContracts.getDeal, { params: { deal: 'd1' } });

  // @ts-expect-error: a query built apart is checked against the route's parameter names too
  const users: ApiQuery<typeof adminContracts.listUsers> = { search: 'a', role: 'buyer' };
  void users;

  const trusted = trustedRoutes<typeof dealsContracts>()({ getDeal: ['GET', '/deals/{id}'] });
  // @ts-expect-error: a trusted route's parameters are its contract's
  void callApi(trusted.getDeal, { params: { dealId: 'd1' } });
  trustedRoutes<typeof dealsContracts>()({
    // @ts-expect-error: not the contract's path
    getDeal: ['GET', '/deal/{id}'],
    // @ts-expect-error: not the contract's method
    listDeals: ['POST', '/deals'],
  });
  // @ts-expect-error: no contract of that name
  trustedRoutes<typeof dealsContracts>()({ getDeals: ['GET', '/deals'] });
  expectTypeOf(callApi(trusted.getDeal, { params: { id: 'd' } })).resolves.toEqualTypeOf<DealDetail>();

  // the answer: the response schema's output, nothing for a 204, unknown without a schema
  expectTypeOf(callApi(dealsContracts.getDeal, { params: { id: 'd' } })).resolves.toEqualTypeOf<DealDetail>();
  expectTypeOf(
    callApi(accountContracts.deleteDocument, { params: { id: 'd' } }),
  ).resolves.toEqualTypeOf<undefined>();
  expectTypeOf(callApi(adminContracts.exportUsers)).resolves.toEqualTypeOf<unknown>();
}
