import type { CatalogueKey, Translator } from '../../../../i18n/feature-catalogue.js';
import { en } from '../../i18n/keys/en.js';
import { es } from '../../i18n/keys/es.js';
import { fr } from '../../i18n/keys/fr.js';
import { pt } from '../../i18n/keys/pt.js';
import { sectionCatalogue, useSectionT } from '../../i18n/section-catalogue.js';
import type { DashboardKey } from '../../i18n/use-dashboard-t.js';

/** The named keys' texts (namespace `dashboardKeys`), loaded with the keys page. */
export const keysCatalogue = sectionCatalogue('dashboardKeys', { pt, en, es, fr });

export type KeysTranslate = Translator<CatalogueKey<typeof pt> | DashboardKey>;
export const useKeysT = (): KeysTranslate => useSectionT(keysCatalogue, 'keys');
