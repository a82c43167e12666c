import { featureCatalogue, type KeyOf, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The payment pages' texts (namespace `payment`); they travel in the payment chunk. */
export const paymentCatalogue = featureCatalogue('payment', { pt, en, es, fr });
export type PaymentKey = KeyOf<typeof paymentCatalogue>;
/** Typed translation in the `payment` namespace: unknown keys fail to compile. */
export const usePaymentT = (): TranslatorOf<typeof paymentCatalogue> => useCatalogueT(paymentCatalogue);
