import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../functions/core/errors.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { type Implementation, implement, type ResolvedInputOf } from '../../../functions/core/implement.js';
import { type ContextFor, file, json, type OperationResult } from '../../../functions/core/operation.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { defineOperation } from '../../../shared/operations/define.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { fileRef, int, num } from '../../../shared/schemas/fields.js';
import { apiKeyAuthorizer, lambdaContext, MemoryIdempotency, MemoryMeter, restEvent } from './fakes.js';

// Operations registered by this test only; they are not part of the product's table.
const echo = defineOperation({
  id: 'test.echo',
  method: 'POST',
  path: '/api/test-echo',
  auth: 'api-key',
  family: 'platform',
  credits: { kind: 'fixed', credits: 2 },
  input: z.object({
    size: int(1, 10).default(3),
    color: z.enum(['red', 'green']).default('red'),
    opacity: num(0, 1).optional(),
    doc: fileRef().optional(),
  }),
  bodyTypes: ['json', 'multipart'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 2048, maxFileBytes: 1024, maxFiles: 2 },
  doc: { summary: 'echo' },
});

const silentLogger = new Logger({ serviceName: 'test', logLevel: 'CRITICAL' });

type EchoFn = (input: ResolvedInputOf<typeof echo>, ctx: ContextFor<typeof echo>) => Promise<OperationResult>;

function setup(
  options: {
    credits?: number;
    impl?: EchoFn | null;
    quota?: number | null;
    remainingMs?: number;
    available?: boolean;
  } = {},
) {
  const meter = new MemoryMeter(options.credits ?? 10, options.quota ?? null);
  const idempotency = new MemoryIdempotency();
  const deps: PipelineDeps = {
    logger: silentLogger,
    now: () => new Date('2026-11-22T10:00:00Z'),
    price: operationPrice,
    meter,
    idempotency,
    resolveFile: async (ref) =>
      typeof ref === 'string' ? { kind: 'upload', filename: 'u', contentType: 'x', bytes: new Uint8Array([1]) } : ref,
  };
  const fn: EchoFn = options.impl ?? (async (input) => json({ input }));
  const impls: Implementation[] = [implement(echo, fn, { available: () => options.available ?? true })];
  const handler = createFamilyHandler('platform', impls, () => deps);
  const call = (
    body: string | Buffer | undefined,
    headers: Record<string, string> = {},
    query: Record<string, string> = {},
    multiQuery?: Record<string, string[]>,
  ) =>
    handler(
      restEvent({
        method: 'POST',
        resource: echo.path,
        headers,
        query,
        multiQuery,
        body,
        authorizer: apiKeyAuthorizer,
      }),
      lambdaContext(options.remainingMs),
    );
  return { meter, call, handler };
}

const jsonHeaders = { 'content-type': 'application/json' };
const bodyOf = (r: { body: string }) => JSON.parse(r.body) as Record<string, unknown>;

