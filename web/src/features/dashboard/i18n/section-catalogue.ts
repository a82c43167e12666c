import { useCallback } from 'react';
import {
  type CatalogueKey,
  type FeatureCatalogue,
  type FeatureCatalogues,
  featureCatalogue,
  type Translator,
  useCatalogueT,
} from '../../../i18n/feature-catalogue.js';
import { type DashboardKey, useDashboardT } from './use-dashboard-t.js';

/**
 * A section of the dashboard's texts that only one lazily loaded screen shows (the keys list, the profile's "your
 * data"): its own namespace, registered when that screen's module loads, so its four languages stay out of the
 * dashboard's first screen (`npm run size` checks its budget).
 */
export function sectionCatalogue<Messages extends object>(
  namespace: string,
  catalogues: FeatureCatalogues<Messages>,
): FeatureCatalogue<Messages> {
  const catalogue = featureCatalogue(namespace, catalogues);
  catalogue.register();
  return catalogue;
}

/** Reads `section.*` keys from the section's catalogue and every other key (`common.cancel`) from the dashboard's. */
export function useSectionT<Messages>(
  catalogue: FeatureCatalogue<Messages>,
  section: string,
): Translator<CatalogueKey<Messages> | DashboardKey> {
  const own = useCatalogueT(catalogue);
  const dashboard = useDashboardT();
  return useCallback<Translator<CatalogueKey<Messages> | DashboardKey>>(
    (key, values) =>
      String(key).startsWith(`${section}.`)
        ? own(key as CatalogueKey<Messages>, values)
        : dashboard(key as DashboardKey, values),
    [own, dashboard, section],
  );
}
