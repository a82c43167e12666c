import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveWeb } from '../infra/local/gateway/static.js';
import { webDistDir, webNeedsBuild } from '../infra/local/web-build.js';
import { chromiumPath, launchArgs } from '../test/e2e/support/browser.js';
import { categoryBudgets, categoryIds, metricBudgets, runsPerLanguage } from './lighthouse-budgets.js';
import {
  formatTable,
  judge,
  type LighthouseFigures,
  medianFigures,
  readLighthouseResult,
} from './lighthouse-report.js';
import { withoutScripts } from './support/landing-pages.js';
import { loadLine } from './support/machine.js';

/**
 * `npm run bench -- lighthouse`: Lighthouse (the pinned dev dependency) on the production build of the landing, in
 * Portuguese at `/` (the prerendered default) and in English at `/?lang=en` (the site's language link: the boot
 * script puts the English markup in place before the first paint, web/src/prerender/state.ts), with Lighthouse's
 * default mobile emulation and simulated throttling. The median of `runsPerLanguage` runs per language, each
 * figure against its budget (bench/lighthouse-budgets.ts) and beside an anchor measured in the same rounds: the
 * Portuguese landing's HTML with every script removed, what the machine gives a page that runs nothing. Exits 1
 * when a budget fails. Builds nothing: run `npm run build` first. `LIGHTHOUSE_RUNS=1` for a quick look;
 * `LIGHTHOUSE_SAVE=dir` keeps each run's Lighthouse JSON there (open it in Lighthouse's report viewer).
 *
 * The site is served from loopback as CloudFront serves it: the built files as the local gateway serves them
 * (compressed, cached), index.html for any route, and the production security headers. The API is not running:
 * its paths answer 404 and are listed (Lighthouse's full-page screenshot, taken after the measured load, brings
 * the catalogue into view and wakes the app). The browser is the browser tests' Debian Chromium, never a download,
 * and it sends everything off loopback to a proxy on loopback that refuses it: the page's own requests off
 * loopback fail the bench; the browser's own background requests are counted and shown.
 */

const root = process.cwd();

/**
 * The production Content-Security-Policy (infra/aws/stacks/web-stack.ts) over plain-HTTP loopback: no S3 or
 * Cognito origins (nothing here reaches them) and no `upgrade-insecure-requests` (there is no HTTPS here).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const anchorPath = '/anchor-without-scripts';

const pages = [
  { name: 'pt', path: '/' },
  { name: 'en', path: '/?lang=en' },
  { name: 'anchor', path: anchorPath },
] as const;

const languages = ['pt', 'en'] as const;

/** Chromium features that call Google in the background (time, autofill, hints): off, so fewer are refused. */
const quietFeatures = 'AutofillServerCommunication,NetworkTimeServiceQuerying,OptimizationHints,MediaRouter,Translate';

const listen = async (server: Server | TcpServer): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const close = (server: Server | TcpServer): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

/** The built site as CloudFront serves it, and the anchor page; the API's paths answer 404 and are noted. */
function siteServer(dist: string, apiCalls: Set<string>): Server {
  const anchorHtml = withoutScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  return createHttpServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (pathname.startsWith('/api/') || pathname === '/config.json') {
      apiCalls.add(pathname);
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end('{"status":404}');
    } else if (pathname === anchorPath) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(anchorHtml);
    } else serveWeb(dist, pathname, req.method ?? 'GET', res);
  });
}

/**
 * The browser's proxy for everything off loopback (Chromium sends loopback direct): it answers 403 to each request
 * and notes its first line, so nothing leaves the machine and the bench sees what was tried.
 */
function refusingProxy(refused: Set<string>): TcpServer {
  return createTcpServer((socket) => {
    socket.once('data', (data) => {
      const [method = '?', target = '?'] = data.toString('latin1').split(' ');
      refused.add(`${method} ${target.replace(/\?.*$/, '')}`);
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
    socket.on('error', () => socket.destroy());
  });
}

/** One Lighthouse run in a fresh browser (no cache, no storage), mobile defaults. */
async function runLighthouse(url: string, proxyPort: number): Promise<{ lhr: unknown; ms: number }> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    // The browser tests' flags, Brazilian Portuguese included: `/` is the Portuguese landing, `?lang=en` the English.
    args: [
      ...launchArgs,
      '--disable-default-apps',
      `--disable-features=${quietFeatures}`,
      `--proxy-server=http://127.0.0.1:${proxyPort}`,
    ],
  });
  try {
    const page = await browser.newPage();
    const started = performance.now();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { lhr: result.lhr, ms: performance.now() - started };
  } finally {
    await browser.close();
  }
}

