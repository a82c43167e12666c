import { useCallback, useMemo } from 'react';
import { familyText } from '../../../shared/i18n/families.js';
import {
  type CatalogueTranslation,
  catalogueLoaders,
  categoryText,
  planTexts,
  type ServiceLike,
  serviceTexts,
} from '../../../shared/i18n/index.js';
import type { Family } from '../../../shared/operations/types.js';
import { languageModules } from './language-modules.js';
import type { Language } from './languages.js';
import { loadedOperationTexts, loadOperationTexts } from './operation-texts.js';
import { useLanguage } from './use-t.js';

/**
 * Service, category, family and plan texts in the reader's language, looked up by id (the operation a service
 * sells, category id, family id, plan id). Portuguese is the original, carried by the data itself; the other
 * languages' tables load with the language (see `ensureLanguageLoaded` in `i18n/index.ts`), so the landing page
 * never ships them up front.
 */
const catalogues = languageModules(catalogueLoaders);

/** Loads one language's catalogue translation and service cards once; a failure can be retried. */
export const loadCatalogTranslations = (language: Language): Promise<void> => {
  if (language === 'pt') return Promise.resolve();
  return Promise.all([catalogues.load(language), loadOperationTexts(language)]).then(() => undefined);
};

const translationFor = (language: Language): CatalogueTranslation | undefined =>
  language === 'pt' ? undefined : catalogues.loaded(language);

type PlanLike = Parameters<typeof planTexts>[1];

export interface CatalogText {
  /** A service's name and description by the operation it sells (`operationId`), a planned one by its id. */
  readonly service: (service: ServiceLike) => ReturnType<typeof serviceTexts>;
  /** A category by id (`image`) or Portuguese label (`Imagem`). */
  readonly category: (value: string) => string;
  /** A plan's name, description, badge and features by plan id. */
  readonly plan: (plan: PlanLike) => ReturnType<typeof planTexts>;
  /** A service family's name by family id (`pdf`, `verify`). */
  readonly family: (family: Family) => string;
}

/** The one catalogue-translation hook of the app (landing and dashboard), keyed by id, never by Portuguese text. */
export const useCatalogText = (): CatalogText => {
  const language = useLanguage();
  const translation = translationFor(language);
  const cards = language === 'pt' ? undefined : loadedOperationTexts(language);
  const service = useCallback((s: ServiceLike) => serviceTexts(cards, s), [cards]);
  const category = useCallback((value: string) => categoryText(translation, value), [translation]);
  const plan = useCallback((p: PlanLike) => planTexts(translation, p), [translation]);
  const family = useCallback((f: Family) => familyText(translation, f), [translation]);
  return useMemo(() => ({ service, category, plan, family }), [service, category, plan, family]);
};
