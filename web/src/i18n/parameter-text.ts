import { useCallback } from 'react';
import { parameterText } from '../../../shared/i18n/index.js';
import { en } from '../../../shared/i18n/parameters/en.js';
import { es } from '../../../shared/i18n/parameters/es.js';
import { fr } from '../../../shared/i18n/parameters/fr.js';
import { pt } from '../../../shared/i18n/parameters/pt.js';
import type { Language } from './languages.js';
import { useLanguage } from './use-t.js';

// Only the pages that explain operations (service details, playground, docs) import this module, so the four
// tables travel in their chunks, never in the landing page's.
const catalogues = { pt, en, es, fr } as const;

/**
 * An operation parameter's description in the reader's language, by operation id and field path (`options`,
 * `images.duration`). Undefined when the table gives the field no description.
 */
export const parameterDescription = (language: Language, operationId: string, field: string): string | undefined =>
  parameterText(catalogues[language], operationId, field);

/** `(operationId, field) => description` in the active language. */
export const useParameterText = (): ((operationId: string, field: string) => string | undefined) => {
  const language = useLanguage();
  return useCallback((operationId, field) => parameterDescription(language, operationId, field), [language]);
};
