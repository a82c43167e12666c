import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { screenshotDir } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';

/**
 * The landing page's newsletter with double opt-in, in headless Chromium against the local platform: the form, the
 * confirmation mail in the local outbox, its confirm and unsubscribe links opening the landing page.
 */
const { baseUrl } = inject('platform');
const session = fileBrowser({ width: 1280 });

const address = (tag: string) => `landing-news-${tag}-${Date.now()}@example.com`;

const mailSchema = z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) });
async function mailsTo(email: string): Promise<z.infer<typeof mailSchema>[]> {
  const response = await fetch(new URL('/local/outbox.json', baseUrl));
  const all = z.array(z.looseObject({ to: z.string() })).parse(await response.json());
  return all.filter((m) => m.to === email).map((m) => mailSchema.parse(m));
}

/** A link of the mail names the platform's public origin: keep its path and query, on the origin under test. */
const onBase = (link: string): string => {
  const parsed = new URL(link);
  return new URL(parsed.pathname + parsed.search, baseUrl).toString();
};

async function sectionScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(join(screenshotDir, 'landing'), { recursive: true });
  await page.locator('#newsletter').screenshot({ path: join(screenshotDir, 'landing', `${name}.png`) });
}

async function openNewsletter(language: 'pt' | 'en'): Promise<Page> {
  const { page } = await session.open({ language });
  await page.goto(new URL('/', baseUrl).toString());
  // The prerendered landing comes to life as the reader scrolls; the plans, in the form's island, then load.
  await page.mouse.wheel(0, 300);
  await page.getByTestId('plan-card').first().waitFor({ timeout: 30_000 });
  await page.getByTestId('newsletter-form').scrollIntoViewIfNeeded();
  return page;
}

describe('landing newsletter', () => {
  it('subscribes with double opt-in: a wrong address is named, a good one gets one confirmation mail (pt)', async () => {
    const page = await openNewsletter('pt');
    const field = page.getByRole('textbox', { name: 'Seu e-mail' });
    await field.fill('sem-arroba');
    await page.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('Digite um e-mail válido');

    const email = address('pt');
    await field.fill(email);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await page.getByRole('button', { name: 'Inscrever-se' }).click();
    expect((await answered).status()).toBe(202);
    await expect
      .poll(() => page.locator('#newsletter').getByRole('status').textContent())
      .toContain('enviamos um link para confirmar a inscrição');
    expect(await field.inputValue()).toBe('');
    await sectionScreenshot(page, 'newsletter-pt');

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirme sua inscrição na newsletter da Alquimia']);
  });

  it('the mail’s confirm link confirms on the landing page, its unsubscribe link removes the address', async () => {
    const email = address('links');
    const subscribed = await fetch(new URL('/api/newsletter', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(202);
    const [mail] = await mailsTo(email);
    const [confirmLink = '', unsubscribeLink = ''] = mail?.links ?? [];

    const { page } = await session.open({ language: 'pt' });
    await page.goto(onBase(confirmLink));
    await expect
      .poll(() => page.getByTestId('newsletter-notice').textContent(), { timeout: 30_000 })
      .toContain('Inscrição confirmada!');

    await page.goto(onBase(unsubscribeLink));
    await expect
      .poll(() => page.getByTestId('newsletter-notice').textContent(), { timeout: 30_000 })
      .toContain('Inscrição cancelada');

    // The address is gone: its confirmation link no longer works, and the page says so.
    await page.goto(onBase(confirmLink));
    await expect
      .poll(() => page.getByTestId('newsletter-notice').textContent(), { timeout: 30_000 })
      .toContain('expirou ou foi substituído');
  });

  it('speaks the visitor’s language: the form and the confirmation mail in English', async () => {
    const page = await openNewsletter('en');
    const email = address('en');
    await page.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => page.locator('#newsletter').getByRole('status').textContent())
      .toContain('we sent it a link to confirm the subscription');
    await sectionScreenshot(page, 'newsletter-en');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Alquimia newsletter subscription']);
  });
});
