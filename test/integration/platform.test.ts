import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { type GatewayAnswer, gatewayProblem, inlineBodyLimit } from '../../shared/edge.js';
import { webConfigSchema } from '../../shared/web-config.js';
import { verifyEmailOf } from './support/email-verification.js';

const { baseUrl, env } = inject('platform');

async function cognito(operation: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/local/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: z.record(z.string(), z.unknown()).parse(await response.json()) };
}

const tokensSchema = z.object({
  AuthenticationResult: z.object({
    AccessToken: z.string(),
    IdToken: z.string(),
    RefreshToken: z.string(),
    ExpiresIn: z.number(),
  }),
});

async function signUpAndIn(
  email: string,
  password: string,
): Promise<z.infer<typeof tokensSchema>['AuthenticationResult']> {
  const clientId = env.USER_POOL_CLIENT_ID;
  const signUp = await cognito('SignUp', {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: 'Test User' },
    ],
  });
  expect(signUp).toMatchObject({ status: 200, json: { UserConfirmed: true } });
  const auth = await cognito('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return tokensSchema.parse(auth.json).AuthenticationResult;
}

/** The edge contract's problem: the same body API Gateway's gateway responses send on AWS. */
async function expectGatewayProblem(response: Response, answer: GatewayAnswer): Promise<void> {
  expect(response.status).toBe(gatewayProblem(answer, '').status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = z
    .object({ requestId: z.string().min(1) })
    .passthrough()
    .parse(await response.json());
  expect(body).toEqual(gatewayProblem(answer, body.requestId));
}

describe('local gateway: the edge contract', () => {
  it('answers an unknown route with the 404 problem', async () => {
    await expectGatewayProblem(await fetch(`${baseUrl}/api/does-not-exist`), 'unknown-route');
  });

  it('answers a known path with an undefined method with 405 and Allow, HEAD included where it is answered', async () => {
    const response = await fetch(`${baseUrl}/api/services`, { method: 'DELETE' });
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await expectGatewayProblem(response, 'method-not-allowed');
  });

  it('rejects a user route without a token with the 401 problem', async () => {
    await expectGatewayProblem(await fetch(`${baseUrl}/api/user/profile`), 'unauthorized');
  });

  it('rejects a user route with a forged token with 401', async () => {
    const response = await fetch(`${baseUrl}/api/user/profile`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(response.status).toBe(401);
  });

  it('rejects an api-key route without a key with the 401 problem', async () => {
    const response = await fetch(`${baseUrl}/api/verify/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    await expectGatewayProblem(response, 'unauthorized');
  });

  it("answers a CORS preflight for a known route with the contract's header lists", async () => {
    const response = await fetch(`${baseUrl}/api/user/profile`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toContain('api-token');
  });

  it('carries the CORS headers on handler answers too (the handler sets them, as on AWS)', async () => {
    const response = await fetch(`${baseUrl}/api/services`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Credits-Remaining');
  });

  it('refuses a body over the inline limit with the 413 problem pointing at POST /api/files', async () => {
    const response = await fetch(`${baseUrl}/api/verify/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(inlineBodyLimit + 1),
    });
    await expectGatewayProblem(response, 'too-large');
  });
});

describe('local platform: pages beside the API', () => {
  it('serves /config.json for the web app with the fixed local pool and client', async () => {
    const response = await fetch(`${baseUrl}/config.json`);
    expect(response.status).toBe(200);
    const config = webConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      apiBase: '/api',
      stage: 'local',
    });
    expect(config.cognitoEndpoint).toMatch(/\/local\/cognito$/);
  });

  it('serves the web app (or the not-built page) at / and client-side routes', async () => {
    for (const path of ['/', '/reset-password']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('local Cognito (cognito-local behind the shim)', () => {
  it('confirms a sign-up at once and issues tokens the gateway accepts', async () => {
    const email = `it-${randomUUID()}@example.com`;
    const tokens = await signUpAndIn(email, 'secret1');
    expect(tokens.ExpiresIn).toBeGreaterThan(0);
    // Any user route: the gateway lets the request through to the handler (not 401).
    const response = await fetch(`${baseUrl}/api/user/balance`, { headers: { authorization: tokens.IdToken } });
    expect(response.status).not.toBe(401);
  });

  it('refreshes tokens through GetTokensFromRefreshToken, as Amplify v6 does', async () => {
    const tokens = await signUpAndIn(`it-${randomUUID()}@example.com`, 'secret1');
    const refreshed = await cognito('GetTokensFromRefreshToken', {
      ClientId: env.USER_POOL_CLIENT_ID,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(tokensSchema.parse(refreshed.json).AuthenticationResult.RefreshToken).toBe(tokens.RefreshToken);
  });

  it('enforces the minimum password length of 6 with InvalidPasswordException', async () => {
    const signUp = await cognito('SignUp', {
      ClientId: env.USER_POOL_CLIENT_ID,
      Username: `it-${randomUUID()}@example.com`,
      Password: 'abc',
      UserAttributes: [],
    });
    expect(signUp.status).toBe(400);
    expect(signUp.json.__type).toBe('InvalidPasswordException');
  });

  it('answers a wrong password with NotAuthorizedException, as Cognito does', async () => {
    const email = `it-${randomUUID()}@example.com`;
    await signUpAndIn(email, 'secret1');
    const auth = await cognito('InitiateAuth', {
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'wrong-one' },
    });
    expect(auth.status).toBe(400);
    expect(auth.json.__type).toBe('NotAuthorizedException');
  });

  it('puts the reset link in the local outbox and accepts the code it carries', async () => {
    const email = `it-${randomUUID()}@example.com`;
    const tokens = await signUpAndIn(email, 'secret1');
    // Cognito resets passwords through a verified address only (see email-verification.test.ts).
    await verifyEmailOf(baseUrl, env, email, { accessToken: tokens.AccessToken, idToken: tokens.IdToken });
    expect((await cognito('ForgotPassword', { ClientId: env.USER_POOL_CLIENT_ID, Username: email })).status).toBe(200);

    const outbox = z
      .array(z.object({ to: z.string(), links: z.array(z.string()) }))
      .parse(await (await fetch(`${baseUrl}/local/outbox.json`)).json());
    const link = new URL(outbox.find((m) => m.to === email)?.links[0] ?? 'http://invalid/');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('type')).toBe('recovery');
    const code = link.searchParams.get('code') ?? '';

    const tooShort = await cognito('ConfirmForgotPassword', {
      ClientId: env.USER_POOL_CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
      Password: '12345',
    });
    expect(tooShort.json.__type).toBe('InvalidPasswordException');
    const confirmed = await cognito('ConfirmForgotPassword', {
      ClientId: env.USER_POOL_CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
      Password: 'newsecret',
    });
    expect(confirmed.status).toBe(200);
    const auth = await cognito('InitiateAuth', {
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'newsecret' },
    });
    expect(auth.status).toBe(200);
  });

  it('answers ForgotPassword for an unknown address like a known one', async () => {
    const reply = await cognito('ForgotPassword', {
      ClientId: env.USER_POOL_CLIENT_ID,
      Username: 'nobody@example.com',
    });
    expect(reply.status).toBe(200);
  });
});

describe('family handlers through the gateway', () => {
  it('GET /api/test reports every stand-in healthy', async () => {
    const response = await fetch(`${baseUrl}/api/test`);
    expect(response.status).toBe(200);
    const body = z
      .object({ status: z.literal('ok'), checks: z.record(z.string(), z.object({ status: z.literal('ok') })) })
      .parse(await response.json());
    expect(Object.keys(body.checks).length).toBeGreaterThanOrEqual(3);
  });

  it('GET /api/services lists the catalogue', async () => {
    const response = await fetch(`${baseUrl}/api/services`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('json');
    const body: unknown = await response.json();
    const list = Array.isArray(body) ? body : z.object({ services: z.array(z.unknown()) }).parse(body).services;
    expect(list.length).toBeGreaterThan(0);
  });

  it('GET /api/openapi.json is an OpenAPI 3.1 document of /api paths', async () => {
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(await response.json());
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toContain('/api/pdf/merge');
  });

  it('answers a malformed JSON body with a 400 problem', async () => {
    const tokens = await signUpAndIn(`it-${randomUUID()}@example.com`, 'secret1');
    const response = await fetch(`${baseUrl}/api/user/profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.IdToken}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});
