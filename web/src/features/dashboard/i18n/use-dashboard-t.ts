import { useCallback } from 'react';
import { type KeyOf, type TranslatorOf, useCatalogueT } from '../../../i18n/feature-catalogue.js';
import { useLanguage } from '../../../i18n/use-t.js';
import { formatDateTime } from '../../../lib/format.js';
import { dashboardCatalogue } from './register.js';

export type DashboardKey = KeyOf<typeof dashboardCatalogue>;
export type DashboardTranslate = TranslatorOf<typeof dashboardCatalogue>;

/** Typed translation in the `dashboard` namespace: unknown keys fail to compile. */
export const useDashboardT = (): DashboardTranslate => useCatalogueT(dashboardCatalogue);

/** Date and time in the active language, or 'Data não disponível' / 'Data inválida' (docs/product.md#dashboard). */
export const useDateText = (): ((value: string | null | undefined) => string) => {
  const t = useDashboardT();
  const language = useLanguage();
  return useCallback(
    (value) => {
      const result = formatDateTime(value, language);
      if (result.ok) return result.text;
      return t(result.reason === 'missing' ? 'common.dateNotAvailable' : 'common.dateInvalid');
    },
    [t, language],
  );
};

/**
 * A service's price per call; free services (upload) read 'Grátis' rather than '0 crédito', and a price that grows
 * with the media's length reads "a partir de N créditos" (N is the shortest call's).
 */
export const creditsPerUseText = (
  t: DashboardTranslate,
  service: { readonly credits_per_use: number; readonly priced_by_length?: boolean },
): string => {
  const count = service.credits_per_use;
  if (count === 0) return t('common.free');
  return t(service.priced_by_length ? 'common.creditsFrom' : 'common.creditsPerUse', { count });
};
