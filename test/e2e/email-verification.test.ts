import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { latestVerificationLink } from '../integration/support/email-verification.js';
import { fillSignIn, register, signIn } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';
import { allowConsole } from './support/console-guard.js';

/**
 * The free-credit farming guard as a new customer sees it on the local platform: sign-up and sign-in are instant,
 * the dashboard says the balance stays at 0 until the e-mail is verified and can resend the link; the link (from
 * the local outbox) opens /verify-email, which verifies the address and brings the 20 credits, once. Screenshots go
 * to screenshots/email-verification/.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const stamp = Date.now();

const session = fileBrowser({ width: 1280, height: 900, language: 'pt' });
const open = async (options: { width?: number; language?: 'pt' | 'en' } = {}) => (await session.open(options)).page;

const mailSchema = z.array(z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }));
/** The verification links sent to `email`, newest first. */
const verificationLinks = async (email: string): Promise<string[]> => {
  const mails = mailSchema.parse(await (await fetch(url('/local/outbox.json'))).json());
  return mails
    .filter((m) => m.to === email)
    .flatMap((m) => m.links)
    .filter((l) => new URL(l).pathname === '/verify-email');
};
/** A link from the outbox, on the origin under test. */
const onOrigin = (link: string) => url(`${new URL(link).pathname}${new URL(link).search}`);

const banner = (page: Page) => page.getByRole('status').filter({ has: page.getByTestId('verify-email-banner') });

