import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResultType,
  CognitoIdentityProviderClient,
  DeleteUserCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { verifyEmailPath } from '../../shared/email-links.js';
import { apiKeyOutput, verifyEmailOutput } from '../../shared/operations/outputs/platform.js';
import { type WebConfig, webConfigSchema } from '../../shared/web-config.js';
import { call, ensureStatus } from './http.js';
import { answerVerifier, srpClient } from './srp.js';
import { pathOf } from './table.js';

/**
 * The throwaway customer: signed up and in through the site's own Cognito (read from `/config.json`, as the web
 * app reads it), provisioned by its first dashboard call, and verified where the smoke can read the mail.
 */

export interface Session {
  readonly email: string;
  readonly accessToken: string;
  readonly idToken: string;
}

/** The site's runtime configuration: the same file and schema the web app starts from. */
export async function readWebConfig(base: string): Promise<WebConfig> {
  const answer = await call(base, '/config.json');
  ensureStatus(answer, 200, 'GET /config.json');
  return answer.json(webConfigSchema);
}

function cognitoFor(config: WebConfig): CognitoIdentityProviderClient {
  // The local shim takes any credentials; on AWS these calls are unsigned (public client, no secret).
  return new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint === undefined
      ? {}
      : { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'smoke', secretAccessKey: 'smoke' } }),
  });
}

/** A fresh address on a reserved domain (RFC 2606): no mail to it can reach a person. */
const throwawayEmail = () => `smoke-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;

/** Signs a new user up and in, as a customer registering on the site would. */
export async function signUpAndIn(config: WebConfig): Promise<Session> {
  const cognito = cognitoFor(config);
  const email = throwawayEmail();
  const password = `Smoke-${randomBytes(9).toString('base64url')}1a`;
  await cognito.send(
    new SignUpCommand({
      ClientId: config.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Smoke Test' },
      ],
    }),
  );
  // The stand-in has no SRP and its client allows USER_PASSWORD_AUTH for that alone; a deployed client allows SRP only.
  const result =
    config.cognitoEndpoint === undefined
      ? await signInWithSrp(cognito, config, email, password)
      : (
          await cognito.send(
            new InitiateAuthCommand({
              ClientId: config.userPoolClientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: email, PASSWORD: password },
            }),
          )
        ).AuthenticationResult;
  const accessToken = result?.AccessToken;
  const idToken = result?.IdToken;
  if (!accessToken || !idToken) throw new Error('sign-in answered no tokens');
  return { email, accessToken, idToken };
}

const verifierChallenge = z.object({
  SALT: z.string().min(1),
  SRP_B: z.string().min(1),
  SECRET_BLOCK: z.string().min(1),
  USER_ID_FOR_SRP: z.string().min(1),
});

async function signInWithSrp(
  cognito: CognitoIdentityProviderClient,
  config: WebConfig,
  email: string,
  password: string,
): Promise<AuthenticationResultType | undefined> {
  const client = srpClient();
  const started = await cognito.send(
    new InitiateAuthCommand({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: email, SRP_A: client.A.toString(16) },
    }),
  );
  if (started.ChallengeName !== 'PASSWORD_VERIFIER') {
    throw new Error(`SRP sign-in answered challenge ${started.ChallengeName ?? 'none'}, not PASSWORD_VERIFIER`);
  }
  const challenge = verifierChallenge.parse(started.ChallengeParameters);
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: config.userPoolClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: answerVerifier(client, config.userPoolId, password, challenge),
    }),
  );
  return answered.AuthenticationResult;
}

/** The account's key from the dashboard API; this first authenticated call is what provisions the account. */
export async function provisionKey(base: string, session: Session): Promise<string> {
  const answer = await call(base, pathOf('platform.user-api-key'), {
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  ensureStatus(answer, 200, 'GET api-key');
  return answer.json(apiKeyOutput).token;
}

/** The local outbox's JSON form (infra/local/outbox.ts); it exists only on `npm start` and the test platform. */
const outboxPath = '/local/outbox.json';
const outboxSchema = z.array(z.object({ to: z.string(), links: z.array(z.string()) }));

/** Whether this site keeps its mail where the smoke can read it: only the local platform has an outbox. */
export const canReadMail = (config: WebConfig): boolean => config.cognitoEndpoint !== undefined;

/**
 * The verification a customer makes: ask for the e-mail, take the `/verify-email?code=…` link from the local
 * outbox, confirm the code with Cognito (what the link's page does), then claim the welcome credits. Answers the
 * balance after the grant.
 */
export async function verifyByOutbox(base: string, config: WebConfig, session: Session): Promise<number> {
  const cognito = cognitoFor(config);
  await cognito.send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: session.accessToken, AttributeName: 'email' }),
  );
  const outbox = await call(base, outboxPath);
  ensureStatus(outbox, 200, `GET ${outboxPath}`);
  const link = outbox
    .json(outboxSchema)
    .filter((mail) => mail.to.toLowerCase() === session.email.toLowerCase())
    .flatMap((mail) => mail.links.map((l) => new URL(l)))
    .find((l) => l.pathname === verifyEmailPath);
  const code = link?.searchParams.get('code');
  if (!code) throw new Error(`no ${verifyEmailPath} link for ${session.email} in ${outboxPath}`);
  await cognito.send(
    new VerifyUserAttributeCommand({ AccessToken: session.accessToken, AttributeName: 'email', Code: code }),
  );
  const claimed = await call(base, pathOf('platform.user-verify-email'), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  ensureStatus(claimed, 200, 'POST verify-email');
  const { credits, granted } = claimed.json(verifyEmailOutput);
  if (granted <= 0) throw new Error(`verified, but the welcome grant added ${granted} credits`);
  return credits;
}

/**
 * Leaves nothing usable behind on the stage: the throwaway key is revoked (the api-key authorizer may still accept it
 * for its cache time) and the Cognito user deleted, so smoke runs do not pile up sign-ins. Its (empty) profile row
 * stays, as any account's does.
 */
export async function closeAccount(base: string, config: WebConfig, session: Session): Promise<void> {
  const revoked = await call(base, pathOf('platform.user-revoke-api-key'), {
    method: 'POST',
    headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  ensureStatus(revoked, 200, 'POST api-key/revoke');
  const key = revoked.json(apiKeyOutput);
  if (!key.revoked) throw new Error('the revoke answered a key that is not revoked');
  await cognitoFor(config).send(new DeleteUserCommand({ AccessToken: session.accessToken }));
}
