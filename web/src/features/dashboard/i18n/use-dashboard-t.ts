import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-t.js';
import { formatDateTime } from '../../../lib/format.js';
import type { DashboardMessages } from './pt.js';
import { dashboardNamespace } from './register.js';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys of the dashboard catalog; plural keys are used through their bare form with `count`. */
export type DashboardKey = Exclude<Paths<DashboardMessages>, `${string}_one`>;
export type DashboardTranslate = (key: DashboardKey, values?: Record<string, string | number>) => string;

/** Typed translation in the `dashboard` namespace: unknown keys fail to compile. */
export const useDashboardT = (): DashboardTranslate => {
  const { t } = useTranslation(dashboardNamespace);
  return useCallback<DashboardTranslate>((key, values) => t(key, values ?? {}), [t]);
};

/** Date and time in the active language, or the spec's 'Data não disponível' / 'Data inválida'. */
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
