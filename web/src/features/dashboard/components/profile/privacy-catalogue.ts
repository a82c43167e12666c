import type { CatalogueKey, Translator } from '../../../../i18n/feature-catalogue.js';
import { en } from '../../i18n/privacy/en.js';
import { es } from '../../i18n/privacy/es.js';
import { fr } from '../../i18n/privacy/fr.js';
import { pt } from '../../i18n/privacy/pt.js';
import { sectionCatalogue, useSectionT } from '../../i18n/section-catalogue.js';
import type { DashboardKey } from '../../i18n/use-dashboard-t.js';

/** The profile's "your data" texts (namespace `dashboardPrivacy`), loaded with the profile page. */
export const privacyCatalogue = sectionCatalogue('dashboardPrivacy', { pt, en, es, fr });

export const usePrivacyT = (): Translator<CatalogueKey<typeof pt> | DashboardKey> =>
  useSectionT(privacyCatalogue, 'privacy');
