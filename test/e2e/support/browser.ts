import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { guardConsole } from './console-guard.js';

/** Debian's Chromium (apt-get install chromium); playwright-core never downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The suite's Chromium flags; bench/lighthouse.bench.ts starts its browser with them too. */
export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The site follows the browser's language on a first visit; the suite's default visitor is Brazilian.
  '--lang=pt-BR',
];

/**
 * The suite's browser. Every context it opens, through `openPage` or `browser.newContext` alike, has its console
 * watched (support/console-guard.ts): a test fails on any error or warning the app writes there.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    guardConsole(context);
    return context;
  };
  return browser;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Everything but loopback is aborted, so a test can never reach the internet (fonts, wa.me, analytics…). */
export const isLoopback = (url: string): boolean => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'data:' || parsed.protocol === 'blob:' || loopbackHosts.has(parsed.hostname);
  } catch {
    return false;
  }
};

export interface PageOptions {
  readonly width: number;
  readonly height?: number;
  /** Value stored under `preferredLanguage` before any page script runs. */
  readonly language?: 'pt' | 'en' | 'es' | 'fr';
  /** The browser's language (`navigator.languages`, Accept-Language), e.g. `fr-FR`; pt-BR by default. */
  readonly locale?: string;
  /** A session taken from another context (`context.storageState()`), to open signed in without the forms. */
  readonly storageState?: StorageState;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * `state` without the language a page of its context stored, so the context's own `language` (or the browser's)
 * applies: a device's stored choice wins over everything else.
 */
export const withoutStoredLanguage = (state: StorageState): StorageState => ({
  ...state,
  origins: state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((entry) => entry.name !== 'preferredLanguage'),
  })),
});

/** A fresh context (own storage) and page at the given viewport, with non-loopback traffic blocked. */
export async function openPage(
  browser: Browser,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 800 },
    deviceScaleFactor: 1,
    locale: options.locale ?? 'pt-BR',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
  if (options.language) {
    await context.addInitScript((language: string) => {
      // Not on about:blank (a new page's first document), which has no storage and throws on access.
      if (window.location.origin === 'null') return;
      if (!window.localStorage.getItem('preferredLanguage')) window.localStorage.setItem('preferredLanguage', language);
    }, options.language);
  }
  const page = await context.newPage();
  return { context, page };
}

export const screenshotDir = join(process.cwd(), 'screenshots');

/** Full-page PNG under screenshots/ (git-ignored), for a human to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
