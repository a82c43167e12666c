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

export interface PriceParts {
  /** The amount with the currency symbol, per locale: "R$ 59,00" (pt), "R$59.00" (en), "59,00 R$" (es, fr). */
  readonly amount: string;
  /** Outside Portuguese the currency is also named ("Brazilian Real"), since "R$" alone is not explicit there. */
  readonly currencyName: string | undefined;
}

/** Prices are always in Brazilian reais (BRL), formatted with the language's conventions. */
export const priceParts = (value: number, language: Language): PriceParts => {
  const locale = localeTags[language];
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
  }).format(value);
  const currencyName = language === 'pt' ? undefined : new Intl.DisplayNames(locale, { type: 'currency' }).of('BRL');
  return { amount, currencyName };
};

/** "R$ 59,00" in pt; "R$59.00 (Brazilian Real)" in en, "59,00 R$ (real brasileño)" in es, and so on. */
export const formatPrice = (value: number, language: Language): string => {
  const { amount, currencyName } = priceParts(value, language);
  return currencyName === undefined ? amount : `${amount} (${currencyName})`;
};
