/**
 * Pending markers this process has settled but not yet removed from their profiles. Settling writes only the
 * charge row (one write, which never contends with the account's other calls on its profile); the marker is
 * dropped by the same process's next debit for that account, in the same update. Markers whose process goes cold
 * stay until the crash sweep, which finds their rows and drops them. Bounded: the accounts least recently
 * settled are forgotten first (the sweep then drops their markers), and one debit drops at most `perDebit`.
 */
export interface SettledMarkers {
  add(accountId: string, usageId: string): void;
  /** The markers the next debit of this account should drop. */
  peek(accountId: string): readonly string[];
  /** After a debit that dropped them. */
  forget(accountId: string, usageIds: readonly string[]): void;
}

export function createSettledMarkers(maxAccounts = 1000, perDebit = 16): SettledMarkers {
  const byAccount = new Map<string, Set<string>>();
  return {
    add(accountId, usageId) {
      const ids = byAccount.get(accountId) ?? new Set<string>();
      byAccount.delete(accountId);
      ids.add(usageId);
      byAccount.set(accountId, ids);
      if (byAccount.size > maxAccounts) {
        const oldest = byAccount.keys().next().value;
        if (oldest !== undefined) byAccount.delete(oldest);
      }
    },
    peek(accountId) {
      return [...(byAccount.get(accountId) ?? [])].slice(0, perDebit);
    },
    forget(accountId, usageIds) {
      const ids = byAccount.get(accountId);
      if (!ids) return;
      for (const id of usageIds) ids.delete(id);
      if (ids.size === 0) byAccount.delete(accountId);
    },
  };
}
