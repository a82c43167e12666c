import { featureCatalogue, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/**
 * The texts of the page the newsletter mail links to (namespace `newsletterLink`): they travel in that page's lazily
 * loaded chunk, not in the landing everyone opens. The form's own texts are the site's (`newsletter.*`).
 */
export const newsletterLinkCatalogue = featureCatalogue('newsletterLink', { pt, en, es, fr });
export const useNewsletterLinkT = () => useCatalogueT(newsletterLinkCatalogue);
