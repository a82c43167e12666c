import { categories, isCategory } from '../catalogue/categories.js';
import type { CatalogueTranslation } from './catalogue/types.js';
import type { CardTexts, OperationTranslation } from './operations/types.js';

export const catalogLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];
/** The languages the catalogue is translated into (Portuguese is the original, in the definitions). */
export type TranslatedLanguage = Exclude<CatalogLanguage, 'pt'>;

/** Categories, plans, free tier and extra pack: one module per language, so a page loads only the language it shows. */
export const catalogueLoaders: Record<TranslatedLanguage, () => Promise<CatalogueTranslation>> = {
  en: async () => (await import('./catalogue/en.js')).en,
  es: async () => (await import('./catalogue/es.js')).es,
  fr: async () => (await import('./catalogue/fr.js')).fr,
};

/**
 * Everything about each operation (service card, name, parameter descriptions), keyed by operation id: one module
 * per language, so a page loads only the language it shows. Portuguese has no cards (its cards are the table's).
 */
export const operationTextLoaders: Record<CatalogLanguage, () => Promise<OperationTranslation>> = {
  pt: async () => (await import('./operations/pt.js')).pt,
  en: async () => (await import('./operations/en.js')).en,
  es: async () => (await import('./operations/es.js')).es,
  fr: async () => (await import('./operations/fr.js')).fr,
};

/** A catalogue service as the data carries it: the operation it sells (null while planned) names its texts. */
export interface ServiceLike {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly operationId?: string | null;
}

/**
 * A service's name and description in a translation, looked up by the operation it sells (a planned service by its
 * service id); the Portuguese text it came with when the translation is absent (pt, or a service this build does
 * not know).
 */
export function serviceTexts(translation: OperationTranslation | undefined, service: ServiceLike): CardTexts {
  const entry =
    (service.operationId ? translation?.operations[service.operationId]?.card : undefined) ??
    translation?.plannedServices[service.id];
  return { name: entry?.name ?? service.name, description: entry?.description ?? service.description ?? '' };
}

/** A category label by id (`image`) or by its Portuguese label (`Imagem`, as the product's data sometimes has it). */
export function categoryText(translation: CatalogueTranslation | undefined, value: string): string {
  const id = isCategory(value)
    ? value
    : (Object.keys(categories) as (keyof typeof categories)[]).find(
        (key) => categories[key].toLowerCase() === value.toLowerCase(),
      );
  if (id === undefined) return value;
  return translation?.categories[id] ?? categories[id];
}

interface PlanLike {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly badge: string | null;
  readonly features: readonly string[];
}

/** A plan's texts by plan id (features by position); the Portuguese originals when untranslated. */
export function planTexts(translation: CatalogueTranslation | undefined, plan: PlanLike) {
  const entry = plan.id === 1 || plan.id === 2 || plan.id === 3 ? translation?.plans[plan.id] : undefined;
  return {
    name: entry?.name ?? plan.name,
    description: entry?.description ?? plan.description,
    badge: entry?.badge ?? plan.badge,
    features: plan.features.map((feature, index) => entry?.features[index] ?? feature),
  };
}

export type { CatalogueTranslation } from './catalogue/types.js';
export type { CardTexts, OperationTexts, OperationTranslation, ParameterTexts } from './operations/types.js';

/**
 * A parameter's description by operation id and field path in a language's texts; undefined when it has none (in
 * English always: the reader shows the table's own `describe()` text).
 */
export const parameterText = (
  translation: OperationTranslation | undefined,
  operationId: string,
  field: string,
): string | undefined => translation?.operations[operationId]?.parameters?.[field];
