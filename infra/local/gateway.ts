import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DomainRoutes, HttpMethod } from '../../functions/src/platform/http/route';
import { handlerLoader, type HandlerLoader } from './handler-loader';
import { repoRoot } from './stack-file';

/**
 * The local API gateway: an HTTP server built from the same route declarations as the CDK API stacks.
 * Each request becomes an API Gateway HTTP API payload v2.0 event and is handed to the very handler
 * module the Lambda runs (imported once, in this process; under `npm run dev` again after a source
 * change, see handler-loader.ts). It serves only the declared routes, as API Gateway does; the Lambda
 * Invoke API that cognito-local's triggers call is a separate server on an
 * internal address (`startLambdaEndpoint`), so nobody can invoke a function through the API port.
 * No answer carries a stack trace or a file path: those go to the log only.
 */

export const functionsSrc = join(repoRoot, 'functions', 'src');

export interface GatewayOptions {
  port: number;
  domains: DomainRoutes[];
  /** The only browser origin allowed by CORS (the portal). */
  allowedOrigin: string;
  /** Directory the handler modules are relative to (default functions/src). */
  handlerRoot?: string;
  /** How handler modules are loaded (default: each imported once from handlerRoot). */
  loadHandler?: HandlerLoader;
  log?: (line: string) => void;
  /** Called once per answered request (CORS preflights aside), after its answer is written. */
  onRequest?: (request: RequestRecord) => void;
}

/** One request as the gateway answered it. */
export interface RequestRecord {
  method: string;
  /** The declared route (`POST /deals/{id}/commands`), or method and path when no route matched. */
  routeKey: string;
  status: number;
  durationMs: number;
  /** The id the answer carries (`x-request-id`; else the one the gateway gave the event). */
  requestId: string;
  /** What the handler threw (the answer is then a 500). */
  error?: string;
}

export interface RunningGateway {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

interface CompiledRoute {
  method: HttpMethod;
  path: string;
  routeKey: string;
  handler: string;
  pattern: RegExp;
  params: string[];
}

export const corsAllowHeaders = ['authorization', 'content-type', 'idempotency-key', 'x-request-id'];
export const corsAllowMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** `/documents/{id}` -> /^\/documents\/([^/]+)$/ with params ['id']; `{proxy+}` matches the rest of the path. */
export function compilePath(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy) {
        params.push(greedy[1]!);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        params.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), params };
}

export function compileRoutes(domains: DomainRoutes[]): CompiledRoute[] {
  const compiled = domains.flatMap((d) =>
    d.routes.map((r) => ({
      method: r.method,
      path: r.path,
      routeKey: `${r.method} ${r.path}`,
      handler: r.handler,
      ...compilePath(r.path),
    })),
  );
  // Literal segments win over parameters, as in API Gateway (`/listings/mine` before `/listings/{id}`).
  return compiled.sort((a, b) => a.params.length - b.params.length);
}

/** A path parameter that is not valid percent-encoding (`%E0%A4%A`): the request is malformed (400). */
export class MalformedPathError extends Error {
  constructor() {
    super('Bad Request: the path is not valid percent-encoding');
    this.name = 'MalformedPathError';
  }
}

export function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const pathParameters = Object.fromEntries(
      route.params.map((p, i) => {
        try {
          return [p, decodeURIComponent(m[i + 1]!)];
        } catch {
          throw new MalformedPathError();
        }
      }),
    );
    return { route, pathParameters, pathMatched };
  }
  return { route: undefined, pathParameters: {}, pathMatched };
}

const textTypes = /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript))/i;

