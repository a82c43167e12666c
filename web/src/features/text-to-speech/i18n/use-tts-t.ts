import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextToSpeechMessages } from './pt.js';
import { textToSpeechNamespace } from './register.js';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys of the tool's catalog; plural keys are used through their bare form with `count`. */
export type TtsKey = Exclude<Paths<TextToSpeechMessages>, `${string}_one`>;
export type TtsTranslate = (key: TtsKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `textToSpeech` namespace: unknown keys fail to compile. */
export const useTtsT = (): TtsTranslate => {
  const { t } = useTranslation(textToSpeechNamespace);
  return useCallback<TtsTranslate>((key, values) => t(key, values ?? {}), [t]);
};
