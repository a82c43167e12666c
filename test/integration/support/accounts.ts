import { randomBytes } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { accountIdFor } from '../../../functions/core/principal.js';
import { cognitoClientFor, signInLocally, verifyEmailOf } from './email-verification.js';

export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  readonly idToken: string;
  readonly apiKey: string;
  readonly accountId: string;
}

/** The env keys this helper reads from `inject('platform').env`. */
export interface CognitoEnv {
  readonly AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER?: string;
  readonly USER_POOL_CLIENT_ID?: string;
  readonly AWS_REGION?: string;
}

const idTokenPayload = z.object({ sub: z.string().min(1) });
const apiKeyBody = z.object({ token: z.string().startsWith('alq_') });

/**
 * A new user signed up in the local pool with a fresh address and password, and the given attributes (`name`,
 * `locale`…); not signed in, nothing provisioned.
 */
export async function signUpUser(
  env: CognitoEnv,
  attributes: Readonly<Record<string, string>>,
  prefix = 'user',
): Promise<{ readonly email: string; readonly password: string }> {
  const { client, clientId } = cognitoClientFor(env);
  const email = `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(8).toString('hex')}`;
  await client.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      ],
    }),
  );
  return { email, password };
}

/**
 * A fresh user with a session and an API key, the way a customer gets one: sign up and sign in through
 * Cognito (the local pool), then a first authenticated dashboard call, which provisions the account
 * (profile at 0 credits, first key) and returns the key. Unless `verified` is false, the e-mail is then verified by
 * the link in the local outbox, which brings the 20 welcome credits.
 */
export async function signUpAndKey(
  baseUrl: string,
  env: CognitoEnv,
  name = 'Test User',
  { verified = true }: { readonly verified?: boolean } = {},
): Promise<TestAccount> {
  const { email, password } = await signUpUser(env, { name });
  const { accessToken, idToken } = await signInLocally(env, email, password);
  const { sub } = idTokenPayload.parse(
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')),
  );

  const response = await fetch(`${baseUrl}/api/user/api-key`, { headers: { authorization: `Bearer ${idToken}` } });
  if (response.status !== 200) {
    throw new Error(`First authenticated call answered ${response.status}: ${await response.text()}`);
  }
  const { token } = apiKeyBody.parse(await response.json());
  if (verified) await verifyEmailOf(baseUrl, env, email, { accessToken, idToken });
  return { email, password, accessToken, idToken, apiKey: token, accountId: accountIdFor(sub) };
}
