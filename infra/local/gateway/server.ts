import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { untilDeadline } from '../../../shared/deadline.js';
import {
  authorizerEntry,
  corsAllowHeaders,
  corsExposeHeaders,
  corsHeaders,
  type GatewayAnswer,
  gatewayProblem,
  gatewayTimeoutMs,
  handlerEntry,
  inlineBodyLimit,
  problemContentType,
} from '../../../shared/edge.js';
import { answersHead } from '../../../shared/head-requests.js';
import type { Family } from '../../../shared/operations/types.js';
import { localCheckoutPath, serveLocalCheckout } from '../checkout/server.js';
import { portOf } from '../net.js';
import { type Outbox, parsePostedMail, renderOutbox } from '../outbox.js';
import { type ShimOptions, serveCognito } from '../standins/cognito-shim.js';
import type { AuthOutcome, UserTokenVerifier } from './auth.js';
import { type AuthorizerCache, type AuthorizerCacheOptions, createAuthorizerCache } from './authorizer-cache.js';
import {
  buildAuthorizerEvent,
  buildContext,
  buildProxyEvent,
  collectHeaders,
  headerValue,
  type IncomingRequest,
} from './event.js';
import { type FunctionLoader, MissingFunctionError } from './functions.js';
import type { RouteLookup, RouteSpec, RouteTable } from './routes.js';
import { serveWeb } from './static.js';

/** API Gateway's own limits (REST v1) and the edge contract's answers (shared/edge.ts). */
export const GATEWAY_TIMEOUT_MS = gatewayTimeoutMs;
export const MAX_BODY_BYTES = inlineBodyLimit;
/** A body that has not arrived whole by then is refused (API Gateway buffers bodies; it never waits long). */
export const BODY_TIMEOUT_MS = 10_000;

export interface GatewayOptions {
  readonly port: number;
  readonly host: string;
  readonly routes: RouteTable;
  readonly load: FunctionLoader;
  readonly verifyUser: UserTokenVerifier;
  /** Served at /config.json for the web app. */
  readonly webConfig: (origin: string) => Record<string, unknown>;
  readonly outbox: Outbox;
  readonly cognito: ShimOptions;
  readonly webDir: string;
  /** Runs the scheduled functions once (`POST /local/schedules/run`); EventBridge's timer runs them on AWS. */
  readonly runSchedules?: () => Promise<unknown>;
  readonly timeoutMs?: number;
  /** The api-key authorizer's result cache (authorizer-cache.ts); by default the AWS stack's TTL. */
  readonly authorizerCache?: AuthorizerCacheOptions;
  readonly log: (line: string) => void;
  readonly logError: (line: string) => void;
}

export interface Gateway {
  readonly port: number;
  readonly server: Server;
  stop(): Promise<void>;
}

const resultSchema = z.object({
  statusCode: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  multiValueHeaders: z.record(z.string(), z.array(z.union([z.string(), z.number(), z.boolean()]))).nullish(),
  body: z.string().nullish(),
  isBase64Encoded: z.boolean().nullish(),
});

type Headers = Record<string, string | string[]>;

/** A gateway answer, as API Gateway's gateway responses send it on AWS (same body, same CORS headers). */
function sendProblem(res: ServerResponse, answer: GatewayAnswer, requestId: string, extra: Headers = {}): void {
  const body = gatewayProblem(answer, requestId);
  const headers: Headers = { ...lowerCase(corsHeaders), 'x-amzn-requestid': requestId, ...extra };
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(body.status, {
    ...headers,
    'content-type': problemContentType,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const lowerCase = (headers: Readonly<Record<string, string>>): Headers =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

type BodyOutcome = { readonly kind: 'ok'; readonly body: Buffer } | { readonly kind: 'too-large' | 'bad-request' };

/**
 * Reads the body up to `limit` bytes. A declared Content-Length over the limit is refused before reading; a body
 * that grows past it, stops short of its declared length, or does not arrive within BODY_TIMEOUT_MS is refused
 * too — the answer never waits on the client.
 */
function readRequestBody(req: IncomingMessage, limit: number, timeoutMs = BODY_TIMEOUT_MS): Promise<BodyOutcome> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'bad-request' }), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else finish({ kind: 'too-large' });
    });
    req.on('end', () => {
      if (Number.isFinite(declared) && size < declared) finish({ kind: 'bad-request' });
      else finish({ kind: 'ok', body: Buffer.concat(chunks) });
    });
    req.on('aborted', () => finish({ kind: 'bad-request' }));
    req.on('error', () => finish({ kind: 'bad-request' }));
  });
}

