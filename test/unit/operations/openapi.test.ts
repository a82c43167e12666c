import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { StoredResult } from '../../../functions/core/files/types.js';
import type { JobView } from '../../../functions/core/jobs/view.js';
import type { HealthReport } from '../../../functions/platform/health.js';
import type { Service } from '../../../shared/catalogue/index.js';
import { inlineBodyLimit, keyHeaders } from '../../../shared/edge.js';
import { buildOpenApi, openApiServerUrl, problemStatuses } from '../../../shared/openapi.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import { operations } from '../../../shared/operations/index.js';
import { inputObjectSchema } from '../../../shared/operations/json-schema.js';
import { type fileUrlOutput, problemOutput } from '../../../shared/operations/outputs/common.js';
import type { jobOutput } from '../../../shared/operations/outputs/jobs.js';
import type { healthOutput, serviceOutput } from '../../../shared/operations/outputs/platform.js';
import { problemCodes } from '../../../shared/problems.js';

const doc = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });

const listed = operations.filter((op) => op.public !== false);

/** Reads a nested member of the generated document without trusting its shape. */
function at(value: unknown, ...keys: string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

describe('the OpenAPI document', () => {
  it('passes the Redocly recommended ruleset with zero errors, examples checked against their schemas', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // Examples that do not validate against their own schema are errors here, not warnings.
      rules: {
        // Additional properties are allowed here because the linter forbids them inside every subschema, including the
        // `if`/`then` and `oneOf` clauses of rules between fields; the next test checks every example against the
        // strict input schema itself.
        'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: true },
        'no-invalid-parameter-examples': 'error',
        'no-invalid-schema-examples': 'error',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    // And nothing worth a warning either: the document is generated, so a warning is a generator bug.
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId}: ${p.message}`);
    expect(warnings).toEqual([]);
  }, 60_000);

  it('lists every public operation once, keyed by path and method', () => {
    for (const op of operations) {
      const entry = at(doc, 'paths', op.path, op.method.toLowerCase());
      if (op.public === false) expect(entry, op.id).toBeUndefined();
      else expect(at(entry, 'operationId'), op.id).toBe(op.id);
    }
  });

  it('gives every operation with inputs an example that its own input schema accepts', () => {
    for (const op of operations) {
      const fields = Object.keys(inputObjectSchema(op).properties);
      if (fields.length === 0) continue;
      expect(op.doc.example, `${op.id} has no example`).toBeDefined();
      const parsed = op.input.safeParse(op.doc.example);
      expect(parsed.success, `${op.id}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('puts each example in the document: the body as the JSON example, path and query fields on their parameters', () => {
    const upscale = at(doc, 'paths', '/api/e-image/upscale', 'post', 'requestBody', 'content', 'application/json');
    expect(at(upscale, 'example')).toMatchObject({ image: 'https://example.com/small.png' });
    const job = at(doc, 'paths', '/api/jobs/{id}', 'get', 'parameters');
    expect(job).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', example: expect.any(String) })]));
  });

  it('serves the deployment origin as its server, never a default localhost', () => {
    expect(at(doc, 'servers', '0', 'url')).toBe('https://api.alquimia.test');
    // A real configured origin wins.
    expect(openApiServerUrl({ headers: { host: 'abc.example' }, configured: 'https://api.alquimia.dev/' })).toBe(
      'https://api.alquimia.dev',
    );
    // The config's localhost default never reaches a deployed document: the request's own origin does.
    expect(
      openApiServerUrl({
        headers: { host: 'x1y2.execute-api.sa-east-1.amazonaws.com', 'x-forwarded-proto': 'https' },
        configured: 'http://localhost:3000',
      }),
    ).toBe('https://x1y2.execute-api.sa-east-1.amazonaws.com');
    expect(
      openApiServerUrl({
        headers: { 'x-forwarded-host': 'app.alquimia.dev', host: 'internal' },
        configured: undefined,
      }),
    ).toBe('https://app.alquimia.dev');
    // The local platform on another port documents itself.
    expect(openApiServerUrl({ headers: { host: 'localhost:4123' }, configured: 'http://localhost:3000' })).toBe(
      'http://localhost:4123',
    );
    // Nothing known: relative, i.e. wherever the document was fetched from. A forged Host is not echoed.
    expect(openApiServerUrl({ headers: {}, configured: 'http://localhost:3000' })).toBe('/');
    expect(openApiServerUrl({ headers: { host: 'evil.example/"><script>' } })).toBe('/');
    expect(at(buildOpenApi(operations, { serverUrl: '/' }), 'servers', '0', 'url')).toBe('/');
  });

  it('documents the spec defaults and ranges', () => {
    const body = at(
      doc,
      'paths',
      '/api/e-image/text-to-image',
      'post',
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    expect(at(body, 'properties', 'CFGScale')).toMatchObject({ type: 'number', minimum: 1, maximum: 20, default: 7 });
    expect(at(body, 'properties', 'width')).toMatchObject({ type: 'integer', default: 512 });
    expect(at(body, 'required')).toEqual(['positivePrompt']);
  });

  it('states no bound the API does not set: no safe-integer range from zod on integers without one', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(text).not.toContain(String(Number.MIN_SAFE_INTEGER));
    // The bounds a schema sets stay (request log pages: 1-100).
    expect(text).toContain('"minimum":0');
  });

  it('states the bounds and grammar the validator enforces (merge takes 2-50 files; file references)', () => {
    const json = at(doc, 'paths', '/api/pdf/merge', 'post', 'requestBody', 'content', 'application/json', 'schema');
    expect(at(json, 'properties', 'files')).toMatchObject({ minItems: 2, maxItems: 50 });
    const pattern = at(json, 'properties', 'files', 'items', 'pattern');
    expect(typeof pattern).toBe('string');
    const re = new RegExp(String(pattern));
    for (const ok of ['https://a.test/x.pdf', 'HTTP://a.test', 'data:application/pdf;base64,AA==', 'file_abc']) {
      expect(re.test(ok), ok).toBe(true);
    }
    for (const bad of ['ftp://a.test/x', 'FILE_abc', 'C:\\x.pdf', 'data:text/plain,hello'])
      expect(re.test(bad), bad).toBe(false);
    const videos = at(doc, 'paths', '/api/videos/merge-videos', 'post', 'requestBody', 'content', 'application/json');
    const videoPattern = at(videos, 'schema', 'properties', 'videos', 'items', 'anyOf', '0', 'pattern');
    expect(new RegExp(String(videoPattern)).source).toBe(re.source);
  });

  it('shows files as binary parts in multipart bodies and as strings in JSON bodies', () => {
    const content = at(doc, 'paths', '/api/e-image/upscale', 'post', 'requestBody', 'content');
    // No `type` on a part: OpenAPI 3.1's octet-stream part, which generated clients type as a Blob-accepting value.
    expect(at(content, 'multipart/form-data', 'schema', 'properties', 'image')).toMatchObject({
      format: 'binary',
      contentMediaType: 'application/octet-stream',
    });
    expect(at(content, 'multipart/form-data', 'schema', 'properties', 'image', 'type')).toBeUndefined();
    expect(at(content, 'application/json', 'schema', 'properties', 'image')).toMatchObject({ type: 'string' });
    expect(at(content, 'application/json', 'schema', 'properties', 'image', 'format')).toBeUndefined();
  });

  it('accepts the four key headers on api-key routes, the session on dashboard routes, nothing on public ones', () => {
    const schemes = at(doc, 'components', 'securitySchemes');
    for (const name of keyHeaders) {
      expect(at(schemes, name)).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name }));
    }
    expect(at(schemes, 'bearer-key')).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(at(doc, 'paths', '/api/image/qr-code', 'post', 'security')).toEqual([
      ...keyHeaders.map((name) => ({ [name]: [] })),
      { 'bearer-key': [] },
    ]);
    expect(at(doc, 'paths', '/api/user/balance', 'get', 'security')).toEqual([{ session: [] }]);
    expect(at(doc, 'paths', '/api/test', 'get', 'security')).toEqual([]);
  });

  it('answers problems as application/problem+json and carries the credit rule', () => {
    const op = at(doc, 'paths', '/api/audio/text-to-speech', 'post');
    expect(at(op, 'responses', '402', '$ref')).toBe('#/components/responses/Problem402');
    expect(at(doc, 'components', 'responses', 'Problem402', 'content', 'application/problem+json')).toBeDefined();
    expect(at(op, 'x-credits')).toMatchObject({ kind: 'per-chars', per: 1000, credits: 1, min: 1 });
    expect(at(doc, 'paths', '/api/videos/merge-videos', 'post', 'responses', '202')).toBeDefined();
  });

  it('types file answers as binary content of their media types, with the link and the dry run as JSON', () => {
    const split = at(doc, 'paths', '/api/pdf/split', 'post', 'responses', '200', 'content');
    expect(keysOf(split).sort()).toEqual(['application/json', 'application/pdf', 'application/zip']);
    expect(at(split, 'application/pdf', 'schema')).toEqual({ type: 'string', format: 'binary' });
    expect(at(split, 'application/json', 'schema', 'anyOf')).toEqual([
      { $ref: '#/components/schemas/FileUrl' },
      { $ref: '#/components/schemas/DryRun' },
    ]);
    const qr = at(doc, 'paths', '/api/image/qr-code', 'post', 'responses', '200', 'content');
    expect(keysOf(qr)).toEqual(expect.arrayContaining(['image/png', 'image/svg+xml']));
    // Speech answers audio, or JSON with the stored audio's URL when asked.
    const speech = at(doc, 'paths', '/api/audio/text-to-speech', 'post', 'responses', '200', 'content');
    expect(keysOf(speech)).toEqual(
      expect.arrayContaining(['audio/mpeg', 'audio/wav', 'audio/ogg', 'application/json']),
    );
    expect(at(speech, 'application/json', 'schema', 'anyOf', '0', 'properties', 'audioUrl')).toBeDefined();
  });

  it('generates JSON success bodies from the output schemas, with the statuses the operations answer', () => {
    for (const op of operations) {
      if (op.response === 'json') expect(op.output, `${op.id} declares no output schema`).toBeDefined();
    }
    const services = at(doc, 'paths', '/api/services', 'get', 'responses', '200', 'content', 'application/json');
    expect(at(services, 'schema', 'type')).toBe('array');
    const upload = at(doc, 'paths', '/api/files', 'post', 'responses');
    expect(keysOf(upload)).toContain('201');
    expect(at(upload, '201', 'content', 'application/json', 'schema', 'required')).toEqual(
      expect.arrayContaining(['fileId', 'uploadUrl', 'expiresAt', 'maxBytes']),
    );
    const ocr = at(doc, 'paths', '/api/text/extract-image-text', 'post', 'responses');
    expect(keysOf(ocr)).toEqual(expect.arrayContaining(['200', '202']));
    expect(at(ocr, '202', 'headers', 'Location')).toBeDefined();
    const health = at(doc, 'paths', '/api/test', 'get', 'responses');
    expect(at(health, '503', 'content', 'application/json', 'schema', 'properties', 'checks')).toBeDefined();
  });

  it('documents every problem status an operation can answer, from its shape', () => {
    const statuses = (path: string, method: string) => keysOf(at(doc, 'paths', path, method, 'responses'));
    // Every operation: validation, throttling, internal errors, no engine, time-outs.
    for (const op of listed) {
      expect(statuses(op.path, op.method.toLowerCase()), op.id).toEqual(
        expect.arrayContaining(['400', '429', '500', '503', '504']),
      );
    }
    expect(statuses('/api/pdf/html-to-pdf', 'post')).toEqual(
      expect.arrayContaining(['401', '402', '403', '409', '413', '415', '422']),
    );
    // Unknown file_ ids and unknown job ids are 404s.
    expect(statuses('/api/pdf/merge', 'post')).toContain('404');
    expect(statuses('/api/jobs/{id}', 'get')).toContain('404');
    expect(statuses('/api/verify/email', 'post')).not.toContain('422');
    expect(statuses('/api/e-image/text-to-image', 'post')).toEqual(expect.arrayContaining(['422', '502']));
    for (const op of listed) {
      if (fileFieldsOf(op).length > 0)
        expect(problemStatuses(op), op.id).toEqual(expect.arrayContaining(['404', '422']));
    }
  });

  it('describes the headers the pipeline sends: credits, quota, retry hints, idempotent replays', () => {
    const merge = at(doc, 'paths', '/api/pdf/merge', 'post', 'responses');
    expect(keysOf(at(merge, '200', 'headers'))).toEqual(
      expect.arrayContaining([
        'X-Request-Id',
        'X-Credits-Charged',
        'X-Credits-Remaining',
        'X-RateLimit-Remaining',
        'Idempotent-Replayed',
        'Content-Disposition',
      ]),
    );
    const tooMany = at(doc, 'components', 'responses', 'Problem429', 'headers');
    expect(keysOf(tooMany)).toEqual(expect.arrayContaining(['Retry-After', 'X-RateLimit-Reset', 'X-Credits-Charged']));
    const params = at(doc, 'components', 'parameters');
    expect(at(params, 'Output', 'schema', 'enum')).toEqual(['inline', 'url']);
    expect(at(params, 'DryRun', 'schema', 'enum')).toEqual(['true', 'false']);
    expect(at(params, 'IdempotencyKey', 'schema')).toMatchObject({ minLength: 1, maxLength: 255 });
  });

  it('states the limit a body really has: the gateway inline limit caps larger operation limits', () => {
    const merge = at(doc, 'paths', '/api/pdf/merge', 'post');
    expect(at(merge, 'x-limits', 'maxBodyBytes')).toBe(inlineBodyLimit);
    expect(at(merge, 'requestBody', 'description')).toContain(String(inlineBodyLimit));
    const qr = at(doc, 'paths', '/api/verify/email', 'post', 'x-limits', 'maxBodyBytes');
    expect(qr).toBeLessThanOrEqual(inlineBodyLimit);
  });

  it('has a problem schema that every problem code satisfies', () => {
    for (const [code, status] of Object.entries(problemCodes)) {
      const body = {
        type: `https://alquimia.dev/problems/${code}`,
        title: 't',
        status,
        detail: 'd',
        code,
        requestId: 'req_1',
      };
      expect(problemOutput.safeParse(body).success, code).toBe(true);
    }
    expect(problemOutput.safeParse({ message: 'Unauthorized' }).success).toBe(false);
    expect(z.toJSONSchema(problemOutput)).toBeDefined();
  });

  it('has output schemas that agree with the types the producers build (checked by tsc)', () => {
    // Both directions where the producer has a named type: a drift on either side fails the typecheck.
    expectTypeOf<Service>().toExtend<z.infer<typeof serviceOutput>>();
    expectTypeOf<z.infer<typeof serviceOutput>>().toExtend<Service>();
    expectTypeOf<JobView>().toExtend<z.infer<typeof jobOutput>>();
    expectTypeOf<HealthReport>().toExtend<z.infer<typeof healthOutput>>();
    expectTypeOf<StoredResult>().toExtend<z.infer<typeof fileUrlOutput>>();
  });
});
