import type { z, ZodType } from 'zod';
import type { ApiContract } from '@portal/contracts/api/contract';

/**
 * The pure half of the typed API client: a call's types from the route's contract
 * (`@portal/contracts/api/<domain>`), its path and query string, and its SWR key. Holding no state, it
 * is bundled into each frontend rather than shared (see rspack.config.factory.cjs).
 */

declare const checkedAgainst: unique symbol;

/**
 * A route as a page that keeps zod out of its chunks calls it: its method and path only, typed as its
 * contract (the contract's schemas would bring zod, ~28 KB gzip, with them). The call is typed like
 * one with the contract; only the answer is not validated (the API validates what it accepts, and the
 * integration tests what it answers). Made by trustedRoutes, which checks method and path against the
 * contract's.
 */
export interface TrustedRoute<C extends ApiContract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Types only, never set: the contract the route was checked against. */
  readonly [checkedAgainst]: C;
}

/** What a call, a key or a key match takes: a route's contract, or the route without its schemas. */
export type ApiRoute = ApiContract | TrustedRoute<ApiContract>;
type ContractOf<R> = R extends TrustedRoute<infer C> ? C : R;

/**
 * A table of trusted routes, one per operation name of `Contracts`, each written `[method, path]`:
 * `trustedRoutes<typeof adminContracts>()({ listUsers: ['GET', '/admin/users'] })`. A method or path
 * that is not its contract's, or a name that no contract has, does not compile.
 */
export function trustedRoutes<Contracts extends Record<string, ApiContract>>() {
  return <
    const T extends { [K in keyof Contracts]?: readonly [Contracts[K]['method'], Contracts[K]['path']] },
  >(
    table: T & Record<Exclude<keyof T, keyof Contracts>, never>,
  ): { [K in keyof T & keyof Contracts]: TrustedRoute<Contracts[K]> } =>
    Object.fromEntries(
      Object.entries(table as Record<string, readonly [string, string]>).map(([name, [method, path]]) => [
        name,
        { method, path },
      ]),
    ) as never;
}

/** What a query parameter may be given as; a list repeats the parameter (`?location=A&location=B`). */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** A query field whose schema coerces (`z.coerce.number()`) takes any scalar; the others their type. */
type QueryField<T> = unknown extends T ? QueryScalar | undefined : T;
type QueryInput<S extends ZodType> = { [K in keyof z.input<S>]: QueryField<z.input<S>[K]> };

type ParamsPart<R> =
  ContractOf<R> extends { params: infer S extends ZodType } ? { params: z.input<S> } : { params?: never };
type QueryPart<R> =
  ContractOf<R> extends { query: infer S extends ZodType }
    ? object extends QueryInput<S>
      ? { query?: QueryInput<S> }
      : { query: QueryInput<S> }
    : { query?: never };
/** A route with a body schema requires a body (even `{}`); a route without one takes none. */
type BodyPart<R> =
  ContractOf<R> extends { body: infer S extends ZodType } ? { body: z.input<S> } : { body?: never };

export interface CallOptions {
  signal?: AbortSignal;
  /** Retries on 502/503/504 (default 2); a write only with an idempotency key. */
  retries?: number;
  /** Sends no Authorization header (public routes that should not know the caller). */
  anonymous?: boolean;
}

/** Writes: the action's key (default: a fresh one per call); `false` sends none and never retries. */
type WriteOptions<R> =
  ContractOf<R> extends { method: 'GET' } ? { idempotencyKey?: never } : { idempotencyKey?: string | false };

/** What identifies a read: its path parameters and query (the SWR key). */
export type ApiKeyInput<R extends ApiRoute> = ParamsPart<R> & QueryPart<R>;
/** Everything a call takes: path parameters, query, body and the request options. */
export type CallInput<R extends ApiRoute> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> &
  CallOptions &
  WriteOptions<R>;
/**
 * A route's query as a value (`const query: ApiQuery<typeof adminContracts.listUsers> = ...`): a helper
 * that builds one is checked against the route's parameter names.
 */
export type ApiQuery<R extends ApiRoute> =
  ContractOf<R> extends { query: infer S extends ZodType } ? QueryInput<S> : never;
/** The input argument, optional when the route needs none of it. */
export type InputArgs<I> = object extends I ? [input?: I] : [input: I];

/** What a call answers: the response schema's output, nothing for 204, else whatever the body is. */
export type ApiOutput<R extends ApiRoute> =
  ContractOf<R> extends { response: infer S extends ZodType }
    ? z.output<S>
    : ContractOf<R> extends { status: 204 }
      ? undefined
      : unknown;

/**
 * The query string (no '?'), parameters in the order given, a list as a repeated parameter, undefined
 * left out; encoded as forms and browsers do (`a b&c` -> `a+b%26c`).
 */
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) params.append(key, String(item));
  }
  return params.toString();
}

/** The path of a route's template with each `{name}` replaced by its parameter, URI-encoded. */
export function apiPath(template: string, params?: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function keyOf(contract: ApiRoute, input: { params?: object; query?: Query } | undefined): string {
  const path = apiPath(contract.path, input?.params as Record<string, unknown> | undefined);
  const search = queryString(input?.query);
  return search ? `${path}?${search}` : path;
}

/**
 * The SWR key of a read: its path with its query, the string the request goes to (`/deals/d%201`,
 * `/admin/users?tab=all`). A key names one answer's shape, since the remotes share one SWR cache.
 */
export function apiKey<R extends ApiRoute>(contract: R, ...[input]: InputArgs<ApiKeyInput<R>>): string {
  return keyOf(contract, input as { params?: object; query?: Query } | undefined);
}

/**
 * Whether an SWR key is one of a route's, for any parameters and query: revalidates every cached page
 * of a list (`mutate((key) => isApiKey(adminContracts.listUsers, key))`). The parameters must pass the
 * route's params schema, so `/marketplace/inquiries/sent` is no key of `/marketplace/{kind}/{id}` (a
 * trusted route has no schema: any non-empty segment is a parameter).
 */
export function isApiKey(contract: ApiRoute, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const [path] = key.split('?', 1) as [string];
  const segments = contract.path.split('/');
  const parts = path.split('/');
  if (segments.length !== parts.length) return false;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) {
      if (segment !== parts[i]) return false;
      continue;
    }
    try {
      params[name] = decodeURIComponent(parts[i]!);
    } catch {
      return false;
    }
    if (!params[name]) return false;
  }
  return 'params' in contract && contract.params ? contract.params.safeParse(params).success : true;
}
