import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { beforeInputBudgetBytes, beforeInputBundle } from '../../web/scripts/bundle-size.js';
import { landingClientModule, readManifest, staticClosure } from '../../web/scripts/manifest.js';
import { en } from '../../web/src/i18n/locales/en.js';
import { es } from '../../web/src/i18n/locales/es.js';
import { fr } from '../../web/src/i18n/locales/fr.js';
import { pt } from '../../web/src/i18n/locales/pt.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The landing as the build prerenders it in every language (web/scripts/prerender.ts) and the page brings it to
 * life: each language's hero is in the HTML and painted before any of the app's code has loaded, the app loads
 * only after that (the entry is a few kilobytes, the dashboard is not part of it), and then hydrates in place.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const dist = join(process.cwd(), 'dist', 'web');

const catalogues = { pt, en, es, fr } as const;
const tags = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR' } as const;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** The markup between an element's opening tag (found by `marker`) and its closing `tag`. */
const slice = (html: string, marker: string, tag: string): string => {
  const start = html.indexOf(marker);
  if (start < 0) return '';
  return html.slice(start, html.indexOf(`</${tag}>`, start));
};

describe('the prerendered landing', () => {
  it("holds each language's hero in the HTML: Portuguese in #root, the others in templates with their titles", async () => {
    const raw = await (await fetch(url('/'), { headers: { 'accept-encoding': 'identity' } })).text();
    expect(raw).toContain('<html lang="pt-BR">');
    expect(slice(raw, '<div id="root" data-prerendered="pt">', 'main')).toContain(`>${pt.hero.title}</`);
    for (const language of ['en', 'es', 'fr'] as const) {
      const template = slice(raw, `<template data-prerendered="${language}"`, 'template');
      expect(template, language).toContain(`>${catalogues[language].hero.title}</`);
      expect(template, language).toContain(`data-title="${catalogues[language].hero.tagline} · Alquimia"`);
      // Each copy speaks its own language only.
      expect(template, language).not.toContain(pt.hero.title);
    }
    // Scripts are files and styles are rules (the CSP refuses inline ones).
    expect(raw).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
    expect(raw).not.toMatch(/\sstyle="/);
  });

  it('loads a few kilobytes of script before the first paint, and no dashboard code at all', async () => {
    const manifest = readManifest(dist);
    const [entry] = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
    // The entry and what it imports statically (Vite's preload helper): no React, no module of the app.
    const beforeInput = beforeInputBundle(dist);
    expect(beforeInput.totalGzipBytes).toBeLessThanOrEqual(beforeInputBudgetBytes);
    const react = staticClosure(manifest, [entry?.[0] ?? '']);
    expect([...react].filter((key) => /react|jsx-runtime|client\.tsx/.test(key))).toEqual([]);
    // The dashboard is its own chunk, loaded on its route: neither the entry nor the landing's client imports it.
    expect(manifest['src/features/dashboard/routes.tsx']).toBeDefined();
    const landing = staticClosure(manifest, [entry?.[0] ?? '', landingClientModule]);
    expect([...landing].filter((key) => key.startsWith('src/features/dashboard/'))).toEqual([]);
    expect(landing.has(landingClientModule)).toBe(true);

    // In the browser: a reader who only reads the hero never loads the app; it comes once the page needs it.
    const client = `/${manifest[landingClientModule]?.file ?? ''}`;
    const visit = async (width: number) => {
      const { context, page } = await openPage(browser, { width, height: 823 });
      contexts.push(context);
      const requested: string[] = [];
      const prefetched: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === 'script') requested.push(path);
        else prefetched.push(path);
      });
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      // Idle for a while, nothing touched: the page is painted and nothing below the fold waits in view. The
      // app's scripts are downloaded meanwhile, not run.
      await expect.poll(() => prefetched.includes(client)).toBe(true);
      await page.waitForTimeout(1000);
      expect(requested).not.toContain(client);
      expect(await page.getByText(pt.catalogue.loading).count()).toBe(1);
      return { page, requested };
    };
    // Scrolling toward the sections still waiting for data (the catalogue, the plans) loads it…
    const scrolled = await visit(412);
    await scrolled.page.mouse.wheel(0, 400);
    await scrolled.page.getByTestId('service-card').first().waitFor();
    expect(scrolled.requested).toContain(client);
    // …and so does the first tap, on anything.
    const tapped = await visit(412);
    await tapped.page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => tapped.requested.includes(client)).toBe(true);
  });

  it('loads the app at once when the waiting sections are in view, and once idle for a stored session', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 1600 });
    contexts.push(context);
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.getByTestId('service-card').first().waitFor();

    const signedIn = await openPage(browser, { width: 412 });
    contexts.push(signedIn.context);
    await signedIn.context.addInitScript(() => {
      // Not on about:blank (a new page's first document), which has no storage and throws on access.
      if (window.location.origin === 'null') return;
      // Amplify's key for a stored access token (lib/stored-session.ts); not a valid session, so the app then
      // finds nobody signed in, having loaded to check.
      window.localStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'expired');
    });
    const client = `/${readManifest(dist)[landingClientModule]?.file ?? ''}`;
    const loaded = signedIn.page.waitForEvent('request', (request) => new URL(request.url()).pathname === client);
    await signedIn.page.goto(url('/'), { waitUntil: 'load' });
    await loaded;
  });

  it.each([
    ['en', 'en-US'],
    ['es', 'es-ES'],
    ['fr', 'fr-FR'],
  ] as const)(
    'paints the %s hero for a %s browser before the app has loaded, then hydrates it in place',
    async (language, locale) => {
      const { context, page } = await openPage(browser, { width: 412, locale });
      contexts.push(context);
      // The app's client module is held back: whatever is on screen meanwhile came from the HTML alone.
      const client = readManifest(dist)[landingClientModule]?.file ?? '';
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(`**/${client}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url('/'), { waitUntil: 'load' });
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(catalogues[language].hero.title);
      expect(await heading.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(tags[language]);
      expect(await page.title()).toBe(`${catalogues[language].hero.tagline} · Alquimia`);
      await saveScreenshot(page, `landing-prerendered-${language}`);
      const parsed = await heading.elementHandle();

      release();
      // Hydrated: the menu answers, on the very heading the HTML parser created.
      await page.getByRole('button', { name: catalogues[language].nav.openMenu }).click();
      await page.getByTestId('mobile-menu').waitFor();
      expect(await page.evaluate((node) => node === document.querySelector('#root h1'), parsed)).toBe(true);
      expect(await heading.textContent()).toBe(catalogues[language].hero.title);
    },
  );

  it('hydrates a Brazilian visitor’s landing in place and keeps it interactive section by section', async () => {
    const { context, page } = await openPage(browser, { width: 1280 });
    contexts.push(context);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // Every island comes to life as the reader scrolls: the catalogue's cards and the plans load.
    await page.mouse.wheel(0, 300);
    await page.getByTestId('service-card').first().waitFor();
    await page.getByTestId('plan-card').first().waitFor();
    expect(await page.locator('#root header')).toBeTruthy();
    expect(await page.locator('#root section').count()).toBe(6);
    expect(await page.locator('#root footer').count()).toBe(1);
    // Changing the language re-renders every section in it.
    await page.getByLabel(pt.languages.label).first().selectOption('es');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(es.hero.title);
    expect(await page.locator('#root footer').textContent()).toContain(es.footer.privacy);
  });
});
