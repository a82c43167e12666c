import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../functions/core/http/body.js';
import type { HttpRequest } from '../../../functions/core/http/request.js';
import { testOperation } from '../../support/test-operation.js';

const operation = {
  ...testOperation({ id: 'test.json', path: '/api/test-json' }),
  limits: { maxBodyBytes: 4_000_000 },
};

const jsonRequest = (text: string): HttpRequest => ({
  method: 'POST',
  resourcePath: operation.path,
  path: operation.path,
  headers: { 'content-type': 'application/json' },
  query: {},
  pathParameters: {},
  body: Buffer.from(text),
  sourceIp: '127.0.0.1',
});

const refusal = async (text: string) => {
  try {
    await parseBody(jsonRequest(text), operation);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('JSON bodies: a __proto__ key anywhere is a 400 naming its path', () => {
  it.each([
    ['{"__proto__":{"admin":true}}', '__proto__'],
    ['{"data":{"datasets":[{"data":[1]},{"__proto__":{"x":1}}]}}', 'data.datasets[1].__proto__'],
    ['{"a":[[{"b":{"__proto__":null}}]]}', 'a[0][0].b.__proto__'],
    // The escape spells the same key once parsed.
    ['{"options":{"\\u005f\\u005fproto\\u005f\\u005f":{"x":1}}}', 'options.__proto__'],
  ])('refuses %s', async (text, path) => {
    expect(await refusal(text)).toMatchObject({ code: 'invalid_request', errors: [{ path }] });
  });

  it('takes other bodies as they are, "__proto__" as a value and other prototype words as keys included', async () => {
    const fields = await parseBody(
      jsonRequest('{"text":"__proto__","constructor":"c","label":"caf\\u00e9"}'),
      operation,
    );
    expect({ ...fields }).toEqual({ text: '__proto__', constructor: 'c', label: 'café' });
  });

  it('walks nesting deeper than the call stack without failing', async () => {
    const depth = 200_000;
    const text = `{"deep":${'['.repeat(depth)}"\\u00e9"${']'.repeat(depth)}}`;
    await expect(parseBody(jsonRequest(text), operation)).resolves.toBeDefined();
  });
});
