import { featureCatalogue, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The documentation page's texts (namespace `docs`); they travel in the tool's lazily loaded chunk. */
export const docsCatalogue = featureCatalogue('docs', { pt, en, es, fr });
export type DocsTranslate = TranslatorOf<typeof docsCatalogue>;
/** Typed translation in the `docs` namespace: unknown keys fail to compile. */
export const useDocsT = (): DocsTranslate => useCatalogueT(docsCatalogue);
