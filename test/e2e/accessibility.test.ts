import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { imageHistory } from '../../shared/operations/image.js';
import { billingPages } from '../../shared/plans.js';
import { paths } from '../../web/src/config/paths.js';
import { verifyEmailPath } from '../../web/src/features/auth/lib/verify-link.js';
import { en as dashboardEn } from '../../web/src/features/dashboard/i18n/en.js';
import { es as dashboardEs } from '../../web/src/features/dashboard/i18n/es.js';
import { fr as dashboardFr } from '../../web/src/features/dashboard/i18n/fr.js';
import { en as keysEn } from '../../web/src/features/dashboard/i18n/keys/en.js';
import { es as keysEs } from '../../web/src/features/dashboard/i18n/keys/es.js';
import { fr as keysFr } from '../../web/src/features/dashboard/i18n/keys/fr.js';
import { pt as keysPt } from '../../web/src/features/dashboard/i18n/keys/pt.js';
import { pt as dashboardPt } from '../../web/src/features/dashboard/i18n/pt.js';
import { segments } from '../../web/src/features/dashboard/paths.js';
import { publicDocsPath } from '../../web/src/features/docs/route.js';
import { en as imageEn } from '../../web/src/features/image-generator/i18n/en.js';
import { es as imageEs } from '../../web/src/features/image-generator/i18n/es.js';
import { fr as imageFr } from '../../web/src/features/image-generator/i18n/fr.js';
import { pt as imagePt } from '../../web/src/features/image-generator/i18n/pt.js';
import { type Language, languages, localeTags } from '../../web/src/i18n/languages.js';
import { en as commonEn } from '../../web/src/i18n/locales/en.js';
import { es as commonEs } from '../../web/src/i18n/locales/es.js';
import { fr as commonFr } from '../../web/src/i18n/locales/fr.js';
import { pt as commonPt } from '../../web/src/i18n/locales/pt.js';
import { type Registrant, register } from './support/account.js';
import { isLoopback, launchBrowser, saveScreenshot } from './support/browser.js';

/**
 * WCAG 2.1 AA in the browser, in each of the four languages: axe-core on every route of the app (public pages,
 * every dashboard route — taken from the route tables, so a new page is checked without editing this file — and
 * the payment pages, on a desktop and the dashboard shell on a phone) and on every dialog opened (service details,
 * API key regeneration, the webhook secret and its rotation, the image generator's cURL, debug and image dialogs,
 * the dashboard drawer, the site menu): no serious or critical violation. Each route also has a document title of
 * its own and `<html lang>` naming the reader's language. Plus what axe cannot see: Tab order with the mobile
 * drawer closed, focus kept inside an open modal and given back on close, and form errors tied to their field.
 *
 * One browser, and per language one visitor and one signed-in page that move from route to route inside the app
 * (as a reader following links does), keep the file within a few minutes on two cores.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Each route once: the docs router's public path is also in `paths` (loaded and checked twice, it cost a sweep of
// the file's heaviest page per language).
const publicRoutes = [
  ...new Set([
    ...Object.values(paths).flatMap((path) => (typeof path === 'string' && path !== paths.dashboard ? [path] : [])),
    publicDocsPath,
    // The reset page as a valid e-mailed link opens (the bare path shows the invalid-link state).
    `${paths.resetPassword}?code=123456&email=ana%40example.com&type=recovery`,
    // The e-mail verification link without its code: the invalid-link state (with a code it needs a session).
    verifyEmailPath,
  ]),
];
const dashboardRoutes = [
  paths.dashboard,
  ...Object.values(segments).map((segment) => `${paths.dashboard}/${segment}`),
  // An unknown dashboard address: its not-found page inside the dashboard.
  `${paths.dashboard}/nao-existe`,
];
const paymentRoutes = [`${billingPages.success}?session_id=cs_test_missing`, billingPages.cancelled];
const servicesRoute = `${paths.dashboard}/${segments.services}`;

/** The texts the test clicks by, from the app's own catalogues (a missing translation fails here too). */
const texts = {
  pt: { common: commonPt, dashboard: dashboardPt, keys: keysPt.keys, image: imagePt },
  en: { common: commonEn, dashboard: dashboardEn, keys: keysEn.keys, image: imageEn },
  es: { common: commonEs, dashboard: dashboardEs, keys: keysEs.keys, image: imageEs },
  fr: { common: commonFr, dashboard: dashboardFr, keys: keysFr.keys, image: imageFr },
} as const;

