import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The dashboard's namespace; its catalogs travel in the dashboard chunk, not the landing bundle. */
export const dashboardNamespace = 'dashboard';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, dashboardNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready (the store only exists after init). Safe to call repeatedly. */
export const registerDashboardI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};
