import { readStorage, writeStorage } from '../lib/storage.js';

export const languages = ['pt', 'en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt';

/** Where the chosen language is kept between visits (the preferred-language entry, docs/product.md#languages). */
export const languageStorageKey = 'preferredLanguage';

/** BCP 47 tags for `Intl` formatting and the document's `lang` attribute. */
export const localeTags: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The first of the browser's languages (`navigator.languages`, `pt-BR` → pt) the site speaks. */
export const browserLanguage = (): Language | undefined => {
  if (typeof navigator === 'undefined') return undefined;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return tags.map((tag) => (tag ?? '').slice(0, 2).toLowerCase()).find(isLanguage);
};

/** A `?lang=` in the address (a shared link), if valid. */
const linkedLanguage = (): Language | undefined => {
  if (typeof window === 'undefined') return undefined;
  const linked = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(linked) ? linked : undefined;
};

/**
 * The language to start in: a `?lang=` link (then remembered), else the stored choice, else the browser's
 * language on a first visit, else pt.
 */
export const readPreferredLanguage = (): Language => {
  const linked = linkedLanguage();
  if (linked) {
    writeStorage(languageStorageKey, linked);
    return linked;
  }
  const stored = readStorage(languageStorageKey);
  return isLanguage(stored) ? stored : (browserLanguage() ?? defaultLanguage);
};

export const storePreferredLanguage = (language: Language): void => writeStorage(languageStorageKey, language);
