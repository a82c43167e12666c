import type { Category } from '../../catalogue/categories.js';
import type { Family } from '../../operations/types.js';
import type { PlanId } from '../../plans.js';

/**
 * The site's texts that belong to no operation, in one language other than Portuguese, keyed by id: categories by
 * category id, service families by family id, plans by plan id (features by position), the free tier and the extra
 * pack. The Portuguese originals live with their definitions (shared/catalogue, shared/i18n/families.ts,
 * shared/plans.ts); a test keeps every translation's keys equal to those definitions. Service cards are translated
 * with their operation (shared/i18n/operations).
 */
export interface CatalogueTranslation {
  readonly categories: Readonly<Record<Category, string>>;
  readonly families: Readonly<Record<Family, string>>;
  readonly plans: Readonly<
    Record<
      PlanId,
      {
        readonly name: string;
        readonly description: string;
        readonly badge: string | null;
        readonly features: readonly string[];
      }
    >
  >;
  readonly freeTier: { readonly name: string };
  readonly extraPack: { readonly name: string; readonly description: string };
}
