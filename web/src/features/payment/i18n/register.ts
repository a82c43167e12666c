import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { type PaymentMessages, pt } from './pt.js';

/** The payment pages' namespace; its catalogs travel in the payment chunk. */
export const paymentNamespace = 'payment';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, paymentNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerPaymentI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type PaymentKey = Exclude<Paths<PaymentMessages>, `${string}_one`>;

/** Typed translation in the `payment` namespace. */
export const usePaymentT = (): ((key: PaymentKey, values?: Record<string, string | number>) => string) => {
  const { t } = useTranslation(paymentNamespace);
  return useCallback((key: PaymentKey, values?: Record<string, string | number>) => t(key, values ?? {}), [t]);
};
