import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { billingPages } from '../../shared/plans.js';
import { paths } from '../../web/src/config/paths.js';
import { segments } from '../../web/src/features/dashboard/paths.js';
import { isLoopback, launchBrowser, saveScreenshot } from './support/browser.js';

/**
 * WCAG 2.1 AA in the browser: axe-core on every route of the app (public pages, every dashboard route — taken
 * from the route tables, so a new page is checked without editing this file — and the payment pages), on every
 * dialog opened, and in the four languages for the landing page and the dashboard home: no serious or critical
 * violation. Plus what axe cannot see: Tab order with the mobile drawer closed, focus kept inside an open modal and
 * given back on close, and a document title of its own for each route.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const publicRoutes = [
  ...Object.values(paths).flatMap((path) => (typeof path === 'string' && path !== paths.dashboard ? [path] : [])),
  // The reset page as a valid e-mailed link opens (the bare path shows the invalid-link state).
  `${paths.resetPassword}?code=123456&email=ana%40example.com&type=recovery`,
];
const dashboardRoutes = [paths.dashboard, ...Object.values(segments).map((segment) => `${paths.dashboard}/${segment}`)];
const paymentRoutes = [`${billingPages.success}?session_id=cs_test_missing`, billingPages.cancelled];
const otherLanguages = ['en', 'es', 'fr'] as const;

type Account = { readonly name: string; readonly email: string; readonly password: string };
const stamp = Date.now();
const account: Account = { name: 'Ana Acessível', email: `a11y-${stamp}@example.test`, password: 'senha-a11y-1' };
// A language switch is kept on the profile (it follows the user), so switching gets an account of its own.
const polyglot: Account = { name: 'Poly Glota', email: `a11y-poly-${stamp}@example.test`, password: 'senha-a11y-2' };

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
let browser: Browser;
const sessions = new Map<Account, Session>();
const contexts: BrowserContext[] = [];

/**
 * A context with loopback-only traffic, reduced motion (no mid-animation colours), a Portuguese browser (the
 * default language, whatever the machine's), and optionally an account's session.
 */
const open = async (width: number, signedIn: Account | false): Promise<Page> => {
  const session = signedIn === false ? undefined : sessions.get(signedIn);
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    ...(session ? { storageState: session } : {}),
  });
  contexts.push(context);
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('preferredLanguage')) window.localStorage.setItem('preferredLanguage', 'pt');
  });
  return context.newPage();
};

/** Registers through the form; signs in when registration does not (older flow) already do it. */
const signUpAndIn = async (page: Page, account: Account) => {
  await page.goto(url(paths.register));
  await page.locator('input[name="name"]').fill(account.name);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="confirmPassword"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === paths.login || u.pathname.startsWith(paths.dashboard), {
    timeout: 30_000,
  });
  if (new URL(page.url()).pathname === paths.login) {
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname.startsWith(paths.dashboard), { timeout: 30_000 });
  }
  await page.locator('main#dashboard-content').waitFor({ timeout: 30_000 });
};

