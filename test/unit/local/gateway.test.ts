import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNAUTHORIZED } from '../../../infra/local/gateway/auth.js';
import { type LambdaFunction, MissingFunctionError } from '../../../infra/local/gateway/functions.js';
import { type RouteSpec, RouteTable } from '../../../infra/local/gateway/routes.js';
import { BODY_TIMEOUT_MS, type Gateway, MAX_BODY_BYTES, startGateway } from '../../../infra/local/gateway/server.js';
import { Outbox } from '../../../infra/local/outbox.js';
import { gatewayProblem } from '../../../shared/edge.js';

const eventSchema = z.object({
  resource: z.string(),
  body: z.string().nullable(),
  isBase64Encoded: z.boolean(),
  requestContext: z.object({ authorizer: z.unknown() }),
});

/** Fixture families: each route's family names the behaviour of its fake handler. */
const handlers: Record<string, LambdaFunction> = {
  'functions/platform/handler.ts': async (event) => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req_1' },
    body: JSON.stringify(eventSchema.parse(event)),
  }),
  'functions/pdf/handler.ts': async () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]).toString('base64'),
    isBase64Encoded: true,
  }),
  'functions/image/handler.ts': async () => {
    throw new Error('engine exploded');
  },
  'functions/text/handler.ts': async () => ({ status: 'not a proxy result' }),
  'functions/audio/handler.ts': () => new Promise(() => {}),
  'functions/platform/authorizer.ts': async (event) => {
    const headers = z.object({ headers: z.record(z.string(), z.string()) }).parse(event).headers;
    if (headers['api-token'] !== 'good') throw new Error('Unauthorized');
    return {
      principalId: 'acct_1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: '*' }],
      },
      context: { accountId: 'acct_1', keyId: 'key_1', plan: 'free' },
    };
  },
};

const routes: RouteSpec[] = [
  { id: 'echo', method: 'POST', path: '/api/echo', auth: 'public', family: 'platform' },
  { id: 'keyed', method: 'POST', path: '/api/keyed', auth: 'api-key', family: 'platform' },
  { id: 'mine', method: 'GET', path: '/api/mine', auth: 'user', family: 'platform' },
  { id: 'pdf', method: 'GET', path: '/api/pdf', auth: 'public', family: 'pdf' },
  { id: 'throws', method: 'GET', path: '/api/throws', auth: 'public', family: 'image' },
  { id: 'invalid', method: 'GET', path: '/api/invalid', auth: 'public', family: 'text' },
  { id: 'hangs', method: 'GET', path: '/api/hangs', auth: 'public', family: 'audio' },
  { id: 'missing', method: 'GET', path: '/api/missing', auth: 'public', family: 'video' },
  // A public platform read, which answers HEAD too (shared/head-requests.ts), beside a method of its own.
  { id: 'catalogue', method: 'GET', path: '/api/catalogue', auth: 'public', family: 'platform' },
  { id: 'catalogue-post', method: 'POST', path: '/api/catalogue', auth: 'user', family: 'platform' },
];

let gateway: Gateway;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gw-'));
  const outbox = new Outbox(join(dir, 'outbox.json'));
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    routes: new RouteTable(routes),
    load: async (file) => {
      const fn = handlers[file];
      if (!fn) throw new MissingFunctionError(`${file} does not exist yet`);
      return fn;
    },
    verifyUser: {
      verify: async (header) =>
        header === 'Bearer good-token'
          ? { ok: true, authorizer: { claims: { sub: 'u1', email: 'a@b.c' } } }
          : UNAUTHORIZED,
    },
    webConfig: (origin) => ({ origin }),
    outbox,
    cognito: { upstream: 'http://127.0.0.1:9', dbDir: dir, outbox, publicBaseUrl: () => 'http://x', log: () => {} },
    webDir: join(dir, 'web'),
    timeoutMs: 2000,
    log: () => {},
    logError: () => {},
  });
  base = `http://127.0.0.1:${gateway.port}`;
});

afterAll(async () => {
  await gateway.stop();
});

/**
 * Sends raw bytes and returns what comes back; with `halfClose` the client stops sending (a truncated body) and
 * the test ends the socket after BODY_TIMEOUT_MS at the latest, so a hanging gateway fails the test.
 */
