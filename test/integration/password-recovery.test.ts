import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { signUpAndKey, signUpUser } from './support/accounts.js';
import { claimWelcomeCredits, signInLocally } from './support/email-verification.js';

/**
 * Password recovery for an account whose e-mail was never verified (shared/operations/recovery.ts,
 * docs/product.md#password-recovery), through the local platform: the user pool (cognito-local behind the shim)
 * refuses to reset such an address, so the API mails a link of its own; the link sets the password and verifies the
 * address, which unlocks the welcome credits.
 */
const { baseUrl, env } = inject('platform');

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}/api/auth/recovery${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()) });
async function recoveryMailsTo(email: string): Promise<z.infer<typeof mailSchema>[]> {
  const response = await fetch(`${baseUrl}/local/outbox.json`);
  const all = z.array(z.looseObject({ to: z.string() })).parse(await response.json());
  return all
    .filter((m) => m.to === email)
    .map((m) => mailSchema.parse(m))
    .filter((m) => m.links.some((l) => new URL(l).searchParams.get('type') === 'unverified'));
}

const tokenOf = (link: string | undefined): string => new URL(link ?? 'http://x').searchParams.get('token') ?? '';

describe('password recovery for an address never verified', () => {
  it('mails one link; the link sets the password, verifies the address and works once', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Sem Verificar', { verified: false });

    const first = await post('', { email: account.email.toUpperCase(), language: 'en' });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'check_inbox' });
    // Asked again at once: the same answer, and no second mail.
    expect((await post('', { email: account.email })).status).toBe(202);
    const mails = await recoveryMailsTo(account.email);
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]?.links[0] ?? '');
    expect(link.origin + link.pathname).toBe(`${new URL(baseUrl).origin}/reset-password`);
    expect(link.search).not.toContain('example.com');
    // No language saved on the account: the one the page asked in.
    expect(mails[0]?.subject).toBe('Reset your Alquimia password');

    const token = tokenOf(link.href);
    const [id, secret = ''] = token.split('.');
    const forged = `${id}.${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
    const wrong = await post('/confirm', { token: forged, password: 'nova-senha-123' });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: 'not_found' });
    const short = await post('/confirm', { token, password: '12345' });
    expect(short.status).toBe(400);

    const done = await post('/confirm', { token, password: 'nova-senha-123' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'password_set' });
    await expect(signInLocally(env, account.email, account.password)).rejects.toThrow();
    const session = await signInLocally(env, account.email, 'nova-senha-123');
    // The link proved the mailbox: the welcome credits came with the new password, granted once.
    expect(await claimWelcomeCredits(baseUrl, session)).toMatchObject({
      status: 200,
      body: { credits: 20, granted: 0 },
    });

    expect((await post('/confirm', { token, password: 'outra-senha-456' })).status).toBe(404);
  });

  it('sends nothing for a verified or an unknown address, answering the same', async () => {
    const verified = await signUpAndKey(baseUrl, env, 'Verificada');
    const unknown = `nobody-${Date.now()}@example.com`;
    for (const email of [verified.email, unknown]) {
      const response = await post('', { email });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'check_inbox' });
      expect(await recoveryMailsTo(email)).toHaveLength(0);
    }
  });

  it("writes the mail in the account's saved language", async () => {
    const { email } = await signUpUser(env, { locale: 'fr' }, 'recover-fr');
    expect((await post('', { email, language: 'pt' })).status).toBe(202);
    const [mail] = await recoveryMailsTo(email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Alquimia');
  });

  it('refuses malformed requests with 400, never 5xx', async () => {
    expect((await post('', { email: 'not-an-address' })).status).toBe(400);
    expect((await post('/confirm', { token: 'abc', password: 'nova-senha-123' })).status).toBe(400);
    expect((await post('/confirm', { password: 'nova-senha-123' })).status).toBe(400);
  });
});