describe('e-mail verification', () => {
  it('0 credits and the banner → resend → the newest link from the outbox → 20 credits, banner gone', async () => {
    const who = { name: 'Vera Link', email: `verify-${stamp}@example.test`, password: 'verifica-1' };
    const page = await open();
    await register(page, baseUrl, who);

    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(() => banner(page).textContent())
      .toContain('Confirme seu e-mail para receber 20 créditos grátis');
    expect(await banner(page).textContent()).toContain(`abra o link que enviamos para ${who.email}`);
    // Sign-up sent the first link.
    await expect.poll(async () => (await verificationLinks(who.email)).length).toBe(1);
    await saveScreenshot(page, 'email-verification/banner-1280');
    // Narrow: reloaded at that width, so the sidebar starts as a closed drawer rather than mid-transition.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await banner(page).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'email-verification/banner-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await banner(page).getByRole('button', { name: 'Reenviar e-mail' }).click();
    await expect
      .poll(() => page.getByTestId('verify-email-outcome').textContent())
      .toBe(`Enviamos um novo link para ${who.email}. Confira também a caixa de spam.`);
    await expect.poll(async () => (await verificationLinks(who.email)).length).toBe(2);
    await saveScreenshot(page, 'email-verification/banner-sent');
    const [newest, first] = await verificationLinks(who.email);
    expect(newest).not.toBe(first);

    // The resend replaced the first code: its link no longer verifies anything.
    allowConsole(
      /Failed to load resource: the server responded with a status of (400|403)/,
      'the replaced link is refused on purpose: Cognito answers 400 to its code and the grant 403',
    );
    await page.goto(onOrigin(first ?? ''));
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toContain('Este link de confirmação é inválido ou expirou');
    await saveScreenshot(page, 'email-verification/verify-invalid');

    await page.goto(onOrigin(newest ?? ''));
    await page.getByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Confirmar e-mail');
    await saveScreenshot(page, 'email-verification/verify-success');
    // Opened again: already verified, nothing more added.
    await page.reload();
    await page.getByText('Seu e-mail já está confirmado.').waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Ir para o painel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 30_000 }).toBe('20');
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    await saveScreenshot(page, 'email-verification/dashboard-after');
  });

  it('a link opened without a session: sign in first, back to the link, credits granted (English)', async () => {
    const who = { name: 'Eve Link', email: `verify-en-${stamp}@example.test`, password: 'verify-en-1' };
    const registering = await open({ language: 'en' });
    await register(registering, baseUrl, who);
    await expect
      .poll(() => banner(registering).textContent(), { timeout: 30_000 })
      .toContain('Confirm your e-mail to get 20 free credits');
    await saveScreenshot(registering, 'email-verification/banner-en');
    await expect.poll(async () => (await latestVerificationLink(baseUrl, who.email))?.pathname).toBe('/verify-email');
    const link = await latestVerificationLink(baseUrl, who.email);

    // Another browser (no session) opens the e-mailed link.
    const elsewhere = await open({ language: 'en' });
    await elsewhere.goto(onOrigin(link?.toString() ?? ''));
    await elsewhere.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    await expect
      .poll(() => elsewhere.getByRole('status').first().textContent())
      .toBe('Sign in to your account to confirm your e-mail.');
    await saveScreenshot(elsewhere, 'email-verification/login-first-en');
    await fillSignIn(elsewhere, who);
    await elsewhere.waitForURL((u) => u.pathname === '/verify-email', { timeout: 30_000 });
    await elsewhere.getByText('E-mail confirmed! 20 free credits were added to your account.').waitFor();
    await saveScreenshot(elsewhere, 'email-verification/verify-success-en');
    // Signing in on the way to the link sent no new link (it would have replaced the code being verified).
    expect((await verificationLinks(who.email)).length).toBe(1);

    // The first browser's dashboard, without a reload: coming back to it (focus) reads the profile again, and the
    // banner goes with the balance.
    await registering.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => registering.getByTestId('home-credits').textContent(), { timeout: 30_000 }).toBe('20');
    await expect.poll(() => registering.getByTestId('verify-email-banner').count(), { timeout: 15_000 }).toBe(0);
    await saveScreenshot(registering, 'email-verification/banner-gone-on-focus-en');
  });

  it('sends the link at sign-up, and again on a sign-in in another browser, but not twice within minutes there', async () => {
    const who = { name: 'Outro Navegador', email: `verify-other-${stamp}@example.test`, password: 'verifica-2' };
    const first = await open();
    await register(first, baseUrl, who);
    await expect.poll(async () => (await verificationLinks(who.email)).length, { timeout: 30_000 }).toBe(1);

    const second = await open();
    await signIn(second, baseUrl, who);
    await expect.poll(async () => (await verificationLinks(who.email)).length, { timeout: 30_000 }).toBe(2);
    await expect
      .poll(() => banner(second).textContent(), { timeout: 30_000 })
      .toContain(`abra o link que enviamos para ${who.email}`);
    await saveScreenshot(second, 'email-verification/banner-after-sign-in-elsewhere');

    // Signed in again at once in that browser: the link of a minute ago still stands.
    await signIn(second, baseUrl, who);
    await banner(second).waitFor({ timeout: 30_000 });
    expect((await verificationLinks(who.email)).length).toBe(2);

    // The newest link works.
    const [newest] = await verificationLinks(who.email);
    await second.goto(onOrigin(newest ?? ''));
    await second.getByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.').waitFor();
  });

  it('a 402 for an account whose welcome credits wait says how to unlock them', async () => {
    const who = { name: 'Sem Saldo', email: `verify-402-${stamp}@example.test`, password: 'verifica-3' };
    const page = await open();
    await register(page, baseUrl, who);
    const idToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
      );
      return key ? (localStorage.getItem(key) ?? '') : '';
    });
    const keyResponse = await fetch(url('/api/user/api-key'), { headers: { authorization: `Bearer ${idToken}` } });
    const { token } = z.object({ token: z.string() }).parse(await keyResponse.json());
    const response = await fetch(url('/api/image/qr-code'), {
      method: 'POST',
      headers: { 'api-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'https://example.com' }),
    });
    expect(response.status).toBe(402);
    const problem = z
      .object({ code: z.string(), detail: z.string(), pendingWelcomeCredits: z.number() })
      .parse(await response.json());
    expect(problem.code).toBe('insufficient_credits');
    expect(problem.pendingWelcomeCredits).toBe(20);
    expect(problem.detail).toContain('Your 20 free welcome credits are waiting for your e-mail address to be verified');
  });
});
