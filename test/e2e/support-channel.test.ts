import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { register } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';

/**
 * The support channel (`/config.json`'s `support`, shared/web-config.ts) behind the landing's floating help button
 * and the credits page's support link: the contact e-mail by default, WhatsApp when the deployment names a number.
 * The configured case serves the platform's own config with a `support` block added, as a deployment would.
 */
const { baseUrl } = inject('platform');
const session = fileBrowser({ width: 1280 });
const whatsapp = '5511987654321';

async function withSupportNumber(context: BrowserContext): Promise<void> {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config: unknown = await response.json();
    const served = typeof config === 'object' && config !== null ? config : {};
    await route.fulfill({ status: 200, json: { ...served, support: { whatsapp } } });
  });
}

const supportLink = (page: Page) => page.getByTestId('support-link');

describe('support channel', () => {
  it('is the contact e-mail by default: the help button opens a prefilled mail', async () => {
    const { page } = await session.open({ language: 'pt' });
    await page.goto(new URL('/', baseUrl).toString());
    const button = supportLink(page);
    await expect.poll(() => button.getAttribute('data-channel')).toBe('email');
    const href = (await button.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:contato@alquimia.dev?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Preciso de ajuda com a Alquimia');
  });

  it('is WhatsApp when the config names a number: the help button and the credits page’s link both open it', async () => {
    const { context, page } = await session.open({ language: 'pt' });
    await withSupportNumber(context);
    await page.goto(new URL('/', baseUrl).toString());
    // The prerendered landing names the default channel; the app, woken by the reader moving through the page,
    // reads the config and switches the button to the configured one.
    await page.mouse.wheel(0, 300);
    await page.getByTestId('plan-card').first().waitFor({ timeout: 30_000 });
    const button = supportLink(page);
    await expect.poll(() => button.getAttribute('data-channel'), { timeout: 30_000 }).toBe('whatsapp');
    const href = (await button.getAttribute('href')) ?? '';
    expect(href.startsWith(`https://wa.me/${whatsapp}?text=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain('Preciso de ajuda com a Alquimia');
    expect(await button.getAttribute('target')).toBe('_blank');

    await register(page, baseUrl, {
      name: 'Suporte E2E',
      email: `support-${Date.now()}@example.test`,
      password: 'senha-suporte-1',
    });
    await page.goto(new URL('/dashboard/creditos', baseUrl).toString());
    const help = page.getByTestId('support-link').filter({ hasText: 'Falar com o suporte' });
    await help.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => help.getAttribute('href'), { timeout: 30_000 })
      .toMatch(new RegExp(`^https://wa\\.me/${whatsapp}\\?text=`));
    await saveScreenshot(page, 'dashboard/support-whatsapp-credits');
  });
});
