import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { json } from '../../../functions/core/operation.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { principalOf } from '../../../functions/core/principal.js';
import { defineOperation } from '../../../shared/operations/define.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from './fakes.js';

// An operation registered by this test only: a charged call of the pdf family.
const charged = defineOperation({
  id: 'pdf.test-charged',
  method: 'POST',
  path: '/api/test-charged',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 3 },
  input: z.object({ size: z.number().int().default(1) }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 2048, maxFileBytes: 1024, maxFiles: 0 },
  doc: { summary: 'charged' },
});

const now = new Date('2026-11-22T10:00:00Z');

function setup(context: Record<string, string>) {
  const meter = new MemoryMeter(10);
  let ran = 0;
  const deps: PipelineDeps = {
    logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
    now: () => now,
    price: operationPrice,
    meter,
  };
  const impl = implement(charged, async () => {
    ran++;
    return json({ ok: true });
  });
  const handler = createFamilyHandler('pdf', [impl], () => deps);
  const call = () =>
    handler(
      restEvent({
        method: 'POST',
        resource: charged.path,
        headers: { 'content-type': 'application/json' },
        body: '{}',
        // What the api-key authorizer put in its (possibly cached) context for this key.
        authorizer: { ...apiKeyAuthorizer, ...context },
      }),
      lambdaContext(),
    );
  return { meter, call, ran: () => ran };
}

const bodyOf = (r: { body: string }) => JSON.parse(r.body) as Record<string, unknown>;

describe('per-key restrictions in the pipeline (docs/keys.md)', () => {
  it('refuses an operation outside the allowed list with 403 key_restricted naming the list, uncharged', async () => {
    const { meter, call, ran } = setup({ expiresAt: '', allowed: 'image,text.summarize' });
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res)).toMatchObject({
      code: 'key_restricted',
      title: 'Outside the API key’s restrictions',
      restriction: 'allowed',
      allowed: ['image', 'text.summarize'],
      operationId: 'pdf.test-charged',
    });
    expect(String(bodyOf(res).detail)).toContain('image, text.summarize');
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(10);
    expect(meter.entries).toEqual([]);
    expect(ran()).toBe(0);
  });

  it.each([
    ['its family', 'pdf'],
    ['its operation id', 'image,pdf.test-charged'],
    ['no list', ''],
  ])('runs and charges an operation the key allows by %s', async (_what, allowed) => {
    const { meter, call, ran } = setup({ expiresAt: '', allowed });
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['X-Credits-Charged']).toBe('3');
    expect(meter.credits).toBe(7);
    expect(ran()).toBe(1);
  });

  it('refuses a key past its expiry with 401 even when the gateway reuses a cached Allow, uncharged', async () => {
    const { meter, call, ran } = setup({ expiresAt: '2026-11-22T09:59:59.000Z', allowed: '' });
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res)).toMatchObject({ code: 'unauthorized' });
    expect(String(bodyOf(res).detail)).toContain('expired at 2026-11-22T09:59:59.000Z');
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(10);
    expect(ran()).toBe(0);
  });

  it('accepts a key before its expiry', async () => {
    const { call } = setup({ expiresAt: '2026-11-22T10:00:01.000Z', allowed: '' });
    expect((await call()).statusCode).toBe(200);
  });

  it('reads a context without restriction fields (an authorizer from before keys had them) as unrestricted', () => {
    const event = restEvent({ method: 'POST', resource: charged.path, authorizer: apiKeyAuthorizer });
    expect(principalOf(event.requestContext.authorizer, 'api-key')).toEqual({
      kind: 'api-key',
      accountId: 'acct_test',
      keyId: 'key_test',
      plan: 0,
    });
  });
});
