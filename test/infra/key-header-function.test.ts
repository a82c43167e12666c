import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentedKey } from '../../functions/platform/accounts/authorize.js';
import { keyHeaderFunctionCode } from '../../infra/aws/api/key-header-function.js';
import { canonicalKeyHeader } from '../../shared/edge.js';

type CloudFrontHeaders = Record<string, { value: string }>;

/** Runs the function source as CloudFront would: a `handler(event)` returning the (possibly changed) request. */
function runFunction(headers: CloudFrontHeaders): CloudFrontHeaders {
  const sandbox: { event: unknown; result?: { headers: CloudFrontHeaders } } = {
    event: { version: '1.0', request: { method: 'POST', uri: '/api/pdf/split', headers } },
  };
  runInNewContext(`${keyHeaderFunctionCode()}\nresult = handler(event);`, sandbox);
  if (!sandbox.result) throw new Error('the function returned nothing');
  return sandbox.result.headers;
}

/** CloudFront lower-cases viewer header names; the authorizer then sees these names and values. */
const asPlain = (headers: CloudFrontHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));

const key = (c: string) => `alq_${c.repeat(32)}`;

describe('the CloudFront key-header function', () => {
  it.each([
    ['api-token', { 'api-token': { value: key('A') } }],
    ['x-api-key', { 'x-api-key': { value: key('A') } }],
    ['x-api-token', { 'x-api-token': { value: ` ${key('A')} ` } }],
    ['Authorization: Bearer', { authorization: { value: `Bearer ${key('A')}` } }],
    ['api-token blank, x-api-key set', { 'api-token': { value: '  ' }, 'x-api-key': { value: key('A') } }],
  ])('puts a key sent as %s into the canonical header', (_form, headers: CloudFrontHeaders) => {
    expect(runFunction(headers)[canonicalKeyHeader]?.value).toBe(key('A'));
  });

  it('keeps the preferred header when several carry keys, as the authorizer does', () => {
    const out = runFunction({
      authorization: { value: `Bearer ${key('C')}` },
      'x-api-token': { value: key('B') },
      'x-api-key': { value: key('A') },
    });
    expect(out[canonicalKeyHeader]?.value).toBe(key('A'));
  });

  it('leaves no canonical header when no key was sent, so API Gateway answers 401 without invoking anything', () => {
    expect(runFunction({ authorization: { value: 'Basic dXNlcjpwdw==' } })[canonicalKeyHeader]).toBeUndefined();
    expect(runFunction({ 'api-token': { value: '   ' } })[canonicalKeyHeader]).toBeUndefined();
    expect(runFunction({})[canonicalKeyHeader]).toBeUndefined();
  });

  it('selects the same key as the authorizer for any mix of headers', () => {
    const value = fc.oneof(fc.constantFrom('', '  ', key('A'), ` ${key('B')}`, 'short'), fc.string({ maxLength: 12 }));
    const bearer = fc.oneof(
      value,
      value.map((v) => `Bearer ${v}`),
      value.map((v) => `bearer  ${v}`),
    );
    fc.assert(
      fc.property(
        fc.record(
          { 'api-token': value, 'x-api-key': value, 'x-api-token': value, authorization: bearer },
          { requiredKeys: [] },
        ),
        (sent) => {
          const headers: CloudFrontHeaders = Object.fromEntries(
            Object.entries(sent).map(([name, v]) => [name, { value: v }]),
          );
          const expected = presentedKey(asPlain(headers));
          const out = runFunction(structuredClone(headers));
          expect(out[canonicalKeyHeader]?.value).toBe(expected);
          // The authorizer, reading every header after the function, still picks the same key.
          expect(presentedKey(asPlain(out))).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
