import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt, type ScriptGeneratorMessages } from './pt.js';

/** The tool's own namespace; its catalogs travel in the tool's lazily loaded chunk. */
export const scriptGeneratorNamespace = 'scriptGenerator';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, scriptGeneratorNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerScriptGeneratorI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys of the tool's catalog; plural keys are used through their bare form with `count`. */
export type ScriptKey = Exclude<Paths<ScriptGeneratorMessages>, `${string}_one`>;
export type ScriptTranslate = (key: ScriptKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `scriptGenerator` namespace: unknown keys fail to compile. */
export const useScriptT = (): ScriptTranslate => {
  const { t } = useTranslation(scriptGeneratorNamespace);
  return useCallback<ScriptTranslate>((key, values) => t(key, values ?? {}), [t]);
};
