import { describe, expect, it } from 'vitest';
import { toHttpRequest } from '../../../functions/core/http/request.js';
import { principalOf } from '../../../functions/core/principal.js';
import { splitArguments } from '../../../functions/mcp/call.js';
import { operationEvent } from '../../../functions/mcp/event.js';
import { jobsGet, jobsVideoUrl } from '../../../shared/operations/jobs.js';
import { pdfMerge } from '../../../shared/operations/pdf.js';

/** A tool call becomes the request the operation's pipeline already knows: the gateway's REST v1 event. */

const principal = { kind: 'api-key', accountId: 'acct_abc', keyId: 'key_abc', plan: 2 } as const;
const base = {
  principal,
  requestId: 'f6f0c1e2-0000-4000-8000-000000000001',
  sourceIp: '203.0.113.9',
  stage: 'prod',
  now: new Date('2026-11-23T12:00:00Z'),
};

describe('operation event', () => {
  it('puts body fields in a JSON body, controls in the query, the key in Idempotency-Key', () => {
    const event = operationEvent({
      ...base,
      operation: pdfMerge,
      fields: { files: ['https://example.com/a.pdf', 'file_abcdefghijklmnopqrst'] },
      controls: { dry_run: 'true' },
      idempotencyKey: 'retry-1',
    });
    const http = toHttpRequest(event);
    expect(http).toMatchObject({
      method: 'POST',
      resourcePath: '/api/pdf/merge',
      path: '/api/pdf/merge',
      query: { dry_run: 'true' },
      sourceIp: '203.0.113.9',
    });
    expect(http.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'retry-1' });
    expect(JSON.parse(http.body.toString('utf8'))).toEqual({
      files: ['https://example.com/a.pdf', 'file_abcdefghijklmnopqrst'],
    });
  });

  it("carries the caller's authorizer context, which the pipeline reads back as the same principal", () => {
    const event = operationEvent({ ...base, operation: pdfMerge, fields: {}, controls: {} });
    expect(principalOf(event, 'api-key')).toEqual(principal);
    expect(event.requestContext.requestId).toBe(base.requestId);
  });

  it('fills path parameters into the path and other fields of a GET into the query string', () => {
    const job = toHttpRequest(operationEvent({ ...base, operation: jobsGet, fields: { id: 'job_a/b' }, controls: {} }));
    expect(job).toMatchObject({ method: 'GET', path: '/api/jobs/job_a%2Fb', pathParameters: { id: 'job_a/b' } });
    expect(job.body.length).toBe(0);
    const url = toHttpRequest(
      operationEvent({ ...base, operation: jobsVideoUrl, fields: { id: 'job_1' }, controls: {} }),
    );
    expect(url.query).toEqual({ id: 'job_1' });
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
