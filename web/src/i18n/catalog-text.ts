import type { Language } from './languages.js';
import { useLanguage } from './use-t.js';

type Translate = (ptText: string, language: string) => string;

let translate: Translate | undefined;
let loading: Promise<void> | undefined;

/**
 * Service and plan texts are Portuguese in shared/ and translated through lookup tables keyed by that text
 * (spec §1). The tables load with the first non-Portuguese language (see `i18n/index.ts`).
 */
export const loadCatalogTranslations = (): Promise<void> => {
  loading ??= import('../../../shared/i18n/index.js')
    .then((module) => {
      translate = module.translateCatalogText;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
};

export const translateCatalog = (text: string, language: Language): string =>
  language === 'pt' || translate === undefined ? text : translate(text, language);

/** `(ptText) => text in the current language`; unknown texts stay in Portuguese. */
export const useCatalogText = (): ((text: string) => string) => {
  const language = useLanguage();
  return (text) => translateCatalog(text, language);
};
