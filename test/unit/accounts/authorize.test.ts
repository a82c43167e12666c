import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import {
  type AuthorizeDeps,
  authorize,
  presentedKey,
  stageWildcard,
} from '../../../functions/platform/accounts/authorize.js';
import type { KeyLookup } from '../../../functions/platform/accounts/keys.js';

const methodArn = 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/POST/api/pdf/merge';
const goodKey = `alq_${'A'.repeat(32)}`;
const found: KeyLookup = { accountId: 'acct_1', keyId: 'key_1', revoked: false, hash: 'h' };

/** The two members of the REQUEST authorizer event the authorizer reads. */
function event(headers: Record<string, string>): Pick<APIGatewayRequestAuthorizerEvent, 'headers' | 'methodArn'> {
  return { methodArn, headers };
}

function deps(lookup: KeyLookup | undefined, plan = 2): AuthorizeDeps & { touched: KeyLookup[] } {
  const touched: KeyLookup[] = [];
  return {
    touched,
    keys: {
      lookup: async (key) => (key === goodKey ? lookup : undefined),
      touch: async (k) => {
        touched.push(k);
        return true;
      },
    },
    planOf: async () => plan,
    now: () => new Date('2026-11-22T12:00:00Z'),
    logger: { warn: vi.fn() },
  };
}

describe('presentedKey', () => {
  it.each([
    ['api-token', { 'api-token': goodKey }],
    ['Api-Token in another case', { 'Api-Token': goodKey }],
    ['x-api-key', { 'X-API-Key': goodKey }],
    ['x-api-token', { 'x-api-token': goodKey }],
    ['Authorization: Bearer', { Authorization: `Bearer ${goodKey}` }],
    ['authorization: bearer (lower case scheme)', { authorization: `bearer ${goodKey}` }],
  ])('reads the key from %s', (_name, headers) => {
    expect(presentedKey(headers)).toBe(goodKey);
  });

  it('prefers api-token over the other headers', () => {
    expect(presentedKey({ 'x-api-key': 'other', 'api-token': goodKey })).toBe(goodKey);
  });

  it('finds nothing without a key, with an empty header or with another auth scheme', () => {
    expect(presentedKey(null)).toBeUndefined();
    expect(presentedKey({ 'api-token': '  ' })).toBeUndefined();
    expect(presentedKey({ authorization: `Basic ${goodKey}` })).toBeUndefined();
  });
});

describe('authorize', () => {
  it('allows a valid key for the whole stage with the account, key and plan in the context', async () => {
    const d = deps(found);
    const result = await authorize(event({ 'api-token': goodKey }), d);
    expect(result).toEqual({
      principalId: 'acct_1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Action: 'execute-api:Invoke',
            Effect: 'Allow',
            Resource: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/*',
          },
        ],
      },
      // No restrictions: empty strings, since a context value must be a string, number or boolean.
      context: { accountId: 'acct_1', keyId: 'key_1', plan: 2, expiresAt: '', allowed: '' },
    });
    expect(d.touched).toEqual([found]);
  });

  it('passes a key’s restrictions in the context as strings, for the pipeline to enforce per operation', async () => {
    const restricted = { ...found, expiresAt: '2026-11-22T12:00:01.000Z', allowed: ['pdf', 'image.qr-code'] };
    const result = await authorize(event({ 'api-token': goodKey }), deps(restricted));
    expect(result.context).toEqual({
      accountId: 'acct_1',
      keyId: 'key_1',
      plan: 2,
      expiresAt: '2026-11-22T12:00:01.000Z',
      allowed: 'pdf,image.qr-code',
    });
    // Still one policy for the whole stage, so API Gateway may cache it per key.
    expect(result.policyDocument.Statement[0]).toMatchObject({
      Resource: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/*',
    });
  });

  it.each([
    ['at its expiry', '2026-11-22T12:00:00.000Z'],
    ['after its expiry', '2026-11-01T00:00:00.000Z'],
  ])('answers Unauthorized for a key %s, like a revoked one, and records no use', async (_when, expiresAt) => {
    const d = deps({ ...found, expiresAt });
    await expect(authorize(event({ 'api-token': goodKey }), d)).rejects.toThrow('Unauthorized');
    expect(d.touched).toEqual([]);
  });

  it('answers Unauthorized without a key', async () => {
    await expect(authorize(event({}), deps(found))).rejects.toThrow('Unauthorized');
  });

  it('answers Unauthorized for an unknown key', async () => {
    await expect(authorize(event({ 'api-token': `alq_${'B'.repeat(32)}` }), deps(found))).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('answers Unauthorized for a revoked key', async () => {
    await expect(authorize(event({ 'api-token': goodKey }), deps({ ...found, revoked: true }))).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('still allows the key when recording last use fails', async () => {
    const d = deps(found);
    const failing: AuthorizeDeps = {
      ...d,
      keys: { ...d.keys, touch: async () => Promise.reject(new Error('throttled')) },
    };
    await expect(authorize(event({ 'x-api-key': goodKey }), failing)).resolves.toMatchObject({ principalId: 'acct_1' });
    expect(d.logger.warn).toHaveBeenCalledOnce();
  });

  it('names no usage plan: rates are per account, in the metering (API Gateway would apply a shared tier key)', async () => {
    const result = await authorize(event({ 'api-token': goodKey }), deps(found, 0));
    expect(result.usageIdentifierKey).toBeUndefined();
  });
});

describe('stageWildcard', () => {
  it('keeps api id and stage and widens method and path', () => {
    expect(stageWildcard(methodArn)).toBe('arn:aws:execute-api:us-east-1:123456789012:abc123/prod/*');
  });
});
