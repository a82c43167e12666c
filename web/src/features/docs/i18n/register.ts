import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { type DocsMessages, pt } from './pt.js';

/** The tool's own namespace; its catalogs travel in the tool's lazily loaded chunk. */
export const docsNamespace = 'docs';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, docsNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerDocsI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys of the tool's catalog; plural keys are used through their bare form with `count`. */
export type DocsKey = Exclude<Paths<DocsMessages>, `${string}_one`>;
export type DocsTranslate = (key: DocsKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `docs` namespace: unknown keys fail to compile. */
export const useDocsT = (): DocsTranslate => {
  const { t } = useTranslation(docsNamespace);
  return useCallback<DocsTranslate>((key, values) => t(key, values ?? {}), [t]);
};
