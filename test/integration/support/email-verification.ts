import {
  CognitoIdentityProviderClient,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import type { CognitoEnv } from './accounts.js';

/**
 * A new account's e-mail verification the way its owner does it on the local platform: ask Cognito (the shim) for
 * the code, take the `/verify-email?code=…` link from the local outbox, verify with the code, then claim the
 * welcome credits. Tests that need a funded customer go through this instead of writing the balance.
 */

const outboxSchema = z.array(z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }));

export function cognitoClientFor(env: CognitoEnv): { client: CognitoIdentityProviderClient; clientId: string } {
  const endpoint = env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  const clientId = env.USER_POOL_CLIENT_ID;
  if (!endpoint || !clientId) throw new Error('The platform env lacks the Cognito endpoint or client id');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, clientId };
}

/** The newest e-mail verification link the local outbox holds for `email`, or undefined. */
export async function latestVerificationLink(baseUrl: string, email: string): Promise<URL | undefined> {
  const response = await fetch(new URL('/local/outbox.json', baseUrl));
  const mails = outboxSchema.parse(await response.json());
  const link = mails
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .flatMap((m) => m.links)
    .find((l) => new URL(l).pathname === '/verify-email');
  return link === undefined ? undefined : new URL(link);
}

export interface Session {
  readonly accessToken: string;
  readonly idToken: string;
}

/** Signs in through the shim (USER_PASSWORD_AUTH, the local client's fallback for SRP). */
export async function signInLocally(env: CognitoEnv, email: string, password: string): Promise<Session> {
  const { client, clientId } = cognitoClientFor(env);
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  const idToken = auth.AuthenticationResult?.IdToken;
  if (!accessToken || !idToken) throw new Error('Sign-in returned no tokens');
  return { accessToken, idToken };
}

/** Sends the verification e-mail and returns the code of the link it put in the outbox. */
export async function requestVerificationCode(
  baseUrl: string,
  env: CognitoEnv,
  email: string,
  session: Session,
): Promise<string> {
  const { client } = cognitoClientFor(env);
  await client.send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: session.accessToken, AttributeName: 'email' }),
  );
  const code = (await latestVerificationLink(baseUrl, email))?.searchParams.get('code');
  if (!code) throw new Error(`No verification link for ${email} in the local outbox`);
  return code;
}

/** Claims the welcome credits with the session's ID token; returns the status and body. */
export async function claimWelcomeCredits(
  baseUrl: string,
  session: Session,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL('/api/user/verify-email', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

/** The whole verification of a signed-up account: link from the outbox, VerifyUserAttribute, welcome credits. */
export async function verifyEmailOf(
  baseUrl: string,
  env: CognitoEnv,
  email: string,
  session: Session,
): Promise<{ credits: number; granted: number }> {
  const { client } = cognitoClientFor(env);
  // A page that just registered or signed in asks for a code of its own, which may land after this one and replace
  // it (the pool keeps the newest code): a mismatch then means "ask again", up to three times.
  for (let attempt = 1; ; attempt++) {
    const code = await requestVerificationCode(baseUrl, env, email, session);
    try {
      await client.send(
        new VerifyUserAttributeCommand({ AccessToken: session.accessToken, AttributeName: 'email', Code: code }),
      );
      break;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'CodeMismatchException') || attempt >= 3) throw error;
    }
  }
  const claimed = await claimWelcomeCredits(baseUrl, session);
  if (claimed.status !== 200)
    throw new Error(`Welcome credits answered ${claimed.status}: ${JSON.stringify(claimed.body)}`);
  return z.object({ credits: z.number(), granted: z.number() }).parse(claimed.body);
}

/** For a browser test: the account the page just registered, verified from here before the page signs in. */
export async function verifyNewUser(baseUrl: string, env: CognitoEnv, email: string, password: string) {
  return verifyEmailOf(baseUrl, env, email, await signInLocally(env, email, password));
}