function rawRequest(text: string, halfClose = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => {
      socket.write(text);
      if (halfClose) socket.end();
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      // A whole problem answer has arrived: the gateway may keep the connection open to drain the body.
      if (/\r\n\r\n\{.*\}$/s.test(answer)) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), BODY_TIMEOUT_MS + 2000);
  });
}

describe('local gateway', () => {
  it('passes a JSON body as text with the resource path', async () => {
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req_1');
    expect(await response.json()).toMatchObject({ resource: '/api/echo', body: '{"a":1}', isBase64Encoded: false });
  });

  it('maps the api-key authorizer context into requestContext.authorizer', async () => {
    const response = await fetch(`${base}/api/keyed`, { method: 'POST', headers: { 'api-token': 'good' } });
    expect(await response.json()).toMatchObject({
      requestContext: { authorizer: { accountId: 'acct_1', keyId: 'key_1', plan: 'free', principalId: 'acct_1' } },
    });
  });

  it("answers the edge contract's 401 problem when the authorizer throws Unauthorized", async () => {
    const response = await fetch(`${base}/api/keyed`, { method: 'POST', headers: { 'api-token': 'bad' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { requestId: string };
    expect(body).toEqual(gatewayProblem('unauthorized', body.requestId));
  });

  it('answers an unknown route with the 404 problem API Gateway is configured to send', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { requestId: string };
    expect(body).toEqual(gatewayProblem('unknown-route', body.requestId));
  });

  it('answers a known path with another method 405 with Allow', async () => {
    const response = await fetch(`${base}/api/echo`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  it("names HEAD in a 405's Allow and in the preflight exactly where the path answers HEAD, as on AWS", async () => {
    const head = await fetch(`${base}/api/catalogue`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const refused = await fetch(`${base}/api/catalogue`, { method: 'DELETE' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const preflight = await fetch(`${base}/api/catalogue`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST,OPTIONS');
    // A GET that does not answer HEAD (a signed-in read): HEAD is refused, and Allow does not name it.
    const notAnswered = await fetch(`${base}/api/mine`, { method: 'HEAD' });
    expect(notAnswered.status).toBe(405);
    expect(notAnswered.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('refuses a declared Content-Length over the inline limit at once with 413', async () => {
    const answer = await rawRequest(
      `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n{}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"payload_too_large"');
  });

  it('answers a body shorter than its declared length with a 400 problem instead of hanging', async () => {
    const answer = await rawRequest(
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"code":"invalid_request"');
  });

  it('answers a query string too long to parse with a 400 problem', async () => {
    const response = await fetch(`${base}/api/pdf?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('puts verified user claims into requestContext.authorizer.claims', async () => {
    const ok = await fetch(`${base}/api/mine`, { headers: { authorization: 'Bearer good-token' } });
    expect(await ok.json()).toMatchObject({ requestContext: { authorizer: { claims: { sub: 'u1' } } } });
    expect((await fetch(`${base}/api/mine`)).status).toBe(401);
  });

  it('decodes a base64 result into the exact bytes', async () => {
    const response = await fetch(`${base}/api/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]));
  });

  it("answers the contract's 5xx problem when a handler throws, an invalid result, or a missing module", async () => {
    for (const path of ['/api/throws', '/api/invalid', '/api/missing']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(500);
      const body = (await response.json()) as { requestId: string };
      expect(body).toEqual(gatewayProblem('bad-gateway', body.requestId));
    }
  });

  it('answers 504 when the handler outlives the gateway timeout, and keeps serving', { timeout: 30_000 }, async () => {
    const response = await fetch(`${base}/api/hangs`);
    expect(response.status).toBe(504);
    expect((await fetch(`${base}/api/pdf`)).status).toBe(200);
  });

  it('serves /config.json built for the requesting origin', async () => {
    const response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual({ origin: base });
  });

  it('serves a page saying the web is not built when dist/web is missing', async () => {
    const response = await fetch(`${base}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('not built');
  });

  it('lists the local outbox as HTML and JSON', async () => {
    expect(await (await fetch(`${base}/local/outbox.json`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/local/outbox`)).text()).toContain('Local outbox');
  });
});
