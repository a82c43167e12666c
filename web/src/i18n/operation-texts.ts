import { type OperationTranslation, operationTextLoaders } from '../../../shared/i18n/index.js';
import type { Language } from './languages.js';

/**
 * Each language's texts about operations (service cards, names, parameter descriptions: shared/i18n/operations),
 * loaded once, one module per language, so a page fetches only the language it shows. Cards load with the language
 * (see `loadCatalogTranslations`); the rest when a page that explains operations first asks (`useOperationTexts` in
 * ./parameter-text.ts, kept there so the hook travels only with those pages).
 */
const loaded = new Map<Language, OperationTranslation>();
const pending = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads one language's operation texts once; a failure can be retried. */
export const loadOperationTexts = (language: Language): Promise<void> => {
  if (loaded.has(language)) return Promise.resolve();
  let load = pending.get(language);
  if (load === undefined) {
    load = operationTextLoaders[language]()
      .then((texts) => {
        loaded.set(language, texts);
        for (const listener of listeners) listener();
      })
      .finally(() => pending.delete(language));
    pending.set(language, load);
  }
  return load;
};

/** The language's operation texts if already loaded. */
export const loadedOperationTexts = (language: Language): OperationTranslation | undefined => loaded.get(language);

/** Calls `listener` whenever a language's texts arrive; answers the unsubscribe. */
export const onOperationTextsLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
