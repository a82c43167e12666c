import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The request log's texts (namespace `requestLog`); they travel in the page's lazily loaded chunk. */
export const requestLogCatalogue = featureCatalogue('requestLog', { pt, en, es, fr });
export type RequestLogTranslate = TranslatorOf<typeof requestLogCatalogue>;
export const useRequestLogT = (): RequestLogTranslate => useCatalogueT(requestLogCatalogue);
