import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
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

/**
 * Signs the demo user up (through the shim, so it is confirmed at once) and makes one authenticated call so
 * the account is provisioned (profile, 20 credits, API key). Returns false, quietly, while the accounts code
 * (functions/platform) is not there yet.
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
  const auth = await cognitoCall(options.cognitoEndpoint, 'InitiateAuth', {
    ClientId: options.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: DEMO_EMAIL, PASSWORD: DEMO_PASSWORD },
  });
  const tokens = authResultSchema.safeParse(auth.json);
  if (!tokens.success) return false;
  const response = await fetch(`${options.baseUrl}${route.path}`, {
    headers: { authorization: `Bearer ${tokens.data.AuthenticationResult.IdToken}` },
  });
  await response.arrayBuffer();
  return response.ok;
}
