import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type PageOptions } from './browser.js';

export interface BrowserSession {
  /** The file's browser, launched before its first test. */
  readonly browser: Browser;
  /** A fresh context and page (`openPage`) with the file's defaults, closed after its last test. */
  open(options?: Partial<PageOptions>): Promise<{ context: BrowserContext; page: Page }>;
  /** Closes a context the test made itself after the file's last test, with the others. */
  keep(context: BrowserContext): BrowserContext;
}

/** One browser for a test file: launched in `beforeAll`, closed in `afterAll` with every context it opened. */
export function fileBrowser(defaults: PageOptions): BrowserSession {
  let launched: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await launched?.close();
  });
  const session: BrowserSession = {
    get browser() {
      if (launched === undefined) throw new Error('the browser is launched in beforeAll');
      return launched;
    },
    async open(options = {}) {
      const opened = await openPage(session.browser, { ...defaults, ...options });
      contexts.push(opened.context);
      return opened;
    },
    keep(context) {
      contexts.push(context);
      return context;
    },
  };
  return session;
}
