import { describe, expect, it } from 'vitest';
import { evaluateAuthorizerResult, resourceMatches, stringifyClaims } from '../../../infra/local/gateway/auth.js';

const arn = 'arn:aws:execute-api:us-east-1:000000000000:local/local/POST/api/pdf/merge';
const policy = (effect: 'Allow' | 'Deny', resource: string | string[] = '*') => ({
  principalId: 'acct_1',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
  },
  context: { accountId: 'acct_1', keyId: 'key_1', plan: 'free', credits: 20 },
});

describe('evaluateAuthorizerResult', () => {
  it('maps an Allow into the request context with the principal', () => {
    expect(evaluateAuthorizerResult(policy('Allow'), arn)).toEqual({
      ok: true,
      authorizer: {
        accountId: 'acct_1',
        keyId: 'key_1',
        plan: 'free',
        credits: 20,
        principalId: 'acct_1',
        integrationLatency: 0,
      },
    });
  });

  it('answers 401 Unauthorized for a Deny', () => {
    expect(evaluateAuthorizerResult(policy('Deny'), arn)).toEqual({
      ok: false,
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('answers 401 when no Allow covers the method ARN', () => {
    expect(evaluateAuthorizerResult(policy('Allow', 'arn:aws:execute-api:*:*:*/*/GET/*'), arn)).toMatchObject({
      status: 401,
    });
  });

  it('answers 500 for a malformed authorizer result, as API Gateway does', () => {
    expect(evaluateAuthorizerResult({ nope: true }, arn)).toEqual({ ok: false, status: 500, body: { message: null } });
  });
});

describe('resourceMatches', () => {
  it('supports * and ? wildcards and nothing else', () => {
    expect(resourceMatches('arn:aws:execute-api:*:*:local/*/POST/*', arn)).toBe(true);
    expect(resourceMatches(arn.replace('merge', 'merg?'), arn)).toBe(true);
    expect(resourceMatches('arn:aws:execute-api:us-east-1:000000000000:local/local/GET/*', arn)).toBe(false);
  });
});

describe('stringifyClaims', () => {
  it('gives every claim as a string, as the Cognito authorizer does', () => {
    expect(stringifyClaims({ sub: 'u1', exp: 1700000000, email_verified: true, 'cognito:groups': ['a', 'b'] })).toEqual(
      {
        sub: 'u1',
        exp: '1700000000',
        email_verified: 'true',
        'cognito:groups': 'a,b',
      },
    );
  });
});
