/**
 * Remembers each account's plan for a short time in a warm authorizer instance, so a steady stream of calls
 * costs one table read each (the key's, which stays uncached: a revoked or regenerated key stops working at
 * once). The plan only picks the throttling tier and the daily quota, so an upgrade may take `ttlMs` to apply.
 *
 * API Gateway's own authorizer cache is not an option: it needs every identity source present on a request,
 * and a key may arrive in any one of several headers.
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
