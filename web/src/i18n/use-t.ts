import { useTranslation } from 'react-i18next';
import type { Paths, Translator } from './feature-catalogue.js';
import { defaultLanguage, isLanguage, type Language } from './languages.js';
import type { Messages } from './locales/pt.js';

export type MessageKey = Paths<Messages>;
export type Translate = Translator<MessageKey>;

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
