import { describe, expect, it } from 'vitest';
import {
  buildAuthorizerEvent,
  buildContext,
  buildProxyEvent,
  collectHeaders,
  collectQuery,
  type IncomingRequest,
  isTextual,
} from '../../../infra/local/gateway/event.js';

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'POST',
  url: '/api/jobs/job_1?x=1&x=2&y=three',
  rawHeaders: ['Content-Type', 'application/json', 'X-Custom', 'a', 'x-custom', 'b'],
  body: Buffer.from('{"a":1}'),
  sourceIp: '127.0.0.1',
  requestId: 'req-1',
  timeEpochMs: 1_700_000_000_000,
  ...overrides,
});

describe('buildProxyEvent', () => {
  it('builds a REST v1 event with resource, path, method, path parameters and request context', () => {
    const event = buildProxyEvent({
      request: request(),
      resource: '/api/jobs/{id}',
      pathParameters: { id: 'job_1' },
      authorizer: { accountId: 'acct_1' },
    });
    expect(event).toMatchObject({
      resource: '/api/jobs/{id}',
      path: '/api/jobs/job_1',
      httpMethod: 'POST',
      pathParameters: { id: 'job_1' },
      body: '{"a":1}',
      isBase64Encoded: false,
      stageVariables: null,
      requestContext: {
        stage: 'local',
        resourcePath: '/api/jobs/{id}',
        httpMethod: 'POST',
        requestId: 'req-1',
        requestTimeEpoch: 1_700_000_000_000,
        identity: { sourceIp: '127.0.0.1' },
        authorizer: { accountId: 'acct_1' },
      },
    });
  });

  it('keeps the last value in single-value maps and every value in multi-value maps', () => {
    const event = buildProxyEvent({ request: request(), resource: '/r', pathParameters: {} });
    expect(event.queryStringParameters).toEqual({ x: '2', y: 'three' });
    expect(event.multiValueQueryStringParameters).toEqual({ x: ['1', '2'], y: ['three'] });
    expect(event.headers).toEqual({ 'Content-Type': 'application/json', 'X-Custom': 'b' });
    expect(event.multiValueHeaders).toEqual({ 'Content-Type': ['application/json'], 'X-Custom': ['a', 'b'] });
  });

  it('uses null for absent query, path parameters and body', () => {
    const event = buildProxyEvent({
      request: request({ method: 'GET', url: '/api/services', rawHeaders: [], body: Buffer.alloc(0) }),
      resource: '/api/services',
      pathParameters: {},
    });
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
    expect(event.pathParameters).toBeNull();
    expect(event.body).toBeNull();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.authorizer).toBeNull();
  });

  it('base64-encodes binary and multipart bodies byte for byte', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe]);
    const event = buildProxyEvent({
      request: request({ rawHeaders: ['content-type', 'multipart/form-data; boundary=x'], body: bytes }),
      resource: '/r',
      pathParameters: {},
    });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });
});

describe('isTextual', () => {
  it('treats JSON, text and forms as text and everything else as binary', () => {
    expect(isTextual('application/json; charset=utf-8')).toBe(true);
    expect(isTextual('application/problem+json')).toBe(true);
    expect(isTextual('text/html')).toBe(true);
    expect(isTextual(undefined)).toBe(true);
    expect(isTextual('application/pdf')).toBe(false);
    expect(isTextual('image/png')).toBe(false);
    expect(isTextual('multipart/form-data; boundary=x')).toBe(false);
  });
});

describe('collectQuery', () => {
  it('decodes encoded keys and values', () => {
    expect(collectQuery('q=a%20b&e=%C3%A9')).toEqual({ single: { q: 'a b', e: 'é' }, multi: { q: ['a b'], e: ['é'] } });
  });

  it('keeps names that are Object.prototype members as plain parameters, never touching the prototype', () => {
    const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];
    const query = collectQuery(names.map((n) => `${n}=x&${n}=y`).join('&'));
    for (const name of names) {
      expect(Object.hasOwn(query.single ?? {}, name), name).toBe(true);
      expect(query.single?.[name]).toBe('y');
      expect(query.multi?.[name]).toEqual(['x', 'y']);
    }
    expect(Object.getPrototypeOf(query.single)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('collectHeaders', () => {
  it('keeps the first spelling of a repeated header, the last value, and every value', () => {
    const { headers, multiValueHeaders } = collectHeaders(['X-Key', 'a', 'x-key', 'b', 'Accept', 'text/plain']);
    expect(headers).toEqual({ 'X-Key': 'b', Accept: 'text/plain' });
    expect(multiValueHeaders).toEqual({ 'X-Key': ['a', 'b'], Accept: ['text/plain'] });
  });

  it('keeps headers named like Object.prototype members as headers', () => {
    const { headers, multiValueHeaders } = collectHeaders(['constructor', '1', '__proto__', '2', 'toString', '3']);
    expect(Object.hasOwn(headers, '__proto__')).toBe(true);
    expect(headers).toMatchObject({ constructor: '1', toString: '3' });
    expect(Object.getOwnPropertyDescriptor(multiValueHeaders, '__proto__')?.value).toEqual(['2']);
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
  });
});

describe('buildAuthorizerEvent', () => {
  it('builds a REQUEST authorizer event whose methodArn names stage, method and path', () => {
    const event = buildAuthorizerEvent({
      request: request(),
      resource: '/api/jobs/{id}',
      pathParameters: { id: 'job_1' },
    });
    expect(event.type).toBe('REQUEST');
    expect(event.methodArn).toBe('arn:aws:execute-api:us-east-1:000000000000:local/local/POST/api/jobs/job_1');
    expect(event.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(event.pathParameters).toEqual({ id: 'job_1' });
  });
});

describe('buildContext', () => {
  it('counts the remaining time down from the timeout', () => {
    const context = buildContext('alquimia-local-pdf', 'id-1', 29_000);
    expect(context.functionName).toBe('alquimia-local-pdf');
    expect(context.awsRequestId).toBe('id-1');
    const remaining = context.getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(29_000);
  });
});