describe('request pipeline', () => {
  it('applies schema defaults, charges the fixed price and reports the balance', async () => {
    const { meter, call } = setup({ credits: 10 });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toEqual({ input: { size: 3, color: 'red' } });
    expect(res.headers?.['X-Credits-Charged']).toBe('2');
    expect(res.headers?.['X-Credits-Remaining']).toBe('8');
    expect(meter.credits).toBe(8);
  });

  it('answers malformed JSON with a 400 problem and charges nothing', async () => {
    const { meter, call } = setup();
    const res = await call('{"size": ', jsonHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.headers?.['Content-Type']).toBe('application/problem+json');
    expect(bodyOf(res)).toMatchObject({
      code: 'invalid_request',
      status: 400,
      requestId: res.headers?.['X-Request-Id'],
    });
    expect(meter.credits).toBe(10);
  });

  it('lists every invalid field with its valid values', async () => {
    const { meter, call } = setup();
    const res = await call(JSON.stringify({ size: 99, color: 'blue', opacity: 'x' }), jsonHeaders);
    expect(res.statusCode).toBe(400);
    const problem = bodyOf(res);
    const errors = problem.errors as { path: string; allowed?: string[] }[];
    expect(errors.map((e) => e.path).sort()).toEqual(['color', 'opacity', 'size']);
    expect(errors.find((e) => e.path === 'color')?.allowed).toEqual(['red', 'green']);
    expect(meter.entries).toEqual([]);
  });

  it('rejects a content type the operation does not take with 415', async () => {
    const { call } = setup();
    const res = await call('size=3', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(bodyOf(res).code).toBe('unsupported_media_type');
  });

  it('rejects a body over the operation limit with 413 naming the limit', async () => {
    const { call } = setup();
    const res = await call(JSON.stringify({ pad: 'x'.repeat(4000) }), jsonHeaders);
    expect(res.statusCode).toBe(413);
    expect(bodyOf(res).detail).toContain('2048');
  });

  it('parses multipart fields and files, numbers from strings', async () => {
    const { call } = setup();
    const boundary = 'XyZ';
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="size"\r\n\r\n7`,
      `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="../../etc/passwd"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const res = await call(multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(200);
    const input = bodyOf(res).input as {
      size: number;
      doc: { filename: string; contentType: string; bytes: Record<string, number> };
    };
    expect(input.size).toBe(7);
    expect(input.doc.contentType).toBe('application/pdf');
    expect(Object.values(input.doc.bytes).length).toBe(8);
  });

  it('rejects a multipart file over the file limit with 413', async () => {
    const { meter, call } = setup();
    const boundary = 'b';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\n\r\n${'x'.repeat(1500)}\r\n--${boundary}--\r\n`;
    const res = await call(multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(413);
    expect(meter.entries).toEqual([]);
  });

  it('dry_run returns the price and charges nothing', async () => {
    const { meter, call } = setup({ credits: 5 });
    const res = await call('{}', jsonHeaders, { dry_run: 'true' });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toMatchObject({ dryRun: true, operationId: 'test.echo', credits: 2, balance: 5 });
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(5);
  });

  it('answers 402 with required and available credits when the balance is short', async () => {
    const { call } = setup({ credits: 1 });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(402);
    expect(bodyOf(res)).toMatchObject({ code: 'insufficient_credits', required: 2, available: 1 });
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(res.headers?.['X-Credits-Remaining']).toBe('1');
  });

  it('refunds when the operation fails after the debit and never leaks the internal message', async () => {
    const { meter, call } = setup({
      impl: async () => {
        throw new Error('secret database password in message');
      },
    });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(meter.credits).toBe(10);
    expect(meter.entries.map((e) => e.kind)).toEqual(['charge', 'refund']);
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(res.headers?.['X-Credits-Remaining']).toBe('10');
  });

  it('refunds a 422 raised by the engine after the debit', async () => {
    const { meter, call } = setup({
      impl: async () => {
        throw new AppError('unprocessable_input', 'The file is not a PDF.');
      },
    });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(422);
    expect(bodyOf(res).detail).toBe('The file is not a PDF.');
    expect(meter.credits).toBe(10);
  });

  it('times out with 504 and refunds', async () => {
    const { meter, call } = setup({
      remainingMs: 1600,
      impl: () => new Promise(() => undefined),
    });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(504);
    expect(meter.credits).toBe(10);
  });

  it('replays the first response for a repeated Idempotency-Key and charges once', async () => {
    const { meter, call } = setup();
    const headers = { ...jsonHeaders, 'idempotency-key': 'k1' };
    const first = await call('{"size":4}', headers);
    const second = await call('{"size":4}', headers);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers?.['Idempotent-Replayed']).toBe('true');
    expect(meter.credits).toBe(8);
    const conflict = await call('{"size":5}', headers);
    expect(conflict.statusCode).toBe(409);
    expect(bodyOf(conflict).code).toBe('idempotency_conflict');
  });

  it('answers 429 with Retry-After when the daily quota is used up, uncharged', async () => {
    const { meter, call } = setup({ quota: 1 });
    expect((await call('{}', jsonHeaders)).statusCode).toBe(200);
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['Retry-After']).toBeDefined();
    expect(meter.credits).toBe(8);
  });

  it('returns file results as base64 bytes with a safe Content-Disposition', async () => {
    const { call } = setup({
      impl: async () => file(new Uint8Array([37, 80, 68, 70]), 'application/pdf', '../evil"\r\nX-Injected: 1.pdf'),
    });
    const res = await call('{}', jsonHeaders);
    expect(res.isBase64Encoded).toBe(true);
    expect(Buffer.from(res.body, 'base64').toString()).toBe('%PDF');
    const disposition = res.headers?.['Content-Disposition'];
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).not.toContain('..');
    expect(disposition).not.toContain('/');
  });

  it('rejects a call without the authorizer context with a 401 problem', async () => {
    const { handler } = setup();
    const event = restEvent({ method: 'POST', resource: echo.path, headers: jsonHeaders, body: '{}' });
    const res = await handler(event, lambdaContext());
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res)).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('answers 503, uncharged, when the engine needs a provider that is not configured', async () => {
    const { meter, call } = setup({ available: false });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(503);
    expect(bodyOf(res).code).toBe('engine_unavailable');
    expect(res.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.entries).toEqual([]);
  });

  it('gives two concurrent requests in one process their own request ids', async () => {
    const { handler } = setup({
      impl: async (_input, ctx) => {
        await new Promise((resolve) => setTimeout(resolve, ctx.requestId.endsWith('1') ? 30 : 5));
        return json({ seen: ctx.requestId });
      },
    });
    const event = (id: string) => {
      const e = restEvent({
        method: 'POST',
        resource: echo.path,
        headers: jsonHeaders,
        body: '{}',
        authorizer: apiKeyAuthorizer,
      });
      return { ...e, requestContext: { ...e.requestContext, requestId: id } };
    };
    const [a, b] = await Promise.all([
      handler(event('aaaa0001'), lambdaContext()),
      handler(event('bbbb0002'), lambdaContext()),
    ]);
    expect(a.headers?.['X-Request-Id']).toBe('req_aaaa0001');
    expect(bodyOf(a).seen).toBe('req_aaaa0001');
    expect(b.headers?.['X-Request-Id']).toBe('req_bbbb0002');
    expect(bodyOf(b).seen).toBe('req_bbbb0002');
  });

  it('never sends the internal detail of a 5xx, whatever the error carries', async () => {
    const { call } = setup({
      impl: async () => {
        throw new AppError('internal_error', 'table alquimia-prod key ACCT#1 secret', { cause: new Error('x') });
      },
    });
    const res = await call('{}', jsonHeaders);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('ACCT#');
  });

  it.each(['1', 'TRUE', 'yes', 'True', ''])('refuses dry_run=%s with 400 and runs nothing', async (value) => {
    const { meter, call } = setup();
    const res = await call('{}', jsonHeaders, { dry_run: value });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).code).toBe('invalid_request');
    expect(meter.entries).toEqual([]);
  });

  it('refuses a repeated dry_run (false then true) with 400 and runs nothing', async () => {
    const { meter, call } = setup();
    const res = await call('{}', jsonHeaders, {}, { dry_run: ['false', 'true'] });
    expect(res.statusCode).toBe(400);
    expect(meter.entries).toEqual([]);
  });

  it('refuses an unknown output mode with 400 instead of ignoring it on a charged call', async () => {
    const { meter, call } = setup();
    const res = await call('{}', jsonHeaders, { output: 'AAA' });
    expect(res.statusCode).toBe(400);
    expect(meter.entries).toEqual([]);
  });

  it('treats an identical multipart retry with a new boundary as the same idempotent request', async () => {
    const { meter, call } = setup();
    const body = (boundary: string) =>
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="size"\r\n\r\n4`,
        `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`,
        `--${boundary}--\r\n`,
      ].join('\r\n');
    const headers = (b: string) => ({
      'content-type': `multipart/form-data; boundary=${b}`,
      'idempotency-key': 'same',
    });
    const first = await call(body('one'), headers('one'));
    const second = await call(body('two-different'), headers('two-different'));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers?.['Idempotent-Replayed']).toBe('true');
    expect(meter.entries.filter((e) => e.kind === 'charge')).toHaveLength(1);
  });

  it.each(['x'.repeat(256), 'x'.repeat(2000), 'tab\there', 'acentuação'])(
    'refuses a malformed Idempotency-Key with 400, uncharged',
    async (key) => {
      const { meter, call } = setup();
      const res = await call('{}', { ...jsonHeaders, 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(meter.entries).toEqual([]);
    },
  );

  it('answers a multipart body without its closing boundary with a 400 problem at once', async () => {
    const { meter, call } = setup();
    const truncated =
      '--b\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\n\r\n%PDF-1.7 and then noth';
    const res = await call(truncated, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).code).toBe('invalid_request');
    expect(meter.entries).toEqual([]);
  });

  it('answers more file parts than the operation takes with 400, not 413', async () => {
    const { meter, call } = setup();
    const part = (n: number) =>
      `--b\r\nContent-Disposition: form-data; name="doc"; filename="${n}.pdf"\r\n\r\n%PDF-1.7`;
    const body = `${[1, 2, 3].map(part).join('\r\n')}\r\n--b--\r\n`;
    const res = await call(body, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(res.statusCode).toBe(400);
    expect(meter.entries).toEqual([]);
  });

  it('reads UTF-8 file names in multipart part headers as UTF-8', async () => {
    const { call } = setup();
    const body = `--b\r\nContent-Disposition: form-data; name="doc"; filename="relatório ação.pdf"\r\n\r\n%PDF-1.7\r\n--b--\r\n`;
    const res = await call(Buffer.from(body, 'utf8'), { 'content-type': 'multipart/form-data; boundary=b' });
    expect(res.statusCode).toBe(200);
    expect((bodyOf(res).input as { doc: { filename: string } }).doc.filename).toBe('relatório ação.pdf');
  });

  it('treats query parameters named like Object members as plain names', async () => {
    const { call } = setup();
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      const res = await call('{}', jsonHeaders, { [name]: '1' });
      expect(res.statusCode, name).toBe(200);
    }
  });
});