export default async function benchLighthouse(): Promise<void> {
  // bench/run.ts exits 0 once a bench returns: a missed budget exits 1 here, once the servers are closed.
  if (!(await measure())) process.exit(1);
}

async function measure(): Promise<boolean> {
  const dist = webDistDir(root);
  const index = join(dist, 'index.html');
  if (!existsSync(index) || !readFileSync(index, 'utf8').includes('<h1')) {
    process.stderr.write(`${index} is missing or holds no prerendered landing: run \`npm run build\` first\n`);
    return false;
  }
  if (webNeedsBuild(root, true))
    process.stdout.write(
      'note: dist/web is older than web/ or shared/: `npm run build` to measure the sources as they are\n',
    );
  const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || runsPerLanguage);
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const gzipBytesOf = (pathname: string): number => gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length;
  process.stdout.write(loadLine('start'));
  const apiCalls = new Set<string>();
  const refused = new Set<string>();
  const site = siteServer(dist, apiCalls);
  const proxy = refusingProxy(refused);
  const origin = `http://127.0.0.1:${await listen(site)}`;
  const proxyPort = await listen(proxy);
  try {
    const runs = new Map<string, LighthouseFigures[]>(pages.map(({ name }) => [name, []]));
    const times: number[] = [];
    // The pages in turn within each round, the order reversed every other round, so machine noise falls on all.
    for (let round = 0; round < rounds; round++) {
      for (const { name, path } of round % 2 === 0 ? pages : [...pages].reverse()) {
        const { lhr, ms } = await runLighthouse(`${origin}${path}`, proxyPort);
        if (saveDir) writeFileSync(join(saveDir, `${name}-${round + 1}.json`), JSON.stringify(lhr));
        runs.get(name)?.push(readLighthouseResult(lhr, gzipBytesOf));
        times.push(ms);
      }
    }
    const median = (name: string): LighthouseFigures => medianFigures(runs.get(name) ?? []);
    const anchor = median('anchor');
    const rows = languages.flatMap((language) => judge(language, median(language), anchor));
    process.stdout.write(
      `Lighthouse mobile (default emulation and simulated throttling), median of ${rounds} run(s) per page; ` +
        `one run took ${(Math.min(...times) / 1000).toFixed(1)}–${(Math.max(...times) / 1000).toFixed(1)} s; ` +
        `anchor: the pt landing's HTML without its scripts\n`,
    );
    process.stdout.write(`${formatTable(rows)}\n`);
    for (const language of languages) {
      const figures = median(language);
      process.stdout.write(
        `${language}: scripts on the wire ${(figures.scriptWireBytes / 1024).toFixed(1)} KB (brotli, with headers); ` +
          `Lighthouse's CPU benchmark of this machine ${figures.benchmarkIndex.toFixed(0)}\n`,
      );
      for (const problem of figures.problems) process.stdout.write(`${language}: Lighthouse warned: ${problem}\n`);
    }
    process.stdout.write('budgets:\n');
    for (const reason of new Set([...categoryBudgets, ...metricBudgets].map((budget) => budget.reason)))
      process.stdout.write(`  ${reason}\n`);
    if (apiCalls.size > 0) process.stdout.write(`API paths asked (answered 404): ${[...apiCalls].join(', ')}\n`);
    if (refused.size > 0)
      process.stdout.write(
        `refused off loopback (the page's own are the table's last row; the rest are Chromium's background calls): ${[...refused].join(', ')}\n`,
      );
    const anchorTbt = anchor.metrics.tbt;
    const tbtBudget = metricBudgets.find((budget) => budget.id === 'tbt')?.limit ?? 0;
    if (!(anchorTbt <= tbtBudget))
      process.stdout.write(
        `note: the anchor runs no script and still blocks ${anchorTbt.toFixed(0)} ms (budget ${tbtBudget} ms): ` +
          'the machine is too busy for TBT and the performance score to judge the page; read them against the anchor\n',
      );
    process.stdout.write(loadLine('end'));
    const failed = rows.filter((row) => !row.met);
    if (failed.length === 0) return true;
    process.stderr.write(`Over budget: ${failed.map((row) => `${row.language} ${row.name}`).join(', ')}\n`);
    return false;
  } finally {
    await close(site);
    await close(proxy);
  }
}
