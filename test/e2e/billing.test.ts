import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerVerified } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * Buying on the local platform without Stripe keys: register → credits page → choose Profissional → the local
 * test checkout opens in a new tab → pay → the payment-success page (plan, amount, balance) → the dashboard
 * shows 10,020 credits and the Profissional plan; then the extra pack (subscribers only) the same way.
 * Screenshots land in screenshots/billing/.
 */
const { baseUrl } = inject('platform');
const email = `billing-${Date.now()}@example.test`;
const password = 'senha-billing-1';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The local gateway serves the test checkout; unknown paths would get the web app's index instead.
  const probe = await fetch(`${baseUrl}/local/checkout/cs_local_probe`);
  expect(await probe.text()).toContain('Checkout de teste local');
});

afterAll(async () => {
  await browser?.close();
});

/** Clicks a buy button on the credits page and pays in the checkout tab it opens; returns that tab. */
async function buy(context: BrowserContext, click: () => Promise<void>, shot: string): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL(/\/local\/checkout\/cs_local_/, { timeout: 30_000 });
  await tab
    .getByRole('button', { name: 'Pagar' })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`no checkout page at ${tab.url()}: ${(await tab.content()).slice(0, 2000)}`, { cause: error });
    });
  await saveScreenshot(tab, `billing/${shot}-checkout`);
  await tab.getByRole('button', { name: 'Pagar' }).click();
  await tab.waitForURL(/\/payment-success\?session_id=cs_local_/, { timeout: 30_000 });
  await tab.getByTestId('payment-confirmed').waitFor({ timeout: 30_000 });
  return tab;
}

describe('billing through the local test checkout', () => {
  it('buys Profissional, sees the success page, then the balance and plan on the dashboard; then the pack', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await registerVerified(page, baseUrl, { name: 'Bia Compras', email, password });
    await page.goto(`${baseUrl}/dashboard/creditos`);
    await page.getByTestId('credits-balance').waitFor();
    expect(await page.getByTestId('credits-balance').textContent()).toBe('20');

    const planTab = await buy(context, () => page.locator('[data-plan="2"] button').click(), 'plan');
    expect(await planTab.getByTestId('payment-plan').textContent()).toBe('Profissional');
    expect((await planTab.getByTestId('payment-amount').textContent())?.replace(/\s/g, ' ')).toBe('R$ 197,00');
    expect(await planTab.getByTestId('payment-balance').textContent()).toBe('10.020 créditos');
    await saveScreenshot(planTab, 'billing/plan-success');
    await planTab.close();

    await page.reload();
    await page.getByTestId('current-plan').waitFor();
    expect(await page.getByTestId('credits-balance').textContent()).toBe('10.020');
    expect(await page.getByTestId('current-plan').textContent()).toContain('Profissional');
    expect(await page.locator('[data-plan="2"] button').textContent()).toBe('Plano Atual');
    await page.getByText('Créditos do plano').first().waitFor();
    await saveScreenshot(page, 'billing/credits-after-plan');

    const packTab = await buy(
      context,
      () => page.getByRole('button', { name: 'Comprar créditos extras' }).click(),
      'pack',
    );
    expect(await packTab.getByTestId('payment-plan').textContent()).toBe('Créditos extras');
    expect(await packTab.getByTestId('payment-balance').textContent()).toBe('11.520 créditos');
    await packTab.close();

    await page.reload();
    await page.getByTestId('purchases').waitFor();
    expect(await page.getByTestId('credits-balance').textContent()).toBe('11.520');
    expect(await page.getByTestId('purchases').locator('li').count()).toBe(2);
    await saveScreenshot(page, 'billing/credits-after-pack');

    await page.goto(`${baseUrl}/payment-cancelled`);
    await page.getByTestId('payment-cancelled').waitFor();
    await saveScreenshot(page, 'billing/cancelled');
    await context.close();
  });
});
