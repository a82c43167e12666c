import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { latestVerificationLink } from '../integration/support/email-verification.js';
import { fillRegistration, fillSignIn, register } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';
import { allowConsole } from './support/console-guard.js';
import { verifyRegisteredEmail } from './support/email-verification.js';

/**
 * Issue 28 §2, the account flows a new visitor and a signed-in customer go through: a plan button leads to that
 * plan's checkout (through sign-up and the e-mail verification for a visitor), and a reset request answers the
 * same neutral message for every address. Screenshots go to screenshots/account-flows/.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const stamp = Date.now();

const session = fileBrowser({ width: 1280, height: 900, language: 'pt' });
const open = async () => (await session.open()).page;

/** The landing's "Escolher Plano" of the Profissional card (the second, by price). */
const professionalButton = async (page: Page) => {
  await page.goto(url('/'));
  // The app loads on the first input or scroll (the landing is prerendered): scroll to the plans like a visitor.
  await page.evaluate(() => document.getElementById('planos')?.scrollIntoView());
  const card = page.getByTestId('plan-card').nth(1);
  await card.waitFor({ timeout: 30_000 });
  expect(await card.getByRole('heading').textContent()).toBe('Profissional');
  return card.getByText('Escolher Plano');
};

/** The local test checkout: pays, and answers the plan the success page names. */
const payAndName = async (page: Page, shot: string): Promise<string | null> => {
  await page.waitForURL(/\/local\/checkout\/cs_local_/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pagar' }).waitFor({ timeout: 30_000 });
  await saveScreenshot(page, `account-flows/${shot}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.waitForURL(/\/payment-success\?session_id=cs_local_/, { timeout: 30_000 });
  return page.getByTestId('payment-plan').textContent();
};

describe('plan buttons on the landing', () => {
  it('signed out: sign-up carries the chosen plan through the e-mail verification to its checkout', async () => {
    const who = { name: 'Plano Escolhido', email: `plan-out-${stamp}@example.test`, password: 'plano-out-1' };
    const page = await open();
    await (await professionalButton(page)).click();
    await page.waitForURL((u) => u.pathname === '/register', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('plan')).toBe('2');
    await fillRegistration(page, who);
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    // The link in the verification e-mail names the plan, so it works from any browser.
    await expect
      .poll(async () => (await latestVerificationLink(baseUrl, who.email))?.searchParams.get('plan'))
      .toBe('2');
    const link = await latestVerificationLink(baseUrl, who.email);
    // Opened in another browser (nothing remembered there), after signing in.
    const elsewhere = await open();
    await elsewhere.goto(url(`${link?.pathname}${link?.search}`));
    await elsewhere.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    await fillSignIn(elsewhere, who);
    expect(await payAndName(elsewhere, 'checkout-after-verification')).toBe('Profissional');
  });

  it('signed in: the plan button opens that plan checkout, not sign-up', async () => {
    const who = { name: 'Já Cliente', email: `plan-in-${stamp}@example.test`, password: 'plano-in-1' };
    const page = await open();
    await register(page, baseUrl, who);
    await verifyRegisteredEmail(who.email, who.password);
    const button = await professionalButton(page);
    // The landing knows the visitor is signed in (its header offers the dashboard).
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'account-flows/landing-plans-signed-in');
    await button.click();
    expect(await payAndName(page, 'checkout-signed-in')).toBe('Profissional');
  });
});

describe('password reset request', () => {
  const mailSchema = z.array(z.object({ to: z.string(), subject: z.string() }));
  const mailsTo = async (email: string) =>
    mailSchema.parse(await (await fetch(url('/local/outbox.json'))).json()).filter((m) => m.to === email);

  const requestReset = async (email: string): Promise<string | null> => {
    const page = await open();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar email de reset' }).click();
    await page.getByRole('status').first().waitFor({ timeout: 30_000 });
    await saveScreenshot(page, `account-flows/reset-${email.split('@')[0]}`);
    return page.getByRole('status').first().textContent();
  };

  it('answers the same neutral message for an unverified account, an unknown address and a verified one', async () => {
    const unverified = {
      name: 'Sem Confirmar',
      email: `reset-unverified-${stamp}@example.test`,
      password: 'reset-un-1',
    };
    const verified = { name: 'Confirmada', email: `reset-verified-${stamp}@example.test`, password: 'reset-ve-1' };
    for (const who of [unverified, verified]) {
      await register(await open(), baseUrl, who);
    }
    await verifyRegisteredEmail(verified.email, verified.password);
    allowConsole(
      /Failed to load resource: the server responded with a status of 400/,
      'Cognito refuses a reset for the never-verified address (400); the page answers the neutral message anyway',
    );
    const neutral =
      'Se houver uma conta com este e-mail, enviamos para ele um link para definir uma nova senha. Verifique sua caixa de entrada.';
    expect(await requestReset(unverified.email)).toBe(neutral);
    expect(await requestReset(`nobody-${stamp}@example.test`)).toBe(neutral);
    expect(await requestReset(verified.email)).toBe(neutral);
    await expect
      .poll(async () => (await mailsTo(verified.email)).map((m) => m.subject))
      .toContain('Redefina sua senha da Alquimia');
  });

  it('an account never verified gets a recovery link that sets the password and verifies the address', async () => {
    const who = { name: 'Esqueceu Cedo', email: `recover-${stamp}@example.test`, password: 'recover-old-1' };
    await register(await open(), baseUrl, who);
    allowConsole(
      /Failed to load resource: the server responded with a status of 400/,
      'Cognito refuses a reset for the never-verified address (400); the page asks the API for its recovery link',
    );
    await requestReset(who.email);
    const recoveryLink = async () => {
      const mails = z
        .array(z.object({ to: z.string(), links: z.array(z.string()).default([]) }))
        .parse(await (await fetch(url('/local/outbox.json'))).json());
      return mails
        .filter((m) => m.to === who.email)
        .flatMap((m) => m.links)
        .find((l) => new URL(l).searchParams.get('type') === 'unverified');
    };
    await expect.poll(recoveryLink, { timeout: 15_000 }).toBeDefined();
    const link = new URL((await recoveryLink()) ?? '');

    const page = await open();
    await page.goto(url(`${link.pathname}${link.search}`));
    await page.getByRole('heading', { name: 'Definir Nova Senha' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Nova Senha', { exact: true }).fill('recover-new-2');
    await page.getByLabel('Confirmar Nova Senha').fill('recover-new-2');
    await saveScreenshot(page, 'account-flows/recovery-new-password');
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });

    await fillSignIn(page, { email: who.email, password: 'recover-new-2' });
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'), { timeout: 30_000 });
    await page.goto(url('/dashboard/creditos'));
    await expect.poll(() => page.getByTestId('credits-balance').textContent(), { timeout: 15_000 }).toBe('20');
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
  });
});
