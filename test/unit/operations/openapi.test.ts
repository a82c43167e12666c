import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../shared/openapi.js';
import { operations } from '../../../shared/operations/index.js';

const doc = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });

/** Reads a nested member of the generated document without trusting its shape. */
function at(value: unknown, ...keys: string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

describe('the OpenAPI document', () => {
  it('passes the Redocly recommended ruleset with zero errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 30_000);

  it('lists every public operation once, keyed by path and method', () => {
    for (const op of operations) {
      const entry = at(doc, 'paths', op.path, op.method.toLowerCase());
      if (op.public === false) expect(entry, op.id).toBeUndefined();
      else expect(at(entry, 'operationId'), op.id).toBe(op.id);
    }
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

  it('shows files as binary parts in multipart bodies and as strings in JSON bodies', () => {
    const content = at(doc, 'paths', '/api/e-image/upscale', 'post', 'requestBody', 'content');
    expect(at(content, 'multipart/form-data', 'schema', 'properties', 'image')).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(at(content, 'application/json', 'schema', 'properties', 'image')).toMatchObject({ type: 'string' });
    expect(at(content, 'application/json', 'schema', 'properties', 'image', 'format')).toBeUndefined();
  });

  it('secures api-key routes with api-token, dashboard routes with bearer, public routes with nothing', () => {
    expect(at(doc, 'components', 'securitySchemes', 'api-token')).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'api-token' }),
    );
    expect(at(doc, 'paths', '/api/image/qr-code', 'post', 'security')).toEqual([{ 'api-token': [] }]);
    expect(at(doc, 'paths', '/api/user/balance', 'get', 'security')).toEqual([{ bearer: [] }]);
    expect(at(doc, 'paths', '/api/test', 'get', 'security')).toEqual([]);
  });

  it('answers problems as application/problem+json and carries the credit rule', () => {
    const op = at(doc, 'paths', '/api/audio/text-to-speech', 'post');
    expect(at(op, 'responses', '402', '$ref')).toBe('#/components/responses/Problem402');
    expect(at(doc, 'components', 'responses', 'Problem402', 'content', 'application/problem+json')).toBeDefined();
    expect(at(op, 'x-credits')).toMatchObject({ kind: 'per-chars', per: 1000, credits: 1, min: 1 });
    expect(at(op, 'responses', '200', 'content', 'audio/mpeg')).toBeDefined();
    expect(at(doc, 'paths', '/api/videos/merge-videos', 'post', 'responses', '202')).toBeDefined();
  });
});
