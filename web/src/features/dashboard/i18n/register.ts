import { featureCatalogue } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/**
 * The dashboard's texts (namespace `dashboard`); they travel in the dashboard chunk, not the landing bundle. Its
 * typed translation is `useDashboardT` (./use-dashboard-t.ts).
 */
export const dashboardCatalogue = featureCatalogue('dashboard', { pt, en, es, fr });
