import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The text-to-speech tool's texts (namespace `textToSpeech`); they travel in the tool's lazily loaded chunk. */
export const textToSpeechCatalogue = featureCatalogue('textToSpeech', { pt, en, es, fr });
export type TtsTranslate = TranslatorOf<typeof textToSpeechCatalogue>;
/** Typed translation in the `textToSpeech` namespace: unknown keys fail to compile. */
export const useTtsT = (): TtsTranslate => useCatalogueT(textToSpeechCatalogue);
