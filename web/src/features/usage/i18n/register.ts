import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The usage charts' texts (namespace `usage`); they travel in the page's lazily loaded chunk. */
export const usageCatalogue = featureCatalogue('usage', { pt, en, es, fr });
export type UsageTranslate = TranslatorOf<typeof usageCatalogue>;
export const useUsageT = (): UsageTranslate => useCatalogueT(usageCatalogue);
