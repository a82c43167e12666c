import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { buildProxyEvent } from '../../../infra/local/gateway/event.js';
import { restEvent } from '../../support/rest-event.js';

/** The parts of an event that name one request in time: its id and arrival time. */
const timeless = (event: APIGatewayProxyEvent) => ({
  ...event,
  requestContext: { ...event.requestContext, requestId: '', requestTime: '', requestTimeEpoch: 0 },
});

const gatewayEvent = (method: string, url: string, rawHeaders: string[], body: Buffer, resource: string) =>
  buildProxyEvent({
    request: { method, url, rawHeaders, body, sourceIp: '127.0.0.1', requestId: 'r', timeEpochMs: 0 },
    resource,
    pathParameters: resource === url ? {} : { id: 'job_1' },
    authorizer: { accountId: 'acct_1' },
  });

describe("the tests' REST event is the local gateway's", () => {
  it('gives a JSON request as the gateway does: text body, every header and query value in the multi maps', () => {
    const event = restEvent({
      method: 'POST',
      resource: '/api/jobs/{id}',
      path: '/api/jobs/job_1',
      pathParameters: { id: 'job_1' },
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'sdk/1' },
      query: { y: 'três & 4', x: 'overridden' },
      multiQuery: { x: ['1', '2'] },
      body: '{"a":1}',
      authorizer: { accountId: 'acct_1' },
    });
    const expected = gatewayEvent(
      'POST',
      '/api/jobs/job_1?y=tr%C3%AAs+%26+4&x=1&x=2',
      ['Content-Type', 'application/json', 'User-Agent', 'sdk/1'],
      Buffer.from('{"a":1}'),
      '/api/jobs/{id}',
    );
    expect(timeless(event)).toEqual(timeless(expected));
    expect(event).toMatchObject({
      body: '{"a":1}',
      isBase64Encoded: false,
      queryStringParameters: { y: 'três & 4', x: '2' },
      multiValueQueryStringParameters: { y: ['três & 4'], x: ['1', '2'] },
      multiValueHeaders: { 'Content-Type': ['application/json'], 'User-Agent': ['sdk/1'] },
      requestContext: { identity: { userAgent: 'sdk/1' } },
    });
  });

  it('base64-encodes a binary media type, as the Api stack declares it', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const event = restEvent({
      method: 'POST',
      resource: '/api/pdf/merge',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
      authorizer: { accountId: 'acct_1' },
    });
    const expected = gatewayEvent(
      'POST',
      '/api/pdf/merge',
      ['content-type', 'application/pdf'],
      bytes,
      '/api/pdf/merge',
    );
    expect(timeless(event)).toEqual(timeless(expected));
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });
});
