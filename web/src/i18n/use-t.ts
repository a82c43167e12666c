import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from './languages.js';
import type { Messages } from './locales/pt.js';

/** Dotted paths to every string of the catalog, e.g. `auth.login.title`. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Messages>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Typed translation of the `common` namespace: unknown keys fail to compile. */
export const useT = (): Translate => {
  const { t } = useTranslation('common');
  return (key, values) => t(key, values ?? {});
};

/** The active language, re-rendering on change. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation('common');
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
};
