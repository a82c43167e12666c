import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { type PlaygroundMessages, pt } from './pt.js';

/** The playground's namespace; its catalogs travel in its own lazily loaded chunk. */
export const playgroundNamespace = 'playground';

export const playgroundCatalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(playgroundCatalogs)) {
    i18n.addResourceBundle(language, playgroundNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerPlaygroundI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys; plural keys are used through their bare form with `count`. */
export type PlaygroundKey = Exclude<Paths<PlaygroundMessages>, `${string}_one`>;
export type PlaygroundTranslate = (key: PlaygroundKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `playground` namespace: unknown keys fail to compile. */
export const usePlaygroundT = (): PlaygroundTranslate => {
  const { t } = useTranslation(playgroundNamespace);
  return useCallback<PlaygroundTranslate>((key, values) => t(key, values ?? {}), [t]);
};
