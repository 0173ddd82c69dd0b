import type { z, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status a route answers on success; the handler's answer and the OpenAPI document both use it. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * The half of an API route that its callers and its server share: where it is, what it takes and what
 * it answers. The server adds who may call it and how it runs (functions/src/platform/http/route.ts),
 * and the web client calls it with these (packages/web/src/api.ts), so a wrong path, method, parameter
 * or field at a call site fails the type check instead of the request.
 */
export interface ApiContract {
  method: HttpMethod;
  /** API Gateway HTTP API path, e.g. `/me` or `/documents/{id}` */
  path: string;
  /** Success status (default 200). 204 answers with no body. */
  status?: SuccessStatus;
  /**
   * The route creates or changes state: it honours an `Idempotency-Key` header (a retry with the same
   * key and request gets the first answer; the same key with another request is refused), and the web
   * client retries it only with a key.
   */
  idempotent?: boolean;
  /** Path parameters (`{id}` segments), validated like the body. */
  params?: ZodType;
  query?: ZodType;
  /** A route with a body schema requires a JSON body; without one, a body is ignored. */
  body?: ZodType;
  /** What the route answers: the OpenAPI document describes it and the web client validates with it. */
  response?: ZodType;
}

/** The names of the `{name}` segments of a path template: `'/deals/{id}/x/{uploadId}'` -> `'id' | 'uploadId'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamKeys<C> = C extends { params: infer S extends ZodType } ? keyof z.input<S> & string : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A contract whose path segments and `params` schema disagree does not type-check: every `{name}` of
 * the path has its parameter, and every parameter its segment.
 */
type ParamsMatchPath<C extends ApiContract> =
  Same<PathParamNames<C['path']>, ParamKeys<C>> extends true
    ? unknown
    : { params: `the params schema must name exactly the {segments} of ${C['path']}` };

/** Keeps a contract's literal types (method, path, schemas), which the server and the client type from. */
export function defineContract<const C extends ApiContract>(contract: C & ParamsMatchPath<C>): C {
  return contract;
}
