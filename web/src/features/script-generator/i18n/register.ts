import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The script generator's texts (namespace `scriptGenerator`); they travel in the tool's lazily loaded chunk. */
export const scriptGeneratorCatalogue = featureCatalogue('scriptGenerator', { pt, en, es, fr });
/** Typed translation in the `scriptGenerator` namespace: unknown keys fail to compile. */
export const useScriptT = (): TranslatorOf<typeof scriptGeneratorCatalogue> => useCatalogueT(scriptGeneratorCatalogue);
