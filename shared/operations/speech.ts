import { z } from 'zod';
import { voiceLanguages } from '../voices.js';

/**
 * The languages of the audio family's fields: the voices' (shared/voices.ts) and the wider set speech to text hears.
 * Apart from common.ts so the screens that parse other operations' answers do not load the voices.
 */
/** Languages speech to text hears (the provider's), a superset of the voices' languages. */
export const speechLanguages = [
  ...voiceLanguages,
  'de-DE',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'ar-SA',
  'hi-IN',
  'ru-RU',
] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

/** `pt-br`, `PT-BR`, `pt_BR` → `pt-BR`. */
const languageTag = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const [lang = '', region = ''] = v.trim().replace('_', '-').split('-');
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
};

/** A language some voice speaks (text to speech, voice samples), in any letter case. */
export const voiceLanguage = () => z.preprocess(languageTag, z.enum(voiceLanguages));

/** A language speech to text hears, in any letter case. */
export const speechLanguage = () => z.preprocess(languageTag, z.enum(speechLanguages));