function writeResult(res: ServerResponse, result: z.infer<typeof resultSchema>, extra: Headers, method: string): void {
  const headers: Headers = { ...extra };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    headers[name.toLowerCase()] = values.map(String);
  }
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  headers['content-type'] ??= 'application/json';
  res.writeHead(result.statusCode, headers);
  res.end(method === 'HEAD' ? undefined : body);
}

/** What the handler's promise is stopped with when the gateway's time limit passes first. */
class GatewayTimeout extends Error {}

/** The handler's answer, or 'timeout' when it takes longer than the gateway waits (its errors pass through). */
const withinGatewayTimeout = <T>(work: Promise<T>, timeoutMs: number): Promise<T | 'timeout'> =>
  untilDeadline<T | 'timeout'>(work, { timeoutMs }, () => new GatewayTimeout()).catch((error: unknown) => {
    if (error instanceof GatewayTimeout) return 'timeout';
    throw error;
  });

/** Runs a matched /api request through authorisation and the family's handler, like API Gateway. */
async function handleApi(
  options: GatewayRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  route: RouteSpec,
  pathParameters: Readonly<Record<string, string>>,
): Promise<void> {
  const requestId = randomUUID();
  const read = await readRequestBody(req, MAX_BODY_BYTES);
  if (read.kind !== 'ok') {
    // Too large: the rest of the body is drained (the connection stays usable); unreadable: the connection is done.
    sendProblem(res, read.kind, requestId, read.kind === 'bad-request' ? { connection: 'close' } : {});
    return;
  }
  const body = read.body;
  const request: IncomingRequest = {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    rawHeaders: req.rawHeaders,
    body,
    sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    requestId,
    timeEpochMs: Date.now(),
  };
  const input = { request, resource: route.path, pathParameters };
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;

  let auth: AuthOutcome = { ok: true, authorizer: {} };
  if (route.auth === 'api-key') {
    const authorizer = await options.load(authorizerEntry);
    const context = buildContext('alquimia-local-authorizer', randomUUID(), timeoutMs);
    auth = await options.apiKeyAuth.authorize(authorizer, buildAuthorizerEvent(input), context);
  } else if (route.auth === 'user') {
    auth = await options.verifyUser.verify(headerValue(collectHeaders(req.rawHeaders).headers, 'authorization'));
  }
  if (!auth.ok) {
    sendProblem(
      res,
      auth.status === 401 ? 'unauthorized' : auth.status === 403 ? 'forbidden' : 'bad-gateway',
      requestId,
    );
    return;
  }

  const event = buildProxyEvent({
    ...input,
    authorizer: route.auth === 'api-key' || route.auth === 'user' ? auth.authorizer : null,
  });
  const family: Family = route.family;
  const handler = await options.load(handlerEntry(family));
  const context: Context = buildContext(`alquimia-local-${family}`, randomUUID(), timeoutMs);
  const outcome = await withinGatewayTimeout(handler(event, context), timeoutMs);
  if (outcome === 'timeout') {
    options.logError(`${route.id}: timed out after ${timeoutMs} ms (request ${requestId})`);
    sendProblem(res, 'timeout', requestId);
    return;
  }
  const result = resultSchema.safeParse(outcome);
  if (!result.success) {
    options.logError(`${route.id}: invalid handler result (request ${requestId}): ${result.error.message}`);
    sendProblem(res, 'bad-gateway', requestId);
    return;
  }
  // Handler answers pass through as they are: on AWS API Gateway adds no headers either (CORS is the handler's).
  writeResult(res, result.data, { 'x-amzn-requestid': requestId }, request.method);
}

function preflight(res: ServerResponse, methods: readonly string[]): void {
  res.writeHead(204, {
    'access-control-allow-origin': corsHeaders['Access-Control-Allow-Origin'] ?? '*',
    'access-control-allow-methods': [...new Set([...methods, 'OPTIONS'])].join(','),
    'access-control-allow-headers': corsAllowHeaders.join(','),
    'access-control-expose-headers': corsExposeHeaders.join(','),
    'access-control-max-age': '600',
  });
  res.end();
}

/**
 * The methods a path answers: its routes' own, and HEAD right after the GET that answers it (shared/head-requests.ts),
 * as the Api stack declares them on AWS (infra/aws/api/routes.ts), so `Allow` and the preflight name HEAD there too.
 */
