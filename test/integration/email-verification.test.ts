import {
  ForgotPasswordCommand,
  InvalidParameterException,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../infra/local/demo-account.js';
import { loadRoutes } from '../../infra/local/operations.js';
import { projectRoot } from '../../infra/local/platform.js';
import { signUpAndKey, signUpUser } from './support/accounts.js';
import {
  claimWelcomeCredits,
  cognitoClientFor,
  latestVerificationLink,
  requestVerificationCode,
  signInLocally,
} from './support/email-verification.js';

/**
 * The free-credit farming guard on the local platform (gateway, pipeline, cognito-local behind the shim, DynamoDB
 * Local): sign-up is instant but the account holds 0 credits until its e-mail is verified by the link; only then
 * does the welcome grant land, once.
 */
const { baseUrl, env } = inject('platform');

const qrCode = (apiKey: string) =>
  fetch(`${baseUrl}/api/image/qr-code`, {
    method: 'POST',
    headers: { 'api-token': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ data: 'https://example.com' }),
  });

const profileOf = async (idToken: string) => {
  const response = await fetch(`${baseUrl}/api/user/profile`, { headers: { authorization: `Bearer ${idToken}` } });
  return z.object({ credits: z.number(), pending_welcome_credits: z.number() }).parse(await response.json());
};

describe('welcome credits wait for the e-mail verification link', () => {
  it('sign up → 0 credits and a refused call → link from the outbox → verified → 20 credits, granted once', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Nova', { verified: false });
    const session = { accessToken: account.accessToken, idToken: account.idToken };

    // Signed in at once, but with nothing to spend.
    expect(await profileOf(account.idToken)).toEqual({ credits: 0, pending_welcome_credits: 20 });
    const refusedCall = await qrCode(account.apiKey);
    expect(refusedCall.status).toBe(402);
    expect(await refusedCall.json()).toMatchObject({ code: 'insufficient_credits' });

    // Claiming before verifying: a clear refusal, and nothing granted.
    const early = await claimWelcomeCredits(baseUrl, session);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'forbidden', detail: expect.stringContaining('not verified') });
    expect(await profileOf(account.idToken)).toEqual({ credits: 0, pending_welcome_credits: 20 });

    // The link in the outbox carries the code Cognito stored, on the platform's own origin.
    const code = await requestVerificationCode(baseUrl, env, account.email, session);
    const link = await latestVerificationLink(baseUrl, account.email);
    expect(link?.origin).toBe(new URL(baseUrl).origin);
    expect(link?.pathname).toBe('/verify-email');
    expect(code).toMatch(/^\d{6}$/);

    const { client } = cognitoClientFor(env);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      client.send(
        new VerifyUserAttributeCommand({ AccessToken: account.accessToken, AttributeName: 'email', Code: wrong }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await claimWelcomeCredits(baseUrl, session)).status).toBe(403);

    await client.send(
      new VerifyUserAttributeCommand({ AccessToken: account.accessToken, AttributeName: 'email', Code: code }),
    );
    // The same ID token as before: the API asks the pool, so no token refresh is needed.
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimWelcomeCredits(baseUrl, session)));
    expect(claims.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = claims.map((c) => z.object({ credits: z.number(), granted: z.number() }).parse(c.body));
    expect(bodies.map((b) => b.granted).sort((a, b) => b - a)).toEqual([20, 0, 0, 0, 0]);
    expect(bodies.every((b) => b.credits === 20)).toBe(true);
    expect(await profileOf(account.idToken)).toEqual({ credits: 20, pending_welcome_credits: 0 });

    const paidCall = await qrCode(account.apiKey);
    expect(paidCall.status).toBe(200);
    expect(paidCall.headers.get('x-credits-remaining')).toBe('19');
    expect(await claimWelcomeCredits(baseUrl, session)).toMatchObject({
      status: 200,
      body: { credits: 19, granted: 0 },
    });
  });

  it("writes the verification e-mail in the account's language", async () => {
    const { email, password } = await signUpUser(env, { locale: 'fr' }, 'fr');
    const code = await requestVerificationCode(baseUrl, env, email, await signInLocally(env, email, password));
    const response = await fetch(`${baseUrl}/local/outbox.json`);
    const mails = z
      .array(z.object({ to: z.string(), subject: z.string(), text: z.string() }))
      .parse(await response.json());
    const mail = mails.find((m) => m.to === email && m.text.includes(code));
    expect(mail?.subject).toBe('Confirmez votre e-mail Alquimia');
    expect(mail?.text).toContain('20 crédits gratuits');
  });

  it('like Cognito, sends no password reset to an address that was never verified', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Sem Reset', { verified: false });
    const { client, clientId } = cognitoClientFor(env);
    const reset = () => client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: account.email }));
    await expect(reset()).rejects.toBeInstanceOf(InvalidParameterException);

    const verified = await signUpAndKey(baseUrl, env, 'Com Reset');
    await expect(
      client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: verified.email })),
    ).resolves.toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
  });

  it('the local demo account is verified and holds its 20 credits, granted once across restarts', async () => {
    const demo = async () =>
      ensureDemoAccount({
        root: projectRoot,
        baseUrl,
        cognitoEndpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? '',
        clientId: env.USER_POOL_CLIENT_ID ?? '',
        routes: (await loadRoutes(projectRoot)) ?? [],
      });
    expect(await demo()).toBe(true);
    expect(await demo()).toBe(true);
    const session = await signInLocally(env, DEMO_EMAIL, DEMO_PASSWORD);
    expect(await profileOf(session.idToken)).toEqual({ credits: 20, pending_welcome_credits: 0 });
  });
});
