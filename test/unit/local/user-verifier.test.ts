import { generateKeyPairSync, sign } from 'node:crypto';
import { assertIsJwks } from 'aws-jwt-verify/jwk';
import { safeJsonParse } from 'aws-jwt-verify/safe-json-parse';
import { describe, expect, it } from 'vitest';
import { cognitoVerifier } from '../../../infra/local/gateway/auth.js';
import { ISSUER_DOMAIN } from '../../../infra/local/standins/cognito.js';

const poolId = 'us-east-1_LocalDev1';
const clientId = 'alquimialocalclient0000000';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = safeJsonParse(
  JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] }),
);
assertIsJwks(jwks);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function token(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64({
    sub: 'a6b1c2d3-0000-4000-8000-000000000001',
    iss: `${ISSUER_DOMAIN}/${poolId}`,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    'cognito:username': 'a6b1c2d3-0000-4000-8000-000000000001',
    ...claims,
  })}`;
  return `${body}.${sign('sha256', Buffer.from(body), privateKey).toString('base64url')}`;
}

const idToken = (claims: Record<string, unknown> = {}) =>
  token({ token_use: 'id', aud: clientId, email: 'ana@example.com', name: 'Ana', ...claims });
const accessToken = () => token({ token_use: 'access', client_id: clientId, scope: 'aws.cognito.signin.user.admin' });

describe('local Cognito authorizer: what API Gateway accepts on a method without OAuth scopes', () => {
  const verifier = cognitoVerifier(poolId, clientId, jwks);

  it('accepts an ID token of the pool and passes its claims as strings', async () => {
    const outcome = await verifier.verify(`Bearer ${idToken()}`);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.authorizer.claims).toMatchObject({ email: 'ana@example.com', token_use: 'id' });
  });

  it('refuses an access token of the same pool with 401, as API Gateway does without scopes', async () => {
    expect(await verifier.verify(`Bearer ${accessToken()}`)).toMatchObject({ ok: false, status: 401 });
  });

  it('accepts an ID token of another app client of the pool (API Gateway does not check aud)', async () => {
    expect((await verifier.verify(`Bearer ${idToken({ aud: 'otherclient' })}`)).ok).toBe(true);
  });

  it('refuses an expired token, another pool, a bad signature and a missing header', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect((await verifier.verify(`Bearer ${idToken({ exp: past + 3600, iat: past })}`)).ok).toBe(false);
    expect((await verifier.verify(`Bearer ${idToken({ iss: `${ISSUER_DOMAIN}/us-east-1_Other` })}`)).ok).toBe(false);
    const tampered = idToken().replace(/\.[^.]+\./, `.${b64({ sub: 'x', token_use: 'id' })}.`);
    expect((await verifier.verify(`Bearer ${tampered}`)).ok).toBe(false);
    expect((await verifier.verify(undefined)).ok).toBe(false);
  });
});
