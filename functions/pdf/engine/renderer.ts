import { access } from 'node:fs/promises';
import { Socket } from 'node:net';
import puppeteer, { type Browser, type HTTPRequest, type Page, type PaperFormat } from 'puppeteer-core';
import { timeLimitText, withDeadline } from '../../../shared/deadline.js';
import { stoppedByDeadline } from '../../core/deadline.js';
import { AppError, engineUnavailable } from '../../core/errors.js';
import { fontsDir as bundledFontsDir } from '../../core/fonts.js';
import { unpackGzippedChromium } from './chromium-unpack.js';
import { browserEnvironment } from './fontconfig.js';

/** HTML → PDF behind a small interface so operations and tests do not depend on how a browser is found. */
export interface RenderOptions {
  readonly format: PaperFormat;
  readonly landscape: boolean;
  readonly printBackground: boolean;
  readonly margin: { readonly top: string; readonly right: string; readonly bottom: string; readonly left: string };
}

export interface HtmlRenderer {
  render(html: string, options: RenderOptions, signal?: AbortSignal): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The Chromium renderer, which can also start its browser ahead of the first render. */
export interface ChromiumRenderer extends HtmlRenderer {
  /**
   * Starts finding, unpacking and launching the browser (and opens one page); the first render awaits that start.
   * The promise settles when the start has, and never rejects: a start that failed is answered by that render (its
   * problem, as if it had started the browser itself) and the render after it starts again.
   */
  start(): Promise<void>;
}

export interface BrowserLocation {
  readonly executablePath: string;
  /** `shell` for @sparticuz/chromium's headless shell; `true` for a full Chromium (Debian, CI). */
  readonly headless: true | 'shell';
  readonly args: readonly string[];
}

export interface ChromiumRendererOptions {
  /** Finds the browser; undefined → 503 engine_unavailable (uncharged). Called once, at the first render. */
  readonly locate: () => Promise<BrowserLocation | undefined>;
  readonly timeoutMs?: number;
  /** Called for every sub-resource request the page tried and was refused (for logs and tests). */
  readonly onBlocked?: (url: string) => void;
  /** Locked-down pages kept open between requests. Default 2. */
  readonly poolSize?: number;
  /** Renders after which a page is retired and a fresh one opened. Default 200. */
  readonly maxRendersPerPage?: number;
  /** The fonts Chromium may use (and the only ones): the shared set of functions/core/fonts.ts by default. */
  readonly fontsDir?: () => string;
}

/** A locked-down page, reused for up to `maxRendersPerPage` documents. */
interface Slot {
  readonly page: Page;
  renders: number;
}

/**
 * Flags dropped from @sparticuz/chromium's defaults because they loosen what a page may do. `--single-process`
 * stays: on Lambda a separate renderer process fails to start (`prctl(PR_SET_NO_NEW_PRIVS) failed`), and that flag
 * is also why the pages share the default browser context (see createChromiumRenderer).
 */
const unsafeArgs = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--allow-file-access-from-files',
]);

const baseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  // Belt and braces: navigations (iframes, meta refresh) make Chromium preconnect to the target before request
  // interception sees them. Routing everything, loopback included, through an unreachable proxy means even
  // those speculative sockets never reach the address in the HTML.
  '--proxy-server=http://255.255.255.255:1',
  '--proxy-bypass-list=<-loopback>',
];

/** The command line a browser is launched with: its own flags less the unsafe ones, plus the lock-down flags. */
export function launchArgs(location: BrowserLocation): string[] {
  return [...new Set([...location.args.filter((a) => !unsafeArgs.has(a)), ...baseArgs])];
}

/**
 * A warm browser must not keep a process alive by itself (the local platform and test runners exit when their
 * work is done); puppeteer still kills it when the process exits.
 */
function detachFromEventLoop(browser: Browser): void {
  const child = browser.process();
  child?.unref();
  for (const stream of child?.stdio ?? []) {
    if (stream instanceof Socket) stream.unref();
  }
}

