import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { landingClientModule, readManifest } from '../../web/scripts/manifest.js';
import { accountDeletedAttribute } from '../../web/src/features/landing/account-deleted.js';
import { en } from '../../web/src/i18n/locales/en.js';
import { es } from '../../web/src/i18n/locales/es.js';
import { fr } from '../../web/src/i18n/locales/fr.js';
import { pt } from '../../web/src/i18n/locales/pt.js';
import { accountDeletedHref } from '../../web/src/lib/account-deleted-address.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * After deleting the account the dashboard sends the person to `/?conta=excluida` (docs/privacy.md). The landing
 * there is prerendered and hydrates only when first needed, so the notice must show from the HTML and the boot
 * script alone: these tests hold the app's client module back and never touch the page before looking.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const dist = join(process.cwd(), 'dist', 'web');

const languages = [
  ['pt', 'pt-BR', pt],
  ['en', 'en-US', en],
  ['es', 'es-ES', es],
  ['fr', 'fr-FR', fr],
] as const;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A page whose app client module waits until `release` is called: what shows meanwhile came from the HTML. */
async function heldPage(locale: string): Promise<{ page: Page; release: () => void; loaded: () => boolean }> {
  const { context, page } = await openPage(browser, { width: 412, height: 823, locale });
  contexts.push(context);
  const client = readManifest(dist)[landingClientModule]?.file ?? '';
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let loaded = false;
  await context.route(`**/${client}`, async (route) => {
    await held;
    loaded = true;
    await route.continue();
  });
  return { page, release, loaded: () => loaded };
}

describe('the landing after an account deletion', () => {
  it.each(languages)(
    'shows the notice in %s before the app has loaded, with no input',
    async (language, locale, texts) => {
      const { page, release, loaded } = await heldPage(locale);
      await page.goto(url(accountDeletedHref), { waitUntil: 'load' });
      const notice = page.getByText(texts.common.accountDeleted);
      await notice.waitFor({ state: 'visible' });
      expect(loaded()).toBe(false);
      expect(await page.getByRole('status').filter({ hasText: texts.common.accountDeleted }).count()).toBe(1);
      await saveScreenshot(page, `landing/account-deleted-${language}`);
      release();
    },
  );

  it('keeps the notice once the page hydrates, then drops the boot mark', async () => {
    const { page, release, loaded } = await heldPage('pt-BR');
    await page.goto(url(accountDeletedHref), { waitUntil: 'load' });
    await page.getByText(pt.common.accountDeleted).waitFor({ state: 'visible' });
    release();
    // The first tap hydrates the page (prerender/wake.ts); the notice is then the component's own state.
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(loaded).toBe(true);
    await expect
      .poll(() => page.evaluate((name) => document.documentElement.hasAttribute(name), accountDeletedAttribute))
      .toBe(false);
    expect(await page.getByText(pt.common.accountDeleted).isVisible()).toBe(true);
  });

  it('hides the notice on the landing without the flag', async () => {
    const { page, release } = await heldPage('pt-BR');
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(await page.getByTestId('account-deleted-notice').count()).toBe(1);
    expect(await page.getByText(pt.common.accountDeleted).isVisible()).toBe(false);
    release();
  });
});
