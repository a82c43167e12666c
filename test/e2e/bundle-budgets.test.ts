import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  beforeInputBudgetBytes,
  beforeInputBundle,
  dashboardBudgetBytes,
  dashboardBundle,
  formatReport,
} from '../../web/scripts/bundle-size.js';
import { registerVerified } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The budgets `npm run size` prints (web/scripts/bundle-size.ts), held against what the browser really fetches on
 * the built site: before any input on the landing, nothing but the boot script and the entry; on the dashboard's
 * first screen after sign-in, nothing outside the size script's count (so a dynamic import it does not know of
 * cannot hide there), React's runtime included and Amplify not.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const dist = join(process.cwd(), 'dist', 'web');
const email = `budget-${Date.now()}@example.test`;
const password = 'senha-do-orcamento-1';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** Every script the page fetches from now on (paths without the leading slash). */
const recordScripts = (page: Page): Set<string> => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
  });
  return scripts;
};

describe('script budgets, as the browser fetches them', () => {
  it('runs only the boot script and the entry on the landing before any input', async () => {
    const report = beforeInputBundle(dist);
    console.log(formatReport(report, 'before any input', beforeInputBudgetBytes));
    expect(report.totalGzipBytes).toBeLessThanOrEqual(beforeInputBudgetBytes);

    const { context, page } = await openPage(browser, { width: 412, height: 823 });
    contexts.push(context);
    const scripts = recordScripts(page);
    await page.goto(url('/'), { waitUntil: 'load' });
    // Long enough for an idle callback to fire: what loads then is a prefetch (never run), not a script.
    await page.waitForTimeout(1500);
    const counted = new Set(report.files.map((f) => f.file));
    expect([...scripts].filter((script) => !counted.has(script))).toEqual([]);
    expect(await page.evaluate(() => 'React' in window || document.querySelector('[data-reactroot]') !== null)).toBe(
      false,
    );
  });

  it('loads the dashboard’s first screen after sign-in within its budget, with no script outside the count', async () => {
    const report = dashboardBundle(dist);
    console.log(formatReport(report, 'dashboard first screen', dashboardBudgetBytes));
    expect(report.totalGzipBytes).toBeLessThanOrEqual(dashboardBudgetBytes);

    // Register and sign in on one page…
    const signUp = await openPage(browser, { width: 1280, language: 'pt' });
    contexts.push(signUp.context);
    await registerVerified(signUp.page, baseUrl, { name: 'Orçamento', email, password });
    const session = await signUp.context.storageState();

    // …then the dashboard opened afresh with that session (a new context: nothing cached).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: session });
    contexts.push(context);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(url('/dashboard'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('20', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'dashboard-first-screen');

    const counted = new Set(report.files.map((f) => f.file));
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter((script) => !counted.has(script))).toEqual([]);
    expect([...scripts].filter((script) => /amplify/.test(script))).toEqual([]);
  });
});
