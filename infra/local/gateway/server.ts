import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import type { Family } from '../../../shared/operations/types.js';
import { portOf } from '../net.js';
import { type Outbox, renderOutbox } from '../outbox.js';
import { type ShimOptions, serveCognito } from '../standins/cognito-shim.js';
import { type AuthOutcome, runApiKeyAuthorizer, type UserTokenVerifier } from './auth.js';
import {
  buildAuthorizerEvent,
  buildContext,
  buildProxyEvent,
  collectHeaders,
  headerValue,
  type IncomingRequest,
} from './event.js';
import { type FunctionLoader, MissingFunctionError } from './functions.js';
import type { RouteSpec, RouteTable } from './routes.js';
import { serveWeb } from './static.js';

/** API Gateway's own limits and answers (REST v1). */
export const GATEWAY_TIMEOUT_MS = 29_000;
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MISSING_TOKEN = { message: 'Missing Authentication Token' };
const INTERNAL_ERROR = { message: 'Internal server error' };
const EXPOSED_HEADERS =
  'X-Request-Id, X-Credits-Charged, X-Credits-Remaining, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition, Retry-After';

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
  readonly timeoutMs?: number;
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

function corsHeaders(req: IncomingMessage): Headers {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    ...(origin ? { vary: 'Origin' } : {}),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Reads the body up to `limit` bytes; past it, drains the rest and reports `tooLarge` (API Gateway's 413). */
function readRequestBody(req: IncomingMessage, limit: number): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve({ body: size <= limit ? Buffer.concat(chunks) : Buffer.alloc(0), tooLarge: size > limit }),
    );
    req.on('error', reject);
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

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a matched /api request through authorisation and the family's handler, like API Gateway. */
async function handleApi(
  options: GatewayOptions,
  req: IncomingMessage,
  res: ServerResponse,
  route: RouteSpec,
  pathParameters: Readonly<Record<string, string>>,
): Promise<void> {
  const requestId = randomUUID();
  const cors = { ...corsHeaders(req), 'x-amzn-requestid': requestId };
  const { body, tooLarge } = await readRequestBody(req, MAX_BODY_BYTES);
  if (tooLarge) {
    sendJson(res, 413, { message: 'Request Too Long' }, cors);
    return;
  }
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
    const authorizer = await options.load('functions/platform/authorizer.ts');
    const context = buildContext('alquimia-local-authorizer', randomUUID(), timeoutMs);
    auth = await runApiKeyAuthorizer(authorizer, buildAuthorizerEvent(input), context);
  } else if (route.auth === 'user') {
    auth = await options.verifyUser.verify(headerValue(collectHeaders(req.rawHeaders).headers, 'authorization'));
  }
  if (!auth.ok) {
    sendJson(res, auth.status, auth.body, cors);
    return;
  }

  const event = buildProxyEvent({
    ...input,
    authorizer: route.auth === 'api-key' || route.auth === 'user' ? auth.authorizer : null,
  });
  const family: Family = route.family;
  const handler = await options.load(`functions/${family}/handler.ts`);
  const context: Context = buildContext(`alquimia-local-${family}`, randomUUID(), timeoutMs);
  const outcome = await withTimeout(handler(event, context), timeoutMs);
  if (outcome === 'timeout') {
    options.logError(`${route.id}: timed out after ${timeoutMs} ms (request ${requestId})`);
    sendJson(res, 504, { message: 'Endpoint request timed out' }, cors);
    return;
  }
  const result = resultSchema.safeParse(outcome);
  if (!result.success) {
    options.logError(`${route.id}: invalid handler result (request ${requestId}): ${result.error.message}`);
    sendJson(res, 502, INTERNAL_ERROR, cors);
    return;
  }
  writeResult(res, result.data, cors, request.method);
}

function preflight(req: IncomingMessage, res: ServerResponse, methods: readonly string[]): void {
  res.writeHead(204, {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': [...new Set([...methods, 'OPTIONS'])].join(','),
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'Content-Type,Authorization,api-token,x-api-key,x-api-token,Idempotency-Key,Prefer,X-Amz-Date,X-Amz-Security-Token',
    'access-control-max-age': '600',
  });
  res.end();
}

async function route(options: GatewayOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;

  if (path === '/api' || path.startsWith('/api/')) {
    const lookup = options.routes.lookup(method, path);
    if (lookup.kind === 'match') {
      await handleApi(options, req, res, lookup.route, lookup.pathParameters);
      return;
    }
    if (method === 'OPTIONS' && lookup.kind === 'method-not-allowed') {
      preflight(req, res, lookup.methods);
      return;
    }
    req.resume();
    sendJson(res, 403, MISSING_TOKEN, {
      ...corsHeaders(req),
      'x-amzn-errortype': 'MissingAuthenticationTokenException',
    });
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
  if (path === '/local/outbox') {
    const html = renderOutbox(options.outbox.list());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
    return;
  }
  if (path === '/local/cognito' || path === '/local/cognito/') {
    const { body } = await readRequestBody(req, 1024 * 1024);
    await serveCognito(options.cognito, req, res, body);
    return;
  }
  req.resume();
  serveWeb(options.webDir, path, method, res);
}

/**
 * The local API Gateway + CloudFront: `/api/*` routed from the operation table to the family handlers,
 * the web app and `/config.json` on the same origin, plus developer pages under `/local/`.
 * Every failure is contained to its request: nothing a handler does can stop the server.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
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
      sendJson(res, 502, INTERNAL_ERROR, corsHeaders(req));
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
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
