/**
 * Prerenders the landing page into the built `index.html`, so its hero (the page's largest paint) shows from HTML
 * before any script has run; the client entry then hydrates it (web/src/main.tsx). Run by the build itself (the
 * `alquimia-post-build` plugin in web/vite.config.ts), after the client bundle is written:
 * 1. an SSR build of `web/src/prerender/render.tsx` with the same Vite config (so the same Preact aliases and
 *    CSS-module class names), every dependency bundled, into a temporary folder;
 * 2. its `renderLanding()` gives the landing's markup in the default language;
 * 3. `web/src/prerender/boot.ts` is bundled into one tiny classic script, `assets/boot-<hash>.js`, loaded
 *    blocking at the top of `<head>`: it hides the prerendered markup where it does not fit (another route,
 *    another language) before the first paint;
 * 4. the markup, the landing's title and the boot script go into `index.html`.
 * The page's stylesheets are already render-blocking `<link>`s in `<head>` holding the landing's CSS (it is in the
 * entry chunk), so the prerendered hero paints styled with no critical-CSS inlining (which the CSP, `style-src
 * 'self'`, would refuse anyway, as it refuses inline scripts); the markup's few `style` attributes move into a
 * small stylesheet of their own (`extractStyles`).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';

export interface PrerenderedPage {
  readonly html: string;
  readonly title: string;
  readonly lang: string;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  /** `assets/boot-….js`, the blocking script that hides the markup where it does not fit. */
  readonly bootScript: string;
  /** `assets/prerender-….css`, the markup's style attributes as rules, when it had any. */
  readonly stylesheet?: string;
}

/**
 * Puts the prerendered page into a built `index.html`: the markup inside `#root`, its `lang` and title, and the
 * boot script first in `<head>` (before the stylesheets, so it does not wait for them). Pure, for the tests.
 */
export function injectPrerender(indexHtml: string, page: PrerenderedPage, assets: PrerenderAssets): string {
  const roots = indexHtml.split(emptyRoot).length - 1;
  if (roots !== 1) throw new Error(`index.html must hold exactly one empty ${emptyRoot} (found ${roots})`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('index.html has no <title>');
  const head = [`<script src="/${assets.bootScript}"></script>`];
  if (assets.stylesheet) head.push(`<link rel="stylesheet" href="/${assets.stylesheet}">`);
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${head.join('\n    ')}`)
    .replace(emptyRoot, () => `<div id="root">${page.html}</div>`);
}

/** Writes `content` under `assets/` with its content hash in the name (served immutable), returning the path. */
const writeHashed = (distDir: string, name: string, extension: string, content: Uint8Array | string): string => {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.${extension}`;
  writeFileSync(join(distDir, file), content);
  return file;
};

/** Renders the landing with an SSR build of the given Vite config (see the file comment). */
async function renderLandingPage(configFile: string): Promise<PrerenderedPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'alquimia-prerender-'));
  try {
    await build({
      configFile,
      logLevel: 'warn',
      // Bundled whole, so that React imports inside dependencies (router, i18n, query) meet the Preact aliases too.
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
    if (typeof render !== 'function') throw new Error('The prerender bundle exports no renderLanding()');
    const page: unknown = await Reflect.apply(render, undefined, []);
    if (
      typeof page !== 'object' ||
      page === null ||
      typeof Reflect.get(page, 'html') !== 'string' ||
      typeof Reflect.get(page, 'title') !== 'string' ||
      typeof Reflect.get(page, 'lang') !== 'string'
    )
      throw new Error('renderLanding() returned no page');
    return page as PrerenderedPage;
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
  const [rendered, bootScript] = await Promise.all([renderLandingPage(configFile), writeBootScript(distDir)]);
  if (!rendered.html.includes('<h1')) throw new Error('The prerendered landing has no <h1>');
  const { html, css } = extractStyles(rendered.html);
  const stylesheet = css === '' ? undefined : writeHashed(distDir, 'prerender', 'css', `${css}\n`);
  const index = join(distDir, 'index.html');
  writeFileSync(
    index,
    injectPrerender(
      readFileSync(index, 'utf8'),
      { ...rendered, html },
      stylesheet ? { bootScript, stylesheet } : { bootScript },
    ),
  );
}