const stamp = Date.now();
// The language chosen on a device wins over the profile's there, so one account serves the four languages.
const account: Registrant = { name: 'Ana Acessível', email: `a11y-${stamp}@example.test`, password: 'senha-a11y-1' };

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
let browser: Browser;
let session: Session;
const contexts: BrowserContext[] = [];
const inFlight = new WeakMap<Page, Set<Request>>();

/** The signed-in session with the language chosen on that device (the sign-up page stored pt). */
const sessionIn = (language: Language): Session => ({
  ...session,
  origins: session.origins.map((origin) => ({
    ...origin,
    localStorage: [
      ...origin.localStorage.filter((entry) => entry.name !== 'preferredLanguage'),
      { name: 'preferredLanguage', value: language },
    ],
  })),
});

/**
 * A page in a context of its own with loopback-only traffic, reduced motion (no mid-animation colours), the
 * language's browser locale and stored choice, and optionally the account's session. Its requests are counted so
 * `settle` can tell when the network is quiet.
 */
const open = async (width: number, signedIn: boolean, language: Language = 'pt'): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: localeTags[language],
    ...(signedIn ? { storageState: sessionIn(language) } : {}),
  });
  contexts.push(context);
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
  await context.addInitScript((value) => {
    // Not on about:blank (a new page's first document), which has no storage and throws on access.
    if (window.location.origin === 'null') return;
    if (!window.localStorage.getItem('preferredLanguage')) window.localStorage.setItem('preferredLanguage', value);
  }, language);
  const page = await context.newPage();
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
};

/** Registers through the form (which signs the customer in) and waits for the dashboard's content. */
const signUpAndIn = async (page: Page, who: Registrant) => {
  await register(page, baseUrl, who);
  await page.locator('main#dashboard-content').waitFor({ timeout: 30_000 });
};

/** Resolves once no request of the page has been pending for `quietMs` (or after `limitMs` regardless). */
const networkQuiet = async (page: Page, quietMs = 150, limitMs = 5_000) => {
  const pending = inFlight.get(page) ?? new Set();
  const deadline = Date.now() + limitMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** A loading indicator (the Spinner component, or a busy region) still on the page. */
const loadingSelector = '[role="status"] > span[aria-hidden="true"]:first-child, [aria-busy="true"]:not(button)';

/**
 * Waits for the route to settle: the page's own title and the reader's `<html lang>` in place, the network quiet,
 * and no loading indicator left. `previousTitle` is the title before a navigation inside the app.
 */
const settle = async (page: Page, language: Language, previousTitle?: string) => {
  const ready = (state: { tag: string; previous: string | null; loading: string }) =>
    document.documentElement.lang === state.tag &&
    / · Alquimia$/.test(document.title) &&
    document.title !== state.previous &&
    document.querySelector(state.loading) === null;
  const state = { tag: localeTags[language], previous: previousTitle ?? null, loading: loadingSelector };
  await page.waitForFunction(ready, state, { timeout: 10_000 }).catch(() => undefined);
  await networkQuiet(page);
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, loadingSelector, { timeout: 5_000 })
    .catch(() => undefined);
};

/** The title in the HTML the server sends for `route` (the prerendered landing's), before the app sets its own. */
const servedTitle = async (route: string): Promise<string | undefined> =>
  /<title>([^<]*)<\/title>/.exec(await (await fetch(url(route))).text())?.[1];

/** Goes to `route` inside the app (history push, as a link does) once a page has loaded, else loads it. */
const visit = async (page: Page, route: string, language: Language) => {
  if (page.url() === 'about:blank') {
    // Another route's first load settles once the app has replaced the served title (a loaded machine once read
    // the dashboard before it had): only the landing keeps it.
    const served = route === paths.home ? undefined : await servedTitle(route);
    await page.goto(url(route));
    // The landing's sections fill in as the reader scrolls toward them (web/src/prerender/wake.ts).
    if (route === paths.home) await page.mouse.wheel(0, 400);
    await settle(page, language, served);
    return;
  }
  const current = new URL(page.url());
  const previous = `${current.pathname}${current.search}` === route ? undefined : await page.title();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await settle(page, language, previous);
};

const violationSchema = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullable().optional(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()), failureSummary: z.string().optional() })),
  }),
);

/**
 * axe-core's serious and critical violations on the page as it is now (or only inside `scope`, a selector), one
 * readable line per failing node.
 */
