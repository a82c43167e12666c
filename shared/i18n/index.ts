import { categories, isCategory } from '../catalogue/categories.js';
import type { CatalogueTranslation } from './catalogue/types.js';
import type { ParameterTexts } from './parameters/types.js';

export const catalogLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];
/** The languages the catalogue is translated into (Portuguese is the original, in the definitions). */
export type TranslatedLanguage = Exclude<CatalogLanguage, 'pt'>;

/** One module per language, so a page loads only the language it shows. */
export const catalogueLoaders: Record<TranslatedLanguage, () => Promise<CatalogueTranslation>> = {
  en: async () => (await import('./catalogue/en.js')).en,
  es: async () => (await import('./catalogue/es.js')).es,
  fr: async () => (await import('./catalogue/fr.js')).fr,
};

interface Named {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
}

/**
 * A service's name and description in a translation, looked up by the service's id; the Portuguese text it came
 * with when the translation is absent (pt, or a service this build does not know).
 */
export function serviceTexts(
  translation: CatalogueTranslation | undefined,
  service: Named,
): { readonly name: string; readonly description: string } {
  const entry = translation?.services[service.id];
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
export type { ParameterTexts } from './parameters/types.js';

/** A parameter's description by operation id and field path, in `texts`; undefined when it has none. */
export const parameterText = (texts: ParameterTexts, operationId: string, field: string): string | undefined =>
  texts[operationId]?.[field];
