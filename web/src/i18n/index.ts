import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogTranslations } from './catalog-text.js';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  localeTags,
  readPreferredLanguage,
  storePreferredLanguage,
} from './languages.js';
import type { Messages } from './locales/pt.js';
import { pt } from './locales/pt.js';

/**
 * The app's single i18next instance. The default namespace `common` holds the site's catalogs; lazily loaded
 * features add their own namespaces through `featureCatalogue` (./feature-catalogue.ts).
 *
 * Portuguese ships in the entry chunk (it is the default and the fallback); the other catalogs, and the
 * service/plan translations, load when their language is first used, to keep the landing page light.
 */
export const i18n = i18next.createInstance();

const loaders: Record<Exclude<Language, 'pt'>, () => Promise<Messages>> = {
  en: async () => (await import('./locales/en.js')).en,
  es: async () => (await import('./locales/es.js')).es,
  fr: async () => (await import('./locales/fr.js')).fr,
};

/** Makes sure `language`'s catalogs are registered before switching to it. */
const ensureLanguageLoaded = async (language: Language): Promise<void> => {
  if (language === 'pt' || i18n.hasResourceBundle(language, 'common')) return;
  const [messages] = await Promise.all([loaders[language](), loadCatalogTranslations(language)]);
  i18n.addResourceBundle(language, 'common', messages, true, true);
};

const applyDocumentLanguage = (language: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[language];
};

let initialisation: Promise<unknown> | undefined;

/** Initialises once with the stored language; any failure falls back to pt (docs/product.md#languages). */
export const initI18n = (): Promise<unknown> => {
  initialisation ??= (async () => {
    await i18n.use(initReactI18next).init({
      resources: { pt: { common: pt } },
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: ['pt', 'en', 'es', 'fr'],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    // `<html lang>` names the language the page will be in: never pt for a moment while another loads (the boot
    // script already set the reader's language, and the prerendered landing is in it).
    const language = readPreferredLanguage();
    if (language === defaultLanguage) {
      applyDocumentLanguage(defaultLanguage);
      return;
    }
    try {
      await ensureLanguageLoaded(language);
      await i18n.changeLanguage(language);
      applyDocumentLanguage(language);
    } catch {
      // The catalog could not load: stay in Portuguese.
      applyDocumentLanguage(defaultLanguage);
    }
  })();
  return initialisation;
};

/** Switches the language and remembers it in localStorage. */
export const changeLanguage = async (language: Language): Promise<void> => {
  storePreferredLanguage(language);
  try {
    await ensureLanguageLoaded(language);
  } catch {
    return;
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** The current language, pt when i18next reports anything unexpected. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);

// Features register their catalogues through this helper (./feature-catalogue.ts). Re-exported so that it travels in
// this chunk, which every page already loads, not in a chunk of its own on the dashboard's first screen (measured
// with `npm run size`). It reads `i18n` only when called, so the import cycle is harmless.
export { featureCatalogue, useCatalogueT } from './feature-catalogue.js';
export { defaultLanguage, isLanguage, type Language, languages, localeTags } from './languages.js';
export { useLanguage, useT } from './use-t.js';
