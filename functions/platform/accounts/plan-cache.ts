/**
 * Remembers each account's plan for a short time in a warm authorizer instance, so a steady stream of calls
 * costs one table read each (the key's). The plan only picks the account's request rate and daily quota, so an
 * upgrade may take `ttlMs` (plus API Gateway's authorizer cache, `authorizerCacheSeconds`) to apply.
 */
export function cachePlans(
  planOf: (accountId: string) => Promise<number>,
  options: { readonly ttlMs: number; readonly maxEntries?: number; readonly now?: () => number },
): (accountId: string) => Promise<number> {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options;
  if (ttlMs <= 0) return planOf;
  const entries = new Map<string, { readonly plan: Promise<number>; readonly until: number }>();

  return (accountId) => {
    const at = now();
    const hit = entries.get(accountId);
    if (hit && hit.until > at) return hit.plan;
    if (hit) entries.delete(accountId);
    // Oldest first: Map keeps insertion order, and an expired or refreshed entry is re-inserted at the end.
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    // Concurrent calls for one account share the read; a failed read is forgotten, never cached.
    const plan = planOf(accountId);
    entries.set(accountId, { plan, until: at + ttlMs });
    plan.catch(() => {
      if (entries.get(accountId)?.plan === plan) entries.delete(accountId);
    });
    return plan;
  };
}
