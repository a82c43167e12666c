import {
  browserLanguage,
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  localeTags,
} from '../i18n/languages.js';
import { readStorage, writeStorage } from '../lib/storage.js';

/**
 * The landing page is rendered to HTML at build time (web/scripts/prerender.ts) in each of the site's languages,
 * so the hero paints before any script runs: the default language inside `#root`, the others in `<template>`s
 * after it. The tiny blocking script `boot.ts` then, before the first paint, puts the reader's language in place
 * (or, on any other route, drops the landing), and the client hydrates what is there (`main.tsx`).
 */
export const prerenderedPath = '/';

/** Set on `<html>` while `#root` must not be painted; removed once the right markup (or the app) is in it. */
export const staleAttribute = 'data-prerender-stale';

/** On `#root` and on each `<template>`: the language of the prerendered markup it holds. */
export const prerenderedAttribute = 'data-prerendered';

/** On each `<template>`: the document title of the landing in its language. */
export const titleAttribute = 'data-title';

/**
 * The language the page will start in, as `readPreferredLanguage` decides it (a `?lang=` link, the stored
 * choice, the browser's language, pt), without writing anything.
 */
export const startingLanguage = (search: string): Language => {
  const linked = new URLSearchParams(search).get('lang');
  if (isLanguage(linked)) return linked;
  const stored = readStorage(languageStorageKey);
  if (isLanguage(stored)) return stored;
  return browserLanguage() ?? defaultLanguage;
};

/** The language of the prerendered markup an element (`#root`) holds, if any. */
export const prerenderedLanguageOf = (element: Element): Language | undefined => {
  const value = element.getAttribute(prerenderedAttribute);
  return isLanguage(value) ? value : undefined;
};

/** Whether markup prerendered in `prerendered` is the page this address shows in `language`. */
export const prerenderFits = (pathname: string, language: Language, prerendered: Language | undefined): boolean =>
  pathname === prerenderedPath && prerendered === language;

/**
 * On a prerendered element whose first text names a path of this site (the hero's request): that path. The build
 * knows no origin, so the text names the path alone; the boot script puts the page's origin in front of it.
 */
export const originPathAttribute = 'data-origin-path';

/** The `<meta>` naming the app's scripts (space-separated URLs), prefetched once the landing is idle (wake.ts). */
export const appScriptsMeta = 'alquimia:app-scripts';

type Address = Pick<Location, 'pathname' | 'search'>;

/**
 * The boot script's first step, in `<head>` before the body is parsed: the page's language from the first paint
 * (WCAG 3.1.1), a `?lang=` link's language remembered, and `#root` kept unpainted unless its markup (the default language's landing, parsed next) is
 * what this address shows in that language.
 */
export function markStartingLanguage(document: Document, address: Address): void {
  const language = startingLanguage(address.search);
  // A `?lang=` link's language is remembered, as the app does: a visitor who follows the site's own links before
  // its code has loaded stays in that language.
  if (isLanguage(new URLSearchParams(address.search).get('lang'))) writeStorage(languageStorageKey, language);
  document.documentElement.lang = localeTags[language];
  if (!prerenderFits(address.pathname, language, defaultLanguage))
    document.documentElement.setAttribute(staleAttribute, '');
}

/**
 * The boot script's second step, at the end of `<body>` once every language's markup is parsed (and nothing of
 * it laid out yet): the reader's language into `#root` from its `<template>`, or on another route no landing at
 * all (the app renders that route from scratch, and a hidden landing would still cost layout); then the
 * templates go.
 */
export function placeLanding(document: Document, address: Address & Pick<Location, 'origin'>): void {
  const root = document.getElementById('root');
  const templates = [...document.querySelectorAll<HTMLTemplateElement>(`template[${prerenderedAttribute}]`)];
  const language = startingLanguage(address.search);
  if (root && address.pathname !== prerenderedPath) {
    root.replaceChildren();
    root.removeAttribute(prerenderedAttribute);
  } else if (root && prerenderedLanguageOf(root) !== language) {
    const template = templates.find((each) => prerenderedLanguageOf(each) === language);
    if (template) {
      root.replaceChildren(template.content);
      root.setAttribute(prerenderedAttribute, language);
      document.title = template.getAttribute(titleAttribute) ?? document.title;
      document.documentElement.removeAttribute(staleAttribute);
    } else {
      root.replaceChildren();
      root.removeAttribute(prerenderedAttribute);
    }
  }
  for (const template of templates) template.remove();
  if (root?.hasAttribute(prerenderedAttribute)) fillOwnOrigin(root, address.origin);
}

/**
 * The page's origin in front of the path each `originPathAttribute` element names in its first text, quoted as
 * the snippet generator quotes a URL: the text then reads as the app renders it, so the request can be copied
 * and run before (or without) the app, and hydration finds it unchanged.
 */
export function fillOwnOrigin(root: ParentNode, origin: string): void {
  for (const element of root.querySelectorAll(`[${originPathAttribute}]`)) {
    const path = element.getAttribute(originPathAttribute);
    const text = element.firstChild;
    if (!path || text?.nodeType !== 3 /* Node.TEXT_NODE */) continue;
    text.textContent = (text.textContent ?? '').replace(`'${path}'`, `'${origin}${path}'`);
  }
}
