import { useCallback, useMemo } from 'react';
import {
  type CatalogueTranslation,
  catalogueLoaders,
  categoryText,
  planTexts,
  serviceTexts,
} from '../../../shared/i18n/index.js';
import type { Language } from './languages.js';
import { useLanguage } from './use-t.js';

/**
 * Service, category and plan texts in the reader's language, looked up by id (service id, category id, plan
 * id). Portuguese is the original, carried by the data itself; the other languages' tables load with the
 * language (see `ensureLanguageLoaded` in `i18n/index.ts`), so the landing page never ships them up front.
 */
const loaded = new Map<Exclude<Language, 'pt'>, CatalogueTranslation>();
const pending = new Map<Exclude<Language, 'pt'>, Promise<void>>();

/** Loads one language's catalogue translation once; a failure can be retried. */
export const loadCatalogTranslations = (language: Language): Promise<void> => {
  if (language === 'pt' || loaded.has(language)) return Promise.resolve();
  let load = pending.get(language);
  if (load === undefined) {
    load = catalogueLoaders[language]()
      .then((translation) => {
        loaded.set(language, translation);
      })
      .finally(() => pending.delete(language));
    pending.set(language, load);
  }
  return load;
};

const translationFor = (language: Language): CatalogueTranslation | undefined =>
  language === 'pt' ? undefined : loaded.get(language);

type ServiceLike = Parameters<typeof serviceTexts>[1];
type PlanLike = Parameters<typeof planTexts>[1];

export interface CatalogText {
  /** A service's name and description by its id (`pdf-merge`). */
  readonly service: (service: ServiceLike) => ReturnType<typeof serviceTexts>;
  /** A category by id (`image`) or Portuguese label (`Imagem`). */
  readonly category: (value: string) => string;
  /** A plan's name, description, badge and features by plan id. */
  readonly plan: (plan: PlanLike) => ReturnType<typeof planTexts>;
}

/** The one catalogue-translation hook of the app (landing and dashboard), keyed by id, never by Portuguese text. */
export const useCatalogText = (): CatalogText => {
  const language = useLanguage();
  const translation = translationFor(language);
  const service = useCallback((s: ServiceLike) => serviceTexts(translation, s), [translation]);
  const category = useCallback((value: string) => categoryText(translation, value), [translation]);
  const plan = useCallback((p: PlanLike) => planTexts(translation, p), [translation]);
  return useMemo(() => ({ service, category, plan }), [service, category, plan]);
};
