import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The playground's texts (namespace `playground`); they travel in its own lazily loaded chunk. */
export const playgroundCatalogue = featureCatalogue('playground', { pt, en, es, fr });
/** Typed translation in the `playground` namespace: unknown keys fail to compile. */
export const usePlaygroundT = (): TranslatorOf<typeof playgroundCatalogue> => useCatalogueT(playgroundCatalogue);
