import { dailyQuota } from '../../../shared/plans.js';
import { AppError } from '../errors.js';
import type { QuotaState } from './types.js';

/**
 * Requests per UTC day by plan (docs/product.md#plans): no plan 100, Básico 100, Profissional 1,000, Empresarial
 * unlimited (null). The numbers live with the plans in shared/plans.ts; unknown plans get the free limit.
 */
export const dailyQuotaOf = (plan: number): number | null => dailyQuota(plan);

/** The next UTC midnight after `now`, in epoch seconds: when today's counter stops applying. */
export function nextUtcMidnight(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000;
}

/** `X-RateLimit-*` headers for a quota state (absent for unlimited plans). */
export function rateLimitHeaders(state: QuotaState): Record<string, string> {
  if (state.limit === null) return {};
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining ?? 0),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}

export function quotaExceeded(limit: number, now: Date): AppError {
  const resetAt = nextUtcMidnight(now);
  const retryAfter = Math.max(1, resetAt - Math.floor(now.getTime() / 1000));
  return new AppError('quota_exceeded', `Daily quota of ${limit} requests reached; it resets at 00:00 UTC.`, {
    extensions: { limit, resetAt: new Date(resetAt * 1000).toISOString() },
    headers: { ...rateLimitHeaders({ limit, remaining: 0, resetAt }), 'Retry-After': String(retryAfter) },
  });
}
