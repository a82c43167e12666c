import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { userPool } from '../../shared/resources.js';
import type { RouteSpec } from './gateway/routes.js';

export const DEMO_EMAIL = 'demo@alquimia.local';
export const DEMO_PASSWORD = 'demo123';

const authResultSchema = z.object({ AuthenticationResult: z.object({ IdToken: z.string(), AccessToken: z.string() }) });

async function cognitoCall(
  endpoint: string,
  operation: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** The first-use call that provisions an account: a user GET without path parameters (profile, credits...). */
export function provisioningRoute(routes: readonly RouteSpec[]): RouteSpec | undefined {
  const candidates = routes.filter((r) => r.auth === 'user' && r.method === 'GET' && !r.path.includes('{'));
  return candidates.find((r) => /profile|account|\bme\b/.test(`${r.id} ${r.path}`)) ?? candidates[0];
}

/** The dashboard call that adds the welcome credits once the e-mail is verified (shared/operations/user.ts). */
export const welcomeGrantRoute = (routes: readonly RouteSpec[]): RouteSpec | undefined =>
  routes.find((r) => r.id === 'platform.user-verify-email');

/**
 * Signs the demo user up (through the shim, so it is confirmed at once), marks its e-mail verified as an
 * administrator would (a demo has no inbox to click a link in), and makes the authenticated calls a new customer
 * makes: the first one provisions the account (profile, API key) and the welcome-grant call adds the 20 credits
 * (once: on later starts it adds nothing). Returns false, quietly, while the accounts code (functions/platform) is
 * not there yet.
 */
export async function ensureDemoAccount(options: {
  root: string;
  baseUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  routes: readonly RouteSpec[];
}): Promise<boolean> {
  const route = provisioningRoute(options.routes);
  if (!existsSync(join(options.root, 'functions', 'platform', 'handler.ts')) || route === undefined) return false;
  const signUp = await cognitoCall(options.cognitoEndpoint, 'SignUp', {
    ClientId: options.clientId,
    Username: DEMO_EMAIL,
    Password: DEMO_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: DEMO_EMAIL },
      { Name: 'name', Value: 'Demo' },
    ],
  });
  const exists = z.object({ __type: z.literal('UsernameExistsException') }).safeParse(signUp.json).success;
  if (signUp.status !== 200 && !exists) return false;
  const verified = await cognitoCall(options.cognitoEndpoint, 'AdminUpdateUserAttributes', {
    UserPoolId: userPool.localPoolId,
    Username: DEMO_EMAIL,
    // cognito-local takes email_verified only together with the address it verifies.
    UserAttributes: [
      { Name: 'email', Value: DEMO_EMAIL },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  if (verified.status !== 200) return false;
  const auth = await cognitoCall(options.cognitoEndpoint, 'InitiateAuth', {
    ClientId: options.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: DEMO_EMAIL, PASSWORD: DEMO_PASSWORD },
  });
  const tokens = authResultSchema.safeParse(auth.json);
  if (!tokens.success) return false;
  const authorization = `Bearer ${tokens.data.AuthenticationResult.IdToken}`;
  const response = await fetch(`${options.baseUrl}${route.path}`, { headers: { authorization } });
  await response.arrayBuffer();
  if (!response.ok) return false;
  const grant = welcomeGrantRoute(options.routes);
  if (grant === undefined) return true;
  const granted = await fetch(`${options.baseUrl}${grant.path}`, {
    method: grant.method,
    headers: { authorization, 'content-type': 'application/json' },
    body: '{}',
  });
  await granted.arrayBuffer();
  return granted.ok;
}
