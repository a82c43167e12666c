import { plans, requestRate } from '../../../shared/plans.js';

/** Lambda's unzipped size limit is 250 MB (function and layers); 200 MiB leaves room for a layer or a new engine. */
export const assetBudgetBytes = 200 * 1024 * 1024;

/** SQS's visibility timeout when a queue sets none, and Lambda's timeout when a function sets none (seconds). */
export const defaultVisibilitySeconds = 30;
export const defaultFunctionTimeoutSeconds = 3;

/** WAF's evaluation window when a rate-based statement sets none. */
export const defaultWafWindowSeconds = 300;

/**
 * The fewest requests a rate-based rule that counts keyed API calls may allow in a window: what the fastest plan's
 * token bucket lets one account send in that time (its sustained rate over the window plus one full burst). The
 * free tier is included, in case it ever outruns a paid plan.
 */
export function minimumKeyedRateLimit(windowSeconds: number): number {
  const rates = [requestRate(0), ...plans.map((plan) => requestRate(plan.id))];
  return Math.max(...rates.map((rate) => rate.perSecond * windowSeconds + rate.burst));
}
