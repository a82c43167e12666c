import type { Category } from '../../catalogue/categories.js';
import type { PlanId } from '../../plans.js';

/**
 * The catalogue and plans in one language other than Portuguese, keyed by id: services by service id, plans by
 * plan id (features by position). The Portuguese originals live with their definitions (shared/catalogue,
 * shared/plans.ts); a test keeps every translation's keys equal to those definitions.
 */
export interface CatalogueTranslation {
  readonly categories: Readonly<Record<Category, string>>;
  readonly services: Readonly<Record<string, { readonly name: string; readonly description: string }>>;
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