/** Builds the API Gateway HTTP API (payload 2.0) event for one request. */
export function toApiGatewayV2Event(opts: {
  req: IncomingMessage;
  body: Buffer;
  route: { routeKey: string } | undefined;
  pathParameters: Record<string, string>;
  requestId: string;
  now?: Date;
}) {
  const { req, body } = opts;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookieHeader = req.headers.cookie;
  const cookies = cookieHeader
    ? cookieHeader
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || textTypes.test(contentType);
  const now = opts.now ?? new Date();
  const rawQueryString = url.search.startsWith('?') ? url.search.slice(1) : '';
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return {
    version: '2.0',
    routeKey: opts.route?.routeKey ?? '$default',
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: query } : {}),
    ...(Object.keys(opts.pathParameters).length ? { pathParameters: opts.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0],
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: opts.requestId,
      routeKey: opts.route?.routeKey ?? '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

/** A Lambda-like context object. */
export function lambdaContext(functionName: string, requestId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function functionNameOf(handlerPath: string): string {
  return handlerPath.replace(/\.[cm]?[jt]s$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body?: Buffer | string,
) {
  res.writeHead(status, headers);
  res.end(body);
}

/** Maps a handler's result to an HTTP response (payload 2.0 rules: a plain object without statusCode is 200 JSON). */
function writeResult(res: ServerResponse, result: unknown, baseHeaders: Record<string, string>) {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as {
      statusCode: number;
      headers?: Record<string, string | number | boolean>;
      multiValueHeaders?: Record<string, Array<string | number | boolean>>;
      cookies?: string[];
      body?: string;
      isBase64Encoded?: boolean;
    };
    const headers: Record<string, string | string[]> = { ...baseHeaders };
    for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
    for (const [k, v] of Object.entries(r.multiValueHeaders ?? {})) headers[k.toLowerCase()] = v.map(String);
    if (r.cookies?.length) headers['set-cookie'] = r.cookies;
    const body =
      r.body === undefined ? undefined : r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body;
    send(res, r.statusCode, headers, body);
    return;
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  send(res, 200, { ...baseHeaders, 'content-type': 'application/json' }, body);
}

/** An error's message without file paths or file URLs (for an answer; the log keeps the full error). */
export function redactPaths(message: string): string {
  return message
    .replace(/file:\/\/\S+/g, '<path>')
    .replace(/(^|[\s('"`])(?:[A-Za-z]:)?[\\/](?:[^\s'"`()\\/]+[\\/])+[^\s'"`()]*/g, '$1<path>');
}

function jsonError(status: number, message: string, headers: Record<string, string> = {}) {
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  };
}

export interface LambdaEndpointOptions {
  /** Default 0: any free port (cognito-local is told the URL). */
  port?: number;
  /** Lambda function name (as configured in cognito-local's TriggerFunctions) -> handler module. */
  lambdas: Record<string, string>;
  handlerRoot?: string;
  /** How handler modules are loaded (default: each imported once from handlerRoot). */
  loadHandler?: HandlerLoader;
  log?: (line: string) => void;
}

/**
 * The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) for cognito-local's triggers,
 * on 127.0.0.1 only and apart from the API port: in the cloud Cognito invokes the trigger directly, and
 * no API route can reach it. A failing function answers as Lambda does (`x-amz-function-error`), with
 * its error type and a message stripped of file paths, and no stack trace.
 */
export async function startLambdaEndpoint(opts: LambdaEndpointOptions): Promise<RunningGateway> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`[lambda] ${line}\n`));
  const loadHandler = opts.loadHandler ?? handlerLoader({ root: opts.handlerRoot ?? functionsSrc });
  const server = createServer((req, res) => {
    void (async () => {
      const requestId = randomUUID();
      const invoke = /^\/2015-03-31\/functions\/([^/?]+)\/invocations(?:\?.*)?$/.exec(req.url ?? '');
      let name: string | undefined;
      try {
        name = invoke ? decodeURIComponent(invoke[1]!) : undefined;
      } catch {
        name = undefined;
      }
      const modulePath = name !== undefined && req.method === 'POST' ? opts.lambdas[name] : undefined;
      if (!modulePath || name === undefined) {
        send(
          res,
          404,
          { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' },
          JSON.stringify({ Type: 'User', Message: 'Function not found' }),
        );
        return;
      }
      const payload = (await readBody(req)).toString('utf8');
      try {
        const handler = await loadHandler(modulePath);
        const result = await handler(payload ? JSON.parse(payload) : {}, lambdaContext(name, requestId));
        log(`invoke ${name} -> ok`);
        send(
          res,
          200,
          {
            'content-type': 'application/json',
            'x-amz-executed-version': '$LATEST',
            'x-amzn-requestid': requestId,
          },
          JSON.stringify(result ?? null),
        );
      } catch (err) {
        const error = err as Error;
        log(`invoke ${name} -> ${error.name}: ${error.message}\n${error.stack ?? ''}`);
        send(
          res,
          200,
          {
            'content-type': 'application/json',
            'x-amz-function-error': 'Unhandled',
            'x-amzn-requestid': requestId,
          },
          JSON.stringify({
            errorType: error.name ?? 'Error',
            errorMessage: redactPaths(error.message ?? String(err)),
          }),
        );
      }
    })().catch((err: unknown) => {
      log(`lambda endpoint error: ${String(err)}`);
      if (!res.headersSent)
        send(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Internal error' }));
    });
  });
  return listen(server, opts.port ?? 0, '127.0.0.1');
}

async function listen(server: Server, port: number, host?: string): Promise<RunningGateway> {
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (host) server.listen(port, host, () => resolve());
    else server.listen(port, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host ?? 'localhost'}:${address.port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`[api] ${line}\n`));
  const routes = compileRoutes(opts.domains);
  const loadHandler = opts.loadHandler ?? handlerLoader({ root: opts.handlerRoot ?? functionsSrc });

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && origin === opts.allowedOrigin
      ? {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'x-request-id',
          vary: 'Origin',
        }
      : {};

  const server = createServer((req, res) => {
    void (async () => {
      const started = Date.now();
      const method = (req.method ?? 'GET').toUpperCase();
      const origin = req.headers.origin;
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        const bad = jsonError(400, 'Bad Request: the request target is not a valid URL', corsHeaders(origin));
        send(res, bad.status, bad.headers, bad.body);
        return;
      }

      if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
        const allowed = origin === opts.allowedOrigin;
        send(
          res,
          204,
          allowed
            ? {
                ...corsHeaders(origin),
                'access-control-allow-methods': corsAllowMethods.join(','),
                'access-control-allow-headers': corsAllowHeaders.join(','),
                'access-control-max-age': '600',
              }
            : {},
        );
        return;
      }

      const requestId = randomUUID();
      const base = { ...corsHeaders(origin), 'apigw-requestid': requestId };
      const answered = (routeKey: string, error?: string) => {
        const header = res.getHeader('x-request-id');
        opts.onRequest?.({
          method,
          routeKey,
          status: res.statusCode,
          durationMs: Date.now() - started,
          requestId: typeof header === 'string' && header ? header : requestId,
          ...(error ? { error } : {}),
        });
      };
      let matched: ReturnType<typeof matchRoute>;
      try {
        matched = matchRoute(routes, method, url.pathname);
      } catch (err) {
        if (!(err instanceof MalformedPathError)) throw err;
        const bad = jsonError(400, err.message, base);
        send(res, bad.status, bad.headers, bad.body);
        log(`${method} ${url.pathname} -> 400 (malformed path)`);
        answered(`${method} ${url.pathname}`);
        return;
      }
      const { route, pathParameters } = matched;
      if (!route) {
        send(
          res,
          404,
          { ...base, 'content-type': 'application/json' },
          JSON.stringify({ message: 'Not Found' }),
        );
        log(`${method} ${url.pathname} -> 404 (no route)`);
        answered(`${method} ${url.pathname}`);
        return;
      }
      const body = await readBody(req);
      const event = toApiGatewayV2Event({ req, body, route, pathParameters, requestId });
      try {
        const handler = await loadHandler(route.handler);
        const result = await handler(event, lambdaContext(functionNameOf(route.handler), requestId));
        writeResult(res, result, base);
        log(`${method} ${url.pathname} -> ${res.statusCode} (${Date.now() - started} ms)`);
        answered(route.routeKey);
      } catch (err) {
        log(`${method} ${url.pathname} -> 500: ${(err as Error).stack ?? String(err)}`);
        if (!res.headersSent)
          send(
            res,
            500,
            { ...base, 'content-type': 'application/json' },
            JSON.stringify({ message: 'Internal Server Error' }),
          );
        else res.end();
        answered(route.routeKey, (err as Error).stack ?? String(err));
      }
    })().catch((err: unknown) => {
      log(`gateway error: ${String(err)}`);
      if (!res.headersSent)
        send(
          res,
          500,
          { 'content-type': 'application/json' },
          JSON.stringify({ message: 'Internal Server Error' }),
        );
    });
  });
  return listen(server, opts.port);
}

/** The route declarations (`functions/src/routes.ts`), or none with a warning if that module is not there yet. */
export async function loadRouteDeclarations(): Promise<{
  domains: DomainRoutes[];
  triggers: Record<string, string>;
}> {
  const file = join(functionsSrc, 'routes.ts');
  if (!existsSync(file)) {
    process.stderr.write(`[api] warning: ${file} not found; the gateway serves no routes\n`);
    return { domains: [], triggers: {} };
  }
  const mod = (await import(pathToFileURL(file).href)) as {
    allDomains?: DomainRoutes[];
    cognitoTriggers?: Record<string, string>;
  };
  return { domains: mod.allDomains ?? [], triggers: mod.cognitoTriggers ?? {} };
}
