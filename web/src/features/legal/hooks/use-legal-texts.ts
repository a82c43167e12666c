import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.js';
import { loadLegalTexts } from '../../../i18n/legal/index.js';
import { useLanguage } from '../../../i18n/use-t.js';

export const legalTextsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['legal-texts', language] as const,
    queryFn: () => loadLegalTexts(language),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The terms and privacy texts in the current language. */
export const useLegalTexts = () => useQuery(legalTextsQueryOptions(useLanguage()));
