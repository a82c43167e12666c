/**
 * Prerenders the landing page into the built `index.html` in every language, so its hero (the page's largest
 * paint) shows from HTML before any script has run, whatever the reader's language; the client then hydrates
 * it, piece by piece, once the page is idle (web/src/main.tsx). Run by the build itself (the
 * `alquimia-post-build` plugin in web/vite.config.ts), after the client bundle is written:
 * 1. an SSR build of `web/src/prerender/render.tsx` with the same Vite config (so the same CSS-module class
 *    names), every dependency bundled (react-dom/server included), into a temporary folder;
 * 2. its `renderLanding(language)` gives the landing's markup in each language;
 * 3. `web/src/prerender/boot.ts` is bundled into one tiny classic script, `assets/boot-<hash>.js`, named at the
 *    top of `<head>` and again at the end of `<body>`: it sets the page's language and puts the reader's
 *    language's markup in `#root` before the first paint, or drops the landing on another route;
 * 4. `index.html` gets the default language's markup in `#root`, the others in `<template>`s after it, the
 *    landing's title, the boot script, and the landing's stylesheets.
 * The stylesheets are render-blocking `<link>`s in `<head>`: the entry's (global styles) and those of the client
 * module that draws the landing (it is loaded later, but its rules must style the first paint), so the hero
 * paints styled with no critical-CSS inlining (which the CSP, `style-src 'self'`, would refuse anyway, as it
 * refuses inline scripts); the markup's few `style` attributes move into a small stylesheet of their own
 * (`extractStyles`).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { appScriptsMeta } from '../src/prerender/state.js';
import { chunkScripts, chunkStylesheets, landingClientModule, readManifest } from './manifest.js';

export interface PrerenderedPage {
  readonly html: string;
  readonly title: string;
  /** The `lang` attribute, `pt-BR`. */
  readonly lang: string;
  /** The app's name for the language, `pt`. */
  readonly language: string;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Between two pages' markup while their style attributes are extracted together (a comment, never in markup). */
const pageSeparator = '<!--alquimia-page-->';

/** The root element the page's markup goes into: exactly one, empty. */
const emptyRoot = '<div id="root"></div>';

const unescapeAttribute = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attribute that replaces a prerendered `style` attribute, matched by a rule of the page's own stylesheet. */
export const styleAttribute = 'data-prerender-style';

/**
 * Moves the markup's `style="…"` attributes into a stylesheet: the CSP (`style-src 'self'`) blocks style
 * attributes parsed from HTML, and hydration does not set them again, so the prerendered page would lose them
 * for good. Each becomes `data-prerender-style="n"` with the rule `[data-prerender-style="n"]{…}`; the client's
 * own style props, set later through the CSSOM, are allowed. Values inside text are escaped, so only attributes
 * match.
 */
export function extractStyles(html: string): { readonly html: string; readonly css: string } {
  const rules = new Map<string, number>();
  const replaced = html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const declarations = unescapeAttribute(value).trim();
    let index = rules.get(declarations);
    if (index === undefined) {
      index = rules.size;
      rules.set(declarations, index);
    }
    return ` ${styleAttribute}="${index}"`;
  });
  const css = [...rules].map(([declarations, index]) => `[${styleAttribute}="${index}"]{${declarations}}`).join('\n');
  return { html: replaced, css };
}

export interface PrerenderAssets {
  /** `assets/boot-….js`, the blocking script that puts the reader's language in place (see boot.ts). */
  readonly bootScript: string;
  /** `assets/prerender-….css`, the markup's style attributes as rules, when it had any. */
  readonly stylesheet?: string;
  /** The stylesheets of the module that draws the landing (`assets/….css`), linked after the page's own. */
  readonly landingStylesheets?: readonly string[];
  /**
   * The scripts of that module (`assets/….js`), named in a `<meta>` for the entry to prefetch once the page is
   * idle (web/src/prerender/wake.ts), so that the reader's first tap waits for no download.
   */
  readonly landingScripts?: readonly string[];
}

/** The attributes that say which language a prerendered copy of the landing is in (see web/src/prerender/state.ts). */
export const prerenderedAttribute = 'data-prerendered';
export const titleAttribute = 'data-title';

/**
 * Puts the prerendered landing into a built `index.html`: the first page (the default language) inside `#root`,
 * marked with its language, the others in `<template>`s after it with their titles; the first page's `lang` and
 * title on the document; the boot script first in `<head>` (before the stylesheets, so it does not wait for
 * them) and again after the templates; the landing's stylesheets after the page's own. Pure, for the tests.
 */