/**
 * Chromium via puppeteer-core, one browser per process. The page runs with JavaScript disabled and request
 * interception that lets only `data:` and `about:blank` through: images, styles, fonts, frames, redirects and
 * navigations to anything else (http, file, metadata addresses) are aborted before Chromium opens a connection.
 * Content goes in with setContent; the page never navigates to a URL, because a `file:` page could read local files.
 *
 * Locked-down pages are kept and reused: opening a page costs several renders of a one-page document, so a page
 * per request would dominate. They live in the browser's default context: @sparticuz/chromium runs with
 * `--single-process`, and that headless shell dies as soon as a page opens in a second (incognito) context. Sharing
 * it is safe here because a document cannot leave anything for the next one to see: without JavaScript and without
 * network it stores nothing (no cookies, storage or service workers) and reads nothing, and setContent replaces it
 * whole. A page that failed or timed out is closed, never reused, and every page is retired after
 * `maxRendersPerPage` renders.
 *
 * Text is drawn only with the bundled fonts (DejaVu Sans, Droid Sans Fallback for CJK, Symbola for emoji), through
 * a fontconfig file written under the OS temp dir; the browser's HOME is there too, the one writable place on Lambda.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions): ChromiumRenderer {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const poolSize = options.poolSize ?? 2;
  const maxRenders = options.maxRendersPerPage ?? 200;
  let browser: Promise<Browser> | undefined;
  let idle: Slot[] = [];

  const launch = async (): Promise<Browser> => {
    const location = await options.locate().catch(() => undefined);
    if (!location) throw engineUnavailable('pdf.html-to-pdf');
    try {
      await access(location.executablePath);
      const fonts = await browserEnvironment((options.fontsDir ?? bundledFontsDir)());
      const launched = await puppeteer.launch({
        executablePath: location.executablePath,
        headless: location.headless,
        args: launchArgs(location),
        // process.env carries what @sparticuz/chromium set up on Lambda (LD_LIBRARY_PATH to its libraries).
        env: { ...process.env, ...fonts },
        pipe: true,
        timeout: 30_000,
      });
      detachFromEventLoop(launched);
      return launched;
    } catch (cause) {
      throw new AppError('engine_unavailable', 'The HTML renderer could not start.', { cause });
    }
  };

  const getBrowser = async (): Promise<Browser> => {
    browser ??= launch();
    try {
      const b = await browser;
      if (b.connected) return b;
    } catch (error) {
      browser = undefined;
      throw error;
    }
    idle = [];
    browser = launch();
    return browser;
  };

  const intercept = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (url.startsWith('data:') || url === 'about:blank') {
      void request.continue();
    } else if (request.isNavigationRequest()) {
      // An aborted navigation (meta refresh, link target) would replace the document with an error page;
      // a 204 answered here (no network) tells Chromium to stay on the current document.
      options.onBlocked?.(url);
      void request.respond({ status: 204, body: '' });
    } else {
      options.onBlocked?.(url);
      void request.abort('blockedbyclient');
    }
  };

  const open = async (b: Browser): Promise<Slot> => {
    const page = await b.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', intercept);
      return { page, renders: 0 };
    } catch (error) {
      await page.close().catch(() => undefined);
      throw error;
    }
  };

  const discard = (slot: Slot): void => {
    void slot.page.close().catch(() => undefined);
  };

  const take = async (b: Browser): Promise<Slot> => {
    for (let slot = idle.pop(); slot; slot = idle.pop()) {
      if (b.connected && !slot.page.isClosed()) return slot;
      discard(slot);
    }
    return open(b);
  };

  /** Back to the pool after a clean render, unless it is worn out or the pool is full. */
  const release = (b: Browser, slot: Slot): void => {
    slot.renders++;
    if (b.connected && !slot.page.isClosed() && slot.renders < maxRenders && idle.length < poolSize) idle.push(slot);
    else discard(slot);
  };

  return {
    async start() {
      if (browser !== undefined) return;
      const started = launch();
      browser = started;
      let b: Browser;
      try {
        b = await started;
      } catch {
        // The first render (getBrowser) answers this failure.
        return;
      }
      // Opening the first page is part of the first render's cost: a page in the pool before it comes.
      const slot = await open(b).catch(() => undefined);
      if (slot === undefined) return;
      if (browser === started && b.connected && idle.length < poolSize) idle.push(slot);
      else discard(slot);
    },
    async render(html, renderOptions, signal) {
      const b = await getBrowser();
      // withDeadline holds its timer until the render settles (shared/deadline.ts says why a bare
      // AbortSignal.timeout combined with the caller's signal is not enough).
      return withDeadline({ signal, timeoutMs }, async (stop) => {
        let slot: Slot | undefined;
        let clean = false;
        const onAbort = () => void slot?.page.close().catch(() => undefined);
        stop.addEventListener('abort', onAbort, { once: true });
        try {
          slot = await take(b);
          if (stop.aborted) throw stop.reason;
          const { page } = slot;
          await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
          const pdf = await page.pdf({
            format: renderOptions.format,
            landscape: renderOptions.landscape,
            printBackground: renderOptions.printBackground,
            margin: renderOptions.margin,
            timeout: timeoutMs,
          });
          clean = !stop.aborted;
          return pdf;
        } catch (error) {
          if (stop.aborted) {
            // The renderer's own limit says how long it was; a caller's deadline says only that time ran out.
            if (signal?.aborted)
              throw stoppedByDeadline(signal, 'The request ran out of time before the HTML was rendered.');
            const detail = `The HTML did not render within ${timeLimitText(timeoutMs)}.`;
            throw new AppError('timeout', detail, { cause: error });
          }
          if (error instanceof AppError) throw error;
          throw new AppError('unprocessable_input', 'html: the document could not be rendered.', { cause: error });
        } finally {
          stop.removeEventListener('abort', onAbort);
          if (slot) {
            if (clean) release(b, slot);
            else discard(slot);
          }
        }
      });
    },
    async close() {
      const current = browser;
      const pages = idle;
      browser = undefined;
      idle = [];
      await Promise.all(pages.map((slot) => slot.page.close().catch(() => undefined)));
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}

const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * @sparticuz/chromium's headless shell, the Lambda browser, with the flags it needs there. Its first call unpacks the
 * binary (and its libraries on Amazon Linux) into the OS temp dir, from the gzip the asset holds (chromium-unpack.ts)
 * or else the package's brotli; later calls in the process reuse it.
 */
export async function sparticuzChromium(): Promise<BrowserLocation> {
  // Imported first: importing it points the library path and fontconfig at what the unpacking writes.
  const { default: chromium } = await import('@sparticuz/chromium');
  // JavaScript is off, so WebGL can never run: no SwiftShader flags.
  chromium.setGraphicsMode = false;
  const executablePath = (await unpackGzippedChromium()) ?? (await chromium.executablePath());
  return { executablePath, headless: 'shell', args: chromium.args };
}

/**
 * Where the browser is: an explicit path (Debian `/usr/bin/chromium` locally and in CI, via CHROMIUM_PATH), else
 * @sparticuz/chromium's bundled headless shell (Lambda; unpacked to /tmp on first use).
 */
export function locateChromium(explicitPath: string | undefined): () => Promise<BrowserLocation | undefined> {
  return async () => {
    if (explicitPath) return { executablePath: explicitPath, headless: true, args: [] };
    try {
      return await sparticuzChromium();
    } catch {
      // Not unpackable here (unusual platform, read-only temp dir): a system Chromium still serves.
      for (const path of systemChromiumPaths) {
        if (
          await access(path).then(
            () => true,
            () => false,
          )
        )
          return { executablePath: path, headless: true, args: [] };
      }
      return undefined;
    }
  };
}