const seriousViolations = async (page: Page, scope?: string): Promise<string[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axePath });
  const raw: unknown = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<unknown> } }).axe;
    const context = selector === null ? document : { include: [[selector]] };
    const results = await axe.run(context, { resultTypes: ['violations'], reporter: 'no-passes' });
    return (results as { violations: unknown }).violations;
  }, scope ?? null);
  return violationSchema
    .parse(raw)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`),
    );
};

/** What a route shows: its title, the document language, and axe's findings. */
const inspect = async (page: Page) => ({
  title: await page.title(),
  lang: await page.evaluate(() => document.documentElement.lang),
  violations: await seriousViolations(page),
});

/** Resolves once no finite animation or transition runs (a dialog's fade, the drawer's slide); spinners spin on. */
const motionless = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );

/** The dashboard's sidebar is on screen: the phone drawer has slid in. */
const drawerOpen = (page: Page) =>
  page.waitForFunction(() => {
    const aside = document.querySelector('aside');
    return aside !== null && aside.getBoundingClientRect().left === 0;
  });

/**
 * Opens a modal with `opener`, checks it, and closes it with Escape (or leaves it open with `keepOpen`). The page
 * behind is inert while it is open and was checked on its own, so axe reads the dialog only.
 */
const checkDialog = async (page: Page, opener: () => Promise<void>, keepOpen = false): Promise<string[]> => {
  await opener();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await networkQuiet(page);
  await motionless(page);
  const found = await seriousViolations(page, '[role="dialog"]');
  if (!keepOpen) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return found;
};

/** Per language: a visitor's page and a signed-in page, reused by every check in that language. */
const pages = new Map<Language, { visitor: Page; customer: Page }>();
const pagesFor = async (language: Language) => {
  const existing = pages.get(language);
  if (existing) return existing;
  const created = { visitor: await open(1280, false, language), customer: await open(1280, true, language) };
  pages.set(language, created);
  return created;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await open(1280, false);
  await signUpAndIn(page, account);
  session = await page.context().storageState();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.1 AA) in every language', () => {
  it.each(languages)(
    'finds no serious or critical violation on any route in %s, each with its own title and the language set',
    async (language) => {
      const { visitor, customer } = await pagesFor(language);
      const seen: Record<string, Awaited<ReturnType<typeof inspect>>> = {};
      for (const [page, routes] of [
        [visitor, publicRoutes],
        [customer, [...dashboardRoutes, ...paymentRoutes]],
      ] as const) {
        for (const route of routes) {
          await visit(page, route, language);
          seen[route] = await inspect(page);
        }
      }

      const violations = Object.entries(seen).flatMap(([route, s]) => s.violations.map((v) => `${route}: ${v}`));
      expect(violations).toEqual([]);
      const wrongLanguage = Object.entries(seen).filter(([, s]) => s.lang !== localeTags[language]);
      expect(wrongLanguage.map(([route, s]) => `${route}: ${s.lang}`)).toEqual([]);
      // A title of its own per route (the reset link and the bare reset path share the reset page's title).
      const titles = Object.entries(seen)
        .filter(([route]) => !route.startsWith(`${paths.resetPassword}?`))
        .map(([route, s]) => [route, s.title] as const);
      for (const [route, title] of titles) expect(title, route).toMatch(/^.+ · Alquimia$/);
      expect(new Set(titles.map(([, title]) => title)).size, JSON.stringify(titles)).toBe(titles.length);
      const servicesTitle = `${texts[language].dashboard.sidebar.services} · Alquimia`;
      expect(seen[servicesRoute]?.title).toBe(servicesTitle);
    },
    // Generous: with the two cores shared with other suites, one language's sweep has taken two minutes.
    300_000,
  );

  it.each(languages)(
    'finds no serious or critical violation in any open dialog or drawer in %s',
    async (language) => {
      const { common, dashboard, keys, image } = texts[language];
      const { visitor, customer: page } = await pagesFor(language);
      const found: Record<string, string[]> = {};

      await visit(page, servicesRoute, language);
      const cards = page.locator('button[data-service]');
      for (const index of [0, (await cards.count()) - 1]) {
        found[`service details ${index}`] = await checkDialog(page, () => cards.nth(index).click());
      }
      await saveScreenshot(page, `a11y/services-${language}`);

      await visit(page, `${paths.dashboard}/${segments.apiKeys}`, language);
      const { apiKey } = dashboard;
      found['regenerate key'] = await checkDialog(page, () =>
        page.getByRole('button', { name: apiKey.regenerate }).first().click(),
      );
      await page.getByRole('button', { name: apiKey.webhook.show, exact: true }).click();
      await expect.poll(() => page.getByTestId('webhook-secret').textContent()).not.toContain('•');
      found['webhook rotation'] = await checkDialog(
        page,
        () => page.getByRole('button', { name: apiKey.webhook.rotate }).click(),
        true,
      );
      await page.getByRole('dialog').getByRole('button', { name: apiKey.webhook.rotateConfirm }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(apiKey.webhook.rotateSuccess).waitFor();
      // The secret shown, its copy button and date, and the success banner.
      found['webhook rotated'] = await seriousViolations(page);
      // The keys list's dialogs (docs/keys.md): create, and revoke's confirmation (both closed without acting).
      found['create key'] = await checkDialog(page, () => page.getByRole('button', { name: keys.create }).click());
      found['revoke key'] = await checkDialog(page, () =>
        page.getByRole('button', { name: keys.revokeNamed.replace('{{name}}', 'API Key Principal') }).click(),
      );

      // History as the API gives it once images were generated (the shared platform has no image provider).
      const record = (id: string, prompt: string) => ({
        id,
        created_at: new Date().toISOString(),
        storage_url: url('/favicon.svg'),
        positive_prompt: prompt,
        width: 512,
        height: 512,
        style: null,
        mood: null,
      });
      await page.route(
        (u) => u.pathname === imageHistory.path,
        (route) =>
          route.fulfill({
            json: { success: true, data: [record('a11y-1', 'um farol'), record('a11y-2', '')], nextCursor: null },
          }),
      );
      // A full load, not an in-app move: the route sweep may have cached the real (empty) history moments ago.
      const imageRoute = `${paths.dashboard}/${segments.imageGenerator}`;
      const served = await servedTitle(imageRoute);
      await page.goto(url(imageRoute));
      await settle(page, language, served);
      await page.getByTestId('history-grid').waitFor();
      found['image generator with history'] = await seriousViolations(page);
      found['image cURL'] = await checkDialog(page, () =>
        page.getByRole('button', { name: image.form.viewCurl }).click(),
      );
      found['image expanded'] = await checkDialog(page, () =>
        page.getByTestId('history-grid').locator('li button').first().click(),
      );
      await page.getByRole('tab', { name: image.tabs.script }).click();
      await networkQuiet(page);
      found['image generator script tab'] = await seriousViolations(page);
      await page.unrouteAll();

      // The phone layout differs in the shell (menu bar, closed drawer), not per page: the home covers it.
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, paths.dashboard, language);
      found['phone dashboard'] = await seriousViolations(page);
      await page.getByRole('button', { name: dashboard.sidebar.openMenu }).click();
      await drawerOpen(page);
      await motionless(page);
      found['dashboard drawer'] = await seriousViolations(page);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });

      // The site menu is the same on every public page: on the landing in pt (the phone landing checked too),
      // on the lighter terms page in the other languages.
      await visitor.setViewportSize({ width: 375, height: 800 });
      await visit(visitor, language === 'pt' ? paths.home : paths.terms, language);
      await visitor.getByRole('button', { name: common.nav.openMenu }).click();
      await visitor.getByTestId('mobile-menu').waitFor();
      await motionless(visitor);
      found['site menu'] = await seriousViolations(visitor);
      await visitor.getByRole('button', { name: common.nav.closeMenu }).click();
      await visitor.setViewportSize({ width: 1280, height: 800 });

      expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
    },
    240_000,
  );
});

describe('keyboard', () => {
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
    const { customer: page } = await pagesFor('pt');
    await page.setViewportSize({ width: 375, height: 800 });
    // A fresh load: the Tab order is counted from the start of the document.
    const served = await servedTitle(servicesRoute);
    await page.goto(url(servicesRoute));
    await settle(page, 'pt', served);

    const stops = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    // The page heading holds focus after a load (so a screen reader starts there): Tab goes on from the content.
    expect(stops.filter((stop) => stop.inSidebar || !stop.visible)).toEqual([]);

    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await drawerOpen(page);
    await motionless(page);
    await expect.poll(async () => (await focused(page)).inSidebar).toBe(true);
    for (let i = 0; i < 20; i += 1) {
      expect((await focused(page)).inSidebar).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menu');
    // The drawer has slid out (and left the Tab order) before the next Tab.
    await motionless(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inSidebar).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('traps focus inside an open modal and returns it to the opener on close', async () => {
    const { customer: page } = await pagesFor('pt');
    await visit(page, servicesRoute, 'pt');
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

    await visit(page, `${paths.dashboard}/${segments.apiKeys}`, 'pt');
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

  it('names the wrong field in form errors and ties the message to it', async () => {
    const { visitor: page } = await pagesFor('pt');
    await visit(page, paths.register, 'pt');
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
