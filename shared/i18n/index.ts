import { catalogTranslations } from './catalog-text.js';

export const catalogLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];

/**
 * A catalogue or plan text in `lang`, looked up by its Portuguese original. Unknown texts, unknown languages and
 * pt itself fall back to the Portuguese text, as the spec's lookup tables do. `pt-BR`-style tags are accepted.
 */
export function translateCatalogText(ptText: string, lang: string): string {
  const base = lang.slice(0, 2).toLowerCase();
  const entry = catalogTranslations[ptText];
  if (entry === undefined) return ptText;
  if (base === 'en') return entry.en;
  if (base === 'es') return entry.es;
  if (base === 'fr') return entry.fr;
  return ptText;
}

/** Whether a Portuguese text has all three translations (used by tests and the web's dev checks). */
export const hasTranslations = (ptText: string): boolean => catalogTranslations[ptText] !== undefined;

export { catalogTranslations, type Translations } from './catalog-text.js';
