import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { type ImageGeneratorMessages, pt } from './pt.js';

/** The image generator's namespace; its catalogs travel in its own lazily loaded chunk. */
export const imageGeneratorNamespace = 'imageGenerator';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, imageGeneratorNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerImageGeneratorI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ImageGeneratorKey = Paths<ImageGeneratorMessages>;
export type ImageGeneratorTranslate = (key: ImageGeneratorKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `imageGenerator` namespace: unknown keys fail to compile. */
export const useImageT = (): ImageGeneratorTranslate => {
  const { t } = useTranslation(imageGeneratorNamespace);
  return useCallback<ImageGeneratorTranslate>((key, values) => t(key, values ?? {}), [t]);
};
