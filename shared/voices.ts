/**
 * The text-to-speech voices by language (docs/product.md#text-to-speech), with no schema library: the operation
 * table (shared/operations/audio.ts) and the per-language operation texts (shared/i18n/operations/) both read them,
 * so a voice added here shows in every language's parameter note.
 */

/** Voices by language (docs/product.md#text-to-speech: 14, plus French). */
export const voicesByLanguage = {
  pt: ['mariana', 'camila', 'pedro', 'joao'],
  en: ['emma', 'olivia', 'sophia', 'alex', 'david', 'james'],
  es: ['elena', 'lucia', 'carlos', 'miguel'],
  // Beyond the product's 14: the text-to-speech tool also speaks French.
  fr: ['amelie', 'louis'],
} as const;
export const voices = [
  ...voicesByLanguage.pt,
  ...voicesByLanguage.en,
  ...voicesByLanguage.es,
  ...voicesByLanguage.fr,
] as const satisfies readonly string[];
export type Voice = (typeof voices)[number];

/** The language each group of voices speaks: the languages text to speech and the voice samples accept. */
export const voiceLanguageOf = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', fr: 'fr-FR' } as const satisfies Record<
  keyof typeof voicesByLanguage,
  string
>;
export const voiceLanguages = Object.values(voiceLanguageOf) as [
  (typeof voiceLanguageOf)[keyof typeof voiceLanguageOf],
  ...(typeof voiceLanguageOf)[keyof typeof voiceLanguageOf][],
];

/** `pt: mariana, camila…; en: …`: the voices by language as one line, with the punctuation `language` wants. */
export const voiceListText = ({ colon = ': ', separator = '; ' } = {}): string =>
  Object.entries(voicesByLanguage)
    .map(([prefix, names]) => `${prefix}${colon}${names.join(', ')}`)
    .join(separator);
