import { readStorage, writeStorage } from '../lib/storage.js';

export const languages = ['pt', 'en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt';

/** Where the chosen language is kept between visits (spec: the preferred-language entry). */
export const languageStorageKey = 'preferredLanguage';

/** BCP 47 tags for `Intl` formatting and the document's `lang` attribute. */
export const localeTags: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The stored language, or pt when nothing valid is stored or storage is unavailable. */
export const readPreferredLanguage = (): Language => {
  const stored = readStorage(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
};

export const storePreferredLanguage = (language: Language): void => writeStorage(languageStorageKey, language);
