import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { json } from '../../../functions/core/operation.js';
import { inlineBodyLimit } from '../../../shared/edge.js';
import { defineOperation } from '../../../shared/operations/define.js';
import { operationPrice, operations } from '../../../shared/operations/index.js';
import { pdfLimits } from '../../../shared/operations/pdf.js';
import { fileRef } from '../../../shared/schemas/fields.js';
import { multipartOfSize } from '../../fixtures/multipart.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';

/** Lambda's synchronous request limit: the whole event, with the base64 body, must fit. */
const lambdaRequestLimit = 6 * 1024 * 1024;

const upload = defineOperation({
  id: 'test.inline-upload',
  method: 'POST',
  path: '/test/inline-upload',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({ file: fileRef() }),
  bodyTypes: ['multipart', 'json'],
  response: 'json',
  mode: 'sync',
  limits: pdfLimits,
  doc: { summary: 'test only' },
});

const meter = new MemoryMeter(100);
const handler = createFamilyHandler(
  'pdf',
  [implement(upload, async (input) => json({ size: input.file.bytes.length }))],
  () => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    price: operationPrice,
    meter,
    resolveFile: createFileResolver({
      s3: new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
      bucket: 'files',
    }),
  }),
);

const call = (body: Buffer, contentType: string) => {
  // A REST v1 event as API Gateway sends it with binary media types `*/*`: the body base64-encoded.
  const event = restEvent({
    method: 'POST',
    resource: upload.path,
    headers: { 'content-type': contentType },
    body,
    authorizer: apiKeyAuthorizer,
  });
  return { event, response: handler(event, lambdaContext()) };
};

describe('inline body limit (API Gateway base64 bodies into a 6 MB Lambda request)', () => {
  it('every file operation publishes the inline limit, not 6 MB', () => {
    for (const op of operations.filter((o) => o.bodyTypes.includes('multipart'))) {
      expect(op.limits.maxBodyBytes, op.id).toBeLessThanOrEqual(inlineBodyLimit);
    }
  });

  it('accepts an isBase64Encoded body of exactly the inline limit, whose event fits a Lambda request', async () => {
    const { body, contentType, fileSize } = multipartOfSize(inlineBodyLimit);
    expect(body.length).toBe(inlineBodyLimit);
    const { event, response } = call(body, contentType);
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(lambdaRequestLimit);
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ size: fileSize });
  });

  it('answers one byte more with 413 pointing at POST /api/files, uncharged', async () => {
    const before = meter.credits;
    const { body, contentType } = multipartOfSize(inlineBodyLimit + 1);
    const answer = await call(body, contentType).response;
    expect(answer.statusCode).toBe(413);
    expect(answer.headers?.['Content-Type'] ?? answer.headers?.['content-type']).toBe('application/problem+json');
    const problem = JSON.parse(answer.body);
    expect(problem).toMatchObject({ code: 'payload_too_large', status: 413, limitBytes: inlineBodyLimit });
    expect(problem.detail).toContain('POST /api/files');
    expect(answer.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(before);
  });
});
