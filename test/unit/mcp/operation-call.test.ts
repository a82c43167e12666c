import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { json } from '../../../functions/core/operation.js';
import { callPath, type OperationCall } from '../../../functions/core/operation-call.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { authorizerContextOf, principalOf } from '../../../functions/core/principal.js';
import { splitArguments } from '../../../functions/mcp/call.js';
import { defineOperation } from '../../../shared/operations/define.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { jobsGet } from '../../../shared/operations/jobs.js';
import { int } from '../../../shared/schemas/fields.js';
import { lambdaContext, MemoryIdempotency, MemoryMeter } from '../core/fakes.js';

/**
 * A tool call reaches the operation's pipeline as a direct call (functions/core/operation-call.ts), not as a
 * synthetic gateway event: the same validation, price, debit, idempotency and key restrictions as over HTTP.
 */

// Operations registered by this test only; they are not part of the product's table.
const charged = defineOperation({
  id: 'test.direct',
  method: 'POST',
  path: '/api/test-direct',
  auth: 'api-key',
  family: 'platform',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({ size: int(1, 10) }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 200 },
  doc: { summary: 'direct' },
});
const lookup = defineOperation({
  id: 'test.direct-get',
  method: 'GET',
  path: '/api/test-direct/{id}',
  auth: 'api-key',
  family: 'platform',
  credits: { kind: 'free' },
  input: z.object({ id: z.string().min(1), limit: int(1, 5).default(5) }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 1024 },
  doc: { summary: 'direct get' },
});

const principal = { kind: 'api-key', accountId: 'acct_test', keyId: 'key_test', plan: 2 } as const;

function setup() {
  const meter = new MemoryMeter(10);
  const deps: PipelineDeps = {
    logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
    now: () => new Date('2026-11-22T10:00:00Z'),
    price: operationPrice,
    meter,
    idempotency: new MemoryIdempotency(),
  };
  let runs = 0;
  const handler = createFamilyHandler(
    'platform',
    [
      implement(charged, async (input) => {
        runs += 1;
        return json({ size: input.size });
      }),
      implement(lookup, async (input) => json(input)),
    ],
    () => deps,
  );
  const call = (operationId: string, fields: Record<string, unknown>, extra: Partial<OperationCall> = {}) =>
    handler(
      {
        kind: 'operation-call',
        operationId,
        fields,
        controls: {},
        headers: {},
        authorizer: authorizerContextOf(principal),
        requestId: 'f6f0c1e2-0000-4000-8000-000000000001',
        sourceIp: '203.0.113.9',
        ...extra,
      },
      lambdaContext(),
    );
  return { meter, call, runs: () => runs };
}

describe('direct operation call', () => {
  it('runs, charges and answers like the HTTP call, with the request id it was given', async () => {
    const { call, meter } = setup();
    const res = await call('test.direct', { size: 4 });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ size: 4 });
    expect(res.headers?.['X-Credits-Charged']).toBe('2');
    expect(res.headers?.['X-Request-Id']).toBe('req_f6f0c1e2000040008000000000000001');
    expect(meter.credits).toBe(8);
  });

  it('validates the fields with the schema, uncharged, and holds them to the body limit', async () => {
    const { call, meter, runs } = setup();
    const bad = await call('test.direct', { size: 'eleven' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers?.['X-Credits-Charged']).toBe('0');
    const large = await call('test.direct', { size: 1, pad: 'x'.repeat(500) });
    expect(large.statusCode).toBe(413);
    expect(meter.credits).toBe(10);
    expect(runs()).toBe(0);
  });

  it('takes the fields of a GET operation, path fields included, and applies the schema defaults', async () => {
    const { call } = setup();
    const res = await call('test.direct-get', { id: 'job_a/b' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ id: 'job_a/b', limit: 5 });
  });

  it('answers a retry with the same Idempotency-Key from memory, charged once', async () => {
    const { call, meter, runs } = setup();
    const headers = { 'idempotency-key': 'retry-1' };
    await call('test.direct', { size: 2 }, { headers });
    const again = await call('test.direct', { size: 2 }, { headers });
    expect(again.headers?.['Idempotent-Replayed']).toBe('true');
    expect(meter.credits).toBe(8);
    expect(runs()).toBe(1);
  });

  it("refuses an operation outside the key's allowed list, uncharged, as over HTTP", async () => {
    const { call, meter } = setup();
    const authorizer = authorizerContextOf({ ...principal, restrictions: { allowed: ['pdf'] } });
    const res = await call('test.direct', { size: 2 }, { authorizer });
    expect(res.statusCode).toBe(403);
    expect(meter.credits).toBe(10);
  });

  it('answers 404 for an operation of another family and 500 for a malformed call', async () => {
    const { call } = setup();
    expect((await call('pdf.merge', {})).statusCode).toBe(404);
    expect(
      (await call('test.direct', {}, { authorizer: 'nope' as unknown as Record<string, string> })).statusCode,
    ).toBe(500);
  });
});

describe('authorizer context', () => {
  it('reads back as the same principal, restrictions included', () => {
    expect(principalOf(authorizerContextOf(principal), 'api-key')).toEqual(principal);
    const restricted = { ...principal, restrictions: { expiresAt: '2027-01-01T00:00:00.000Z', allowed: ['pdf'] } };
    expect(principalOf(authorizerContextOf(restricted), 'api-key')).toEqual(restricted);
  });
});

describe('tool arguments', () => {
  it('fills path fields into the path', () => {
    expect(callPath(jobsGet, { id: 'job_a/b' })).toBe('/api/jobs/job_a%2Fb');
  });

  it('separates the control arguments from the fields, the key also from _meta', () => {
    expect(splitArguments({ file: 'x', dry_run: true, output: 'url', idempotency_key: 'k1' }, undefined)).toEqual({
      fields: { file: 'x' },
      controls: { dry_run: 'true', output: 'url' },
      idempotencyKey: 'k1',
    });
    expect(splitArguments({ file: 'x' }, { idempotencyKey: 'from-meta' })).toEqual({
      fields: { file: 'x' },
      controls: {},
      idempotencyKey: 'from-meta',
    });
    // Left to the pipeline to refuse, exactly as over HTTP (`dry_run must be true or false`).
    expect(splitArguments({ dry_run: 1 }, undefined).controls).toEqual({ dry_run: '1' });
  });
});
