import { browserLanguage, defaultLanguage, isLanguage, type Language, languageStorageKey } from '../i18n/languages.js';
import { readStorage } from '../lib/storage.js';

/**
 * The landing page is rendered to HTML at build time (web/scripts/prerender.ts) in the default language, so the
 * hero paints before any script runs. That markup fits one address and one language only: every other route, and
 * a visitor who reads another language, gets it hidden before the first paint (by the tiny blocking script
 * `boot.ts`, through the attribute below and `prerender.css`) and rendered fresh by the client instead.
 */
export const prerenderedPath = '/';
export const prerenderedLanguage: Language = defaultLanguage;

/** Set on `<html>` when the prerendered markup must not be shown; removed once the client has rendered. */
export const staleAttribute = 'data-prerender-stale';

/** Marks the element holding the prerendered markup (on the root's first child). */
export const prerenderedMarker = 'data-prerendered';

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

/** Whether the prerendered page is the one this address, in this language, shows. */
export const prerenderFits = (pathname: string, language: Language): boolean =>
  pathname === prerenderedPath && language === prerenderedLanguage;
