import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Plan, plansByPrice } from '../../../../../shared/plans.js';

/** The landing plans come from a fixed local list (docs/product.md#plans) after 500 ms, with no HTTP call. */
export const planLoadDelayMs = 500;

export const getLandingPlans = (delayMs = planLoadDelayMs): Promise<readonly Plan[]> =>
  new Promise((resolve) => setTimeout(() => resolve(plansByPrice().filter((plan) => plan.is_active)), delayMs));

export const landingPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['landing-plans'] as const,
    queryFn: () => getLandingPlans(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLandingPlans = () => useQuery(landingPlansQueryOptions());
