import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The image generator's texts (namespace `imageGenerator`); they travel in its own lazily loaded chunk. */
export const imageGeneratorCatalogue = featureCatalogue('imageGenerator', { pt, en, es, fr });
export type ImageGeneratorTranslate = TranslatorOf<typeof imageGeneratorCatalogue>;
/** Typed translation in the `imageGenerator` namespace: unknown keys fail to compile. */
export const useImageT = (): ImageGeneratorTranslate => useCatalogueT(imageGeneratorCatalogue);