/** Waits for the route to settle: network quiet and no loading spinner left in the main region. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.querySelector('main [role="status"][aria-busy="true"], main .spinner') === null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(200);
};

const violationSchema = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullable().optional(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()), failureSummary: z.string().optional() })),
  }),
);

/** axe-core's serious and critical violations on the page as it is now, one readable line per failing node. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
  const raw: unknown = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return (results as { violations: unknown }).violations;
  });
  return violationSchema
    .parse(raw)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`),
    );
};

const setLanguage = async (page: Page, language: string) => {
  await page.evaluate((value) => window.localStorage.setItem('preferredLanguage', value), language);
  await page.reload();
  await page.waitForFunction((value) => document.documentElement.lang.startsWith(value), language);
};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const who of [account, polyglot]) {
    const page = await open(1280, false);
    await signUpAndIn(page, who);
    sessions.set(who, await page.context().storageState());
  }
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no serious or critical violation on any public route', async () => {
    const page = await open(1280, false);
    const found: Record<string, string[]> = {};
    for (const route of publicRoutes) {
      await page.goto(url(route));
      await settle(page);
      found[route] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(publicRoutes.map((route) => [route, []])));
  });

  it('finds no serious or critical violation on any dashboard or payment route, desktop and phone', async () => {
    const found: Record<string, string[]> = {};
    const checks = [
      ...[...dashboardRoutes, ...paymentRoutes].map((route) => [1280, route] as const),
      // The phone layout differs in the shell (menu bar, closed drawer), not per page: two routes cover it.
      [375, paths.dashboard] as const,
      [375, `${paths.dashboard}/${segments.services}`] as const,
    ];
    const pages = new Map<number, Page>();
    for (const [width, route] of checks) {
      const page = pages.get(width) ?? (await open(width, account));
      pages.set(width, page);
      await page.goto(url(route));
      await settle(page);
      found[`${width} ${route}`] = await seriousViolations(page);
    }
    expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
  }, 300_000);

  it('finds no serious or critical violation in any open dialog or drawer', async () => {
    const found: Record<string, string[]> = {};
    const page = await open(1280, account);

    await page.goto(url(`${paths.dashboard}/${segments.services}`));
    await settle(page);
    const cards = page.locator('button[data-service]');
    for (const index of [0, (await cards.count()) - 1]) {
      await cards.nth(index).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      found[`service details ${index}`] = await seriousViolations(page);
      await saveScreenshot(page, `a11y/service-details-${index}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    await page.goto(url(`${paths.dashboard}/${segments.apiKeys}`));
    await settle(page);
    await page.getByRole('button', { name: 'Gerar nova chave' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    found['regenerate key'] = await seriousViolations(page);
    await page.keyboard.press('Escape');

    const phone = await open(375, account);
    await phone.goto(url(paths.dashboard));
    await settle(phone);
    await phone.getByRole('button', { name: 'Abrir menu' }).click();
    await phone.waitForTimeout(300);
    found['dashboard drawer'] = await seriousViolations(phone);

    const visitor = await open(375, false);
    await visitor.goto(url(paths.home));
    await settle(visitor);
    await visitor.getByRole('button', { name: 'Abrir menu' }).click();
    await visitor.waitForTimeout(300);
    found['site menu'] = await seriousViolations(visitor);

    expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
  });

  it.each(otherLanguages)(
    'finds no serious or critical violation on the landing and dashboard home in %s',
    async (language) => {
      const found: Record<string, string[]> = {};
      const visitor = await open(1280, false);
      await visitor.goto(url(paths.home));
      await setLanguage(visitor, language);
      await settle(visitor);
      found.landing = await seriousViolations(visitor);

      const customer = await open(1280, polyglot);
      await customer.goto(url(paths.dashboard));
      await setLanguage(customer, language);
      await settle(customer);
      found.dashboard = await seriousViolations(customer);
      await customer.goto(url(`${paths.dashboard}/${segments.services}`));
      await settle(customer);
      await customer.locator('button[data-service]').first().click();
      await customer.getByRole('dialog').waitFor();
      await customer.waitForTimeout(300);
      found['service details'] = await seriousViolations(customer);
      expect(found).toEqual({ landing: [], dashboard: [], 'service details': [] });
    },
  );
});

describe('keyboard and titles', () => {
  /** What has focus: whether it is inside the sidebar, its visible size, and a label for messages. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return { inSidebar: false, visible: false, label: 'none' };
      const box = element.getBoundingClientRect();
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        getComputedStyle(element).visibility !== 'hidden';
      return {
        inSidebar: element.closest('aside') !== null,
        inDialog: element.closest('[role="dialog"]') !== null,
        visible,
        label: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      };
    });

  it('skips the closed mobile drawer in the Tab order and keeps focus in it while open', async () => {
    const page = await open(375, account);
    await page.goto(url(`${paths.dashboard}/${segments.services}`));
    await settle(page);

    const stops = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops[0]?.label).toContain('A ');
    expect(stops.filter((stop) => stop.inSidebar || !stop.visible)).toEqual([]);

    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(250);
    for (let i = 0; i < 20; i += 1) {
      expect((await focused(page)).inSidebar).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(250);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menu');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inSidebar).toBe(false);
  });

  it('traps focus inside an open modal and returns it to the opener on close', async () => {
    const page = await open(1280, account);
    await page.goto(url(`${paths.dashboard}/${segments.services}`));
    await settle(page);
    const card = page.locator('button[data-service]').first();
    const serviceId = await card.getAttribute('data-service');
    await card.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();

    for (let i = 0; i < 30; i += 1) {
      expect((await focused(page)).inDialog, `Tab ${i}`).toBe(true);
      await page.keyboard.press('Tab');
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inDialog, `Shift+Tab ${i}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-service')), { timeout: 2000 })
      .toBe(serviceId);

    await page.goto(url(`${paths.dashboard}/${segments.apiKeys}`));
    await settle(page);
    const regenerate = page.getByRole('button', { name: 'Gerar nova chave' });
    await regenerate.click();
    await page.getByRole('dialog').waitFor();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, `confirmation Tab ${i}`).toBe(true);
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 2000 })
      .toContain('Gerar nova chave');
  });

  it('gives every route a document title of its own, in the reader language', async () => {
    const titles = async (language: 'pt' | 'en') => {
      const visitor = await open(1280, false);
      const customer = await open(1280, language === 'pt' ? account : polyglot);
      if (language !== 'pt') {
        await visitor.goto(url(paths.home));
        await setLanguage(visitor, language);
        await customer.goto(url(paths.dashboard));
        await setLanguage(customer, language);
      }
      const out: Record<string, string> = {};
      for (const [page, routes] of [
        [visitor, [paths.home, paths.login, paths.register, paths.terms, paths.privacy]],
        [customer, [...dashboardRoutes, billingPages.cancelled]],
      ] as const) {
        for (const route of routes) {
          await page.goto(url(route));
          await settle(page);
          out[route] = await page.title();
        }
      }
      return out;
    };
    const pt = await titles('pt');
    const en = await titles('en');
    for (const list of [pt, en]) {
      const values = Object.values(list);
      expect(new Set(values).size, JSON.stringify(list)).toBe(values.length);
      for (const title of values) expect(title).toMatch(/Alquimia$/);
    }
    expect(pt[`${paths.dashboard}/${segments.services}`]).toBe('Serviços · Alquimia');
    expect(en[`${paths.dashboard}/${segments.services}`]).toBe('Services · Alquimia');
    expect(en[paths.login]).not.toBe(pt[paths.login]);
  });

  it('names the wrong field in form errors and ties the message to it', async () => {
    const page = await open(1280, false);
    await page.goto(url(paths.register));
    await settle(page);
    await page.locator('input[name="name"]').fill('Ana');
    await page.locator('form button[type="submit"]').click();
    const email = page.locator('input[name="email"]');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const message = await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent();
    expect(message).toContain('Email');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.locator('input[name="name"]').getAttribute('aria-invalid')).toBeNull();
  });
});
