import { type Language, localeTags } from '../i18n/languages.js';

/**
 * Formatting per language. Dates that are missing or unparsable return a marker the caller translates
 * ('Data não disponível' / 'Data inválida' in pt), so this module stays free of catalogs.
 */
export type DateResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' };

export const formatDate = (
  value: string | number | Date | null | undefined,
  language: Language,
  options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' },
): DateResult => {
  if (value === null || value === undefined || value === '') return { ok: false, reason: 'missing' };
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'invalid' };
  return { ok: true, text: new Intl.DateTimeFormat(localeTags[language], options).format(date) };
};

export const formatDateTime = (value: string | number | Date | null | undefined, language: Language): DateResult =>
  formatDate(value, language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Integers and decimals with the language's separators (10.000 in pt, 10,000 in en, 10 000 in fr). */
export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(localeTags[language]).format(value);

/** Prices are always in reais; the digits follow the language ("R$ 59", "R$ 1.500", "R$ 69,90"). */
export const formatPrice = (value: number, language: Language): string =>
  `R$ ${new Intl.NumberFormat(localeTags[language], {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value)}`;