function withHead(methods: readonly string[], get: RouteLookup): readonly string[] {
  if (get.kind !== 'match' || !answersHead(get.route)) return methods;
  return methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
}

async function route(options: GatewayRuntime, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;

  if (path === '/api' || path.startsWith('/api/')) {
    const lookup = options.routes.lookup(method, path);
    if (lookup.kind === 'match') {
      await handleApi(options, req, res, lookup.route, lookup.pathParameters);
      return;
    }
    // HEAD goes to the function of a GET route that answers it, as the Api stack routes it on AWS.
    const get = method === 'HEAD' ? options.routes.lookup('GET', path) : undefined;
    if (get?.kind === 'match' && answersHead(get.route)) {
      await handleApi(options, req, res, get.route, get.pathParameters);
      return;
    }
    req.resume();
    if (lookup.kind === 'method-not-allowed') {
      const methods = withHead(lookup.methods, get ?? options.routes.lookup('GET', path));
      if (method === 'OPTIONS') preflight(res, methods);
      else sendProblem(res, 'method-not-allowed', randomUUID(), { allow: [...methods, 'OPTIONS'].join(', ') });
      return;
    }
    sendProblem(res, 'unknown-route', randomUUID());
    return;
  }
  if (path === '/config.json') {
    sendJson(res, 200, options.webConfig(`http://${req.headers.host ?? 'localhost'}`), { 'cache-control': 'no-cache' });
    return;
  }
  if (path === '/local/outbox.json') {
    sendJson(res, 200, options.outbox.list(), { 'cache-control': 'no-cache' });
    return;
  }
  if (path === '/local/schedules/run' && method === 'POST' && options.runSchedules) {
    req.resume();
    sendJson(res, 200, await options.runSchedules(), { 'cache-control': 'no-cache' });
    return;
  }
  if (path === '/local/outbox' && method === 'POST') {
    const read = await readRequestBody(req, 64 * 1024);
    const mail = read.kind === 'ok' ? parsePostedMail(read.body) : undefined;
    if (mail === undefined) sendJson(res, 400, { error: 'expected {to, subject, text, links}' });
    else sendJson(res, 201, options.outbox.add(mail));
    return;
  }
  if (path === '/local/outbox') {
    const html = renderOutbox(options.outbox.list());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
    return;
  }
  if (path === '/local/cognito' || path === '/local/cognito/') {
    const read = await readRequestBody(req, 1024 * 1024);
    if (read.kind !== 'ok') {
      sendJson(res, 400, { __type: 'InvalidParameterException', message: 'unreadable request' });
      return;
    }
    await serveCognito(options.cognito, req, res, read.body);
    return;
  }
  // The local stand-in for Stripe Checkout and the portal (never deployed; answers 404 when Stripe keys are set).
  if (path.startsWith(localCheckoutPath)) return serveLocalCheckout(req, res);
  req.resume();
  serveWeb(options.webDir, path, method, res);
}

/** The options with what the running gateway keeps between calls. */
type GatewayRuntime = GatewayOptions & { readonly apiKeyAuth: AuthorizerCache };

/**
 * The local API Gateway + CloudFront: `/api/*` routed from the operation table to the family handlers,
 * the web app and `/config.json` on the same origin, plus developer pages under `/local/`.
 * Every failure is contained to its request: nothing a handler does can stop the server.
 */
export async function startGateway(gatewayOptions: GatewayOptions): Promise<Gateway> {
  const options: GatewayRuntime = {
    ...gatewayOptions,
    apiKeyAuth: createAuthorizerCache(gatewayOptions.authorizerCache),
  };
  const server = createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => {
      if (req.url?.startsWith('/api'))
        options.log(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
    });
    route(options, req, res).catch((error: unknown) => {
      const missing = error instanceof MissingFunctionError;
      options.logError(
        missing
          ? `${req.method} ${req.url}: ${error.message}`
          : `${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendProblem(res, 'bad-gateway', randomUUID());
    });
  });
  // Requests Node cannot even parse (a request line or headers over its limit, bad framing) still get a problem.
  server.on('clientError', (_error, socket) => {
    if (!socket.writable) return;
    const text = JSON.stringify(gatewayProblem('bad-request', randomUUID()));
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: ${problemContentType}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${text}`,
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: portOf(server),
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