export function injectPrerender(indexHtml: string, pages: readonly PrerenderedPage[], assets: PrerenderAssets): string {
  const [first, ...others] = pages;
  if (!first) throw new Error('No prerendered page');
  const roots = indexHtml.split(emptyRoot).length - 1;
  if (roots !== 1) throw new Error(`index.html must hold exactly one empty ${emptyRoot} (found ${roots})`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('index.html has no <title>');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const boot = `<script src="/${assets.bootScript}"></script>`;
  const head = [boot];
  if (assets.stylesheet) head.push(`<link rel="stylesheet" href="/${assets.stylesheet}">`);
  // The page's own entry is loaded already.
  const toPrefetch = (assets.landingScripts ?? []).filter((script) => !indexHtml.includes(`src="/${script}"`));
  if (toPrefetch.length > 0) {
    const urls = toPrefetch.map((script) => `/${script}`).join(' ');
    head.push(`<meta name="${appScriptsMeta}" content="${escapeHtml(urls)}">`);
  }
  // The page links its entry's stylesheets already; the landing module imports the entry too.
  const landingLinks = (assets.landingStylesheets ?? [])
    .filter((sheet) => !indexHtml.includes(`href="/${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" href="/${sheet}">`);
  const templates = others.map(
    (page) =>
      `<template ${prerenderedAttribute}="${escapeHtml(page.language)}" ${titleAttribute}="${escapeHtml(page.title)}">${page.html}</template>`,
  );
  const body = `<div id="root" ${prerenderedAttribute}="${escapeHtml(first.language)}">${first.html}</div>${templates.join('')}\n    ${boot}`;
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(first.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(first.title)}</title>\n    ${head.join('\n    ')}`)
    .replace('</head>', () => `${landingLinks.map((link) => `  ${link}\n  `).join('')}</head>`)
    .replace(emptyRoot, () => body);
}

/** Writes `content` under `assets/` with its content hash in the name (served immutable), returning the path. */
const writeHashed = (distDir: string, name: string, extension: string, content: Uint8Array | string): string => {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.${extension}`;
  writeFileSync(join(distDir, file), content);
  return file;
};

const isPage = (page: unknown): page is PrerenderedPage =>
  typeof page === 'object' &&
  page !== null &&
  ['html', 'title', 'lang', 'language'].every((key) => typeof Reflect.get(page, key) === 'string');

/** Renders the landing in every language with an SSR build of the given Vite config (see the file comment). */
async function renderLandingPages(configFile: string): Promise<PrerenderedPage[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'alquimia-prerender-'));
  try {
    await build({
      configFile,
      logLevel: 'warn',
      // Bundled whole: the bundle is imported from a temporary folder, where no node_modules would resolve.
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: join(webRoot, 'src', 'prerender', 'render.tsx'),
        outDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
      },
    });
    const module: unknown = await import(pathToFileURL(join(outDir, 'render.mjs')).href);
    const render = typeof module === 'object' && module !== null ? Reflect.get(module, 'renderLanding') : undefined;
    const languages: unknown =
      typeof module === 'object' && module !== null ? Reflect.get(module, 'landingLanguages') : undefined;
    if (typeof render !== 'function' || !Array.isArray(languages))
      throw new Error('The prerender bundle exports no renderLanding() and landingLanguages');
    const pages: PrerenderedPage[] = [];
    // One after the other: the renders share the app's i18n instance.
    for (const language of languages) {
      const page: unknown = await Reflect.apply(render, undefined, [language]);
      if (!isPage(page)) throw new Error(`renderLanding(${String(language)}) returned no page`);
      if (!page.html.includes('<h1')) throw new Error(`The prerendered landing (${page.language}) has no <h1>`);
      pages.push(page);
    }
    return pages;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** `boot.ts` as one minified classic script, written under `assets/` with its content hash in the name. */
async function writeBootScript(distDir: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(webRoot, 'src', 'prerender', 'boot.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2019',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('The boot script did not build');
  return writeHashed(distDir, 'boot', 'js', code);
}

/** Prerenders the landing into `distDir/index.html` (after `vite build`). */
export async function prerenderLanding(distDir: string, configFile: string): Promise<void> {
  const [rendered, bootScript] = await Promise.all([renderLandingPages(configFile), writeBootScript(distDir)]);
  // One stylesheet for every language's style attributes (the same few, whatever the language).
  const { html: joined, css } = extractStyles(rendered.map((page) => page.html).join(pageSeparator));
  const htmls = joined.split(pageSeparator);
  const pages = rendered.map((page, index) => ({ ...page, html: htmls[index] ?? '' }));
  const stylesheet = css === '' ? undefined : writeHashed(distDir, 'prerender', 'css', `${css}\n`);
  const manifest = readManifest(distDir);
  const landingStylesheets = chunkStylesheets(manifest, landingClientModule);
  if (landingStylesheets.length === 0) throw new Error(`The manifest names no stylesheet for ${landingClientModule}`);
  const landingScripts = chunkScripts(manifest, landingClientModule);
  const index = join(distDir, 'index.html');
  writeFileSync(
    index,
    injectPrerender(readFileSync(index, 'utf8'), pages, {
      bootScript,
      landingStylesheets,
      landingScripts,
      ...(stylesheet ? { stylesheet } : {}),
    }),
  );
}
