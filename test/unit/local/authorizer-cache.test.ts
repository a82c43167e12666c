import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { AuthorizerFunction } from '../../../infra/local/gateway/auth.js';
import { createAuthorizerCache } from '../../../infra/local/gateway/authorizer-cache.js';
import { buildAuthorizerEvent } from '../../../infra/local/gateway/event.js';

/** A REQUEST authorizer event as the gateway builds it, for a path and the given headers. */
function event(headers: Record<string, string>, path = '/api/pdf/merge'): APIGatewayRequestAuthorizerEvent {
  return buildAuthorizerEvent({
    request: {
      method: 'POST',
      url: path,
      rawHeaders: Object.entries(headers).flat(),
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
      requestId: 'r',
      timeEpochMs: 0,
    },
    resource: path,
    pathParameters: {},
  });
}

const arnOf = (path: string): string => event({}, path).methodArn;

const allow = (resource = '*') => ({
  principalId: 'acct_1',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: resource }],
  },
  context: { accountId: 'acct_1', keyId: 'key_1' },
});

/** An authorizer whose answer the test decides call by call, counting its invocations. */
function scripted(answers: (() => unknown)[]): { fn: AuthorizerFunction; calls: () => number } {
  let calls = 0;
  return {
    fn: async () => {
      const next = answers[Math.min(calls, answers.length - 1)];
      calls++;
      return next?.();
    },
    calls: () => calls,
  };
}

const unauthorized = () => {
  throw new Error('Unauthorized');
};

describe('the local authorizer cache', () => {
  it('answers as API Gateway does: a thrown Unauthorized is 401, any other failure 500, an Allow passes', async () => {
    // The gateway's only way to run the api-key authorizer (server.ts); with no key nothing is cached.
    const cache = createAuthorizerCache({ ttlMs: 100, now: () => 0 });
    const status = async (fn: AuthorizerFunction) => {
      const outcome = await cache.authorize(fn, event({}), {});
      return outcome.ok ? 'ok' : outcome.status;
    };
    const seen: string[] = [];
    const statuses = [
      await status(async () => Promise.reject(new Error('Unauthorized'))),
      await status(async () => Promise.reject('Unauthorized')),
      await status(async () => Promise.reject(new Error('boom'))),
      await status(async (e) => {
        seen.push(e.methodArn);
        return allow(e.methodArn);
      }),
    ];
    expect(statuses).toEqual([401, 401, 500, 'ok']);
    expect(seen).toEqual([arnOf('/api/pdf/merge')]);
  });

  it('reuses a key’s answer until the TTL ends, then asks again', async () => {
    let now = 1_000;
    const cache = createAuthorizerCache({ ttlMs: 100, now: () => now });
    const authorizer = scripted([() => allow(), unauthorized]);
    const statuses: (number | 'ok')[] = [];
    const call = async () => {
      const outcome = await cache.authorize(authorizer.fn, event({ 'api-token': 'alq_a' }), {});
      statuses.push(outcome.ok ? 'ok' : outcome.status);
    };
    await call();
    now += 99;
    await call();
    now += 1;
    await call();
    await call();
    expect(statuses).toEqual(['ok', 'ok', 401, 401]);
    expect(authorizer.calls()).toBe(2);
  });

  it('keys the cache by the key in any accepted header, and evaluates a cached policy per method ARN', async () => {
    const cache = createAuthorizerCache({ ttlMs: 100, now: () => 0 });
    const authorizer = scripted([() => allow(arnOf('/api/pdf/*'))]);
    const merge = await cache.authorize(authorizer.fn, event({ 'x-api-key': 'alq_b' }), {});
    const split = await cache.authorize(authorizer.fn, event({ authorization: 'Bearer alq_b' }, '/api/pdf/split'), {});
    const image = await cache.authorize(authorizer.fn, event({ 'api-token': 'alq_b' }, '/api/image/resize'), {});
    expect([merge.ok, split.ok, image.ok]).toEqual([true, true, false]);
    expect(authorizer.calls()).toBe(1);
  });

  it('never caches an authorizer failure, a call without a key, or anything when the TTL is 0', async () => {
    const failing = scripted([
      () => {
        throw new Error('boom');
      },
      () => allow(),
    ]);
    const cache = createAuthorizerCache({ ttlMs: 100, now: () => 0 });
    const first = await cache.authorize(failing.fn, event({ 'api-token': 'alq_c' }), {});
    const second = await cache.authorize(failing.fn, event({ 'api-token': 'alq_c' }), {});
    expect([first.ok ? 'ok' : first.status, second.ok ? 'ok' : second.status]).toEqual([500, 'ok']);

    const keyless = scripted([unauthorized]);
    await cache.authorize(keyless.fn, event({}), {});
    await cache.authorize(keyless.fn, event({}), {});
    expect(keyless.calls()).toBe(2);

    const off = createAuthorizerCache({ ttlMs: 0, now: () => 0 });
    const each = scripted([() => allow()]);
    await off.authorize(each.fn, event({ 'api-token': 'alq_d' }), {});
    await off.authorize(each.fn, event({ 'api-token': 'alq_d' }), {});
    expect(each.calls()).toBe(2);
  });
});
