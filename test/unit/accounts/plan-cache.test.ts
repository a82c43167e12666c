import { describe, expect, it } from 'vitest';
import { cachePlans } from '../../../functions/platform/accounts/plan-cache.js';

/** A plan source that counts its reads and answers from a mutable table. */
function source(plans: Record<string, number>) {
  const reads: string[] = [];
  const planOf = async (accountId: string): Promise<number> => {
    reads.push(accountId);
    const plan = plans[accountId];
    if (plan === undefined) throw new Error(`no account ${accountId}`);
    return plan;
  };
  return { reads, planOf };
}

describe('the authorizer plan cache', () => {
  it('reads an account plan once per TTL, then reads it again and sees a change', async () => {
    const plans: Record<string, number> = { a: 0 };
    const { reads, planOf } = source(plans);
    let clock = 1_000;
    const cached = cachePlans(planOf, { ttlMs: 60_000, now: () => clock });

    expect(await cached('a')).toBe(0);
    plans.a = 2;
    clock += 59_999;
    expect(await cached('a')).toBe(0);
    expect(reads).toEqual(['a']);
    clock += 1;
    expect(await cached('a')).toBe(2);
    expect(reads).toEqual(['a', 'a']);
  });

  it('shares one read among concurrent calls for an account, and keeps accounts apart', async () => {
    const { reads, planOf } = source({ a: 1, b: 3 });
    const cached = cachePlans(planOf, { ttlMs: 60_000, now: () => 0 });
    const answers = await Promise.all([cached('a'), cached('b'), cached('a'), cached('b'), cached('a')]);
    expect(answers).toEqual([1, 3, 1, 3, 1]);
    expect(reads.sort()).toEqual(['a', 'b']);
  });

  it('never caches a failed read', async () => {
    const plans: Record<string, number> = {};
    const { reads, planOf } = source(plans);
    const cached = cachePlans(planOf, { ttlMs: 60_000, now: () => 0 });
    await expect(cached('a')).rejects.toThrow('no account a');
    plans.a = 1;
    expect(await cached('a')).toBe(1);
    expect(reads).toEqual(['a', 'a']);
  });

  it('holds at most maxEntries accounts, dropping the oldest', async () => {
    const { reads, planOf } = source({ a: 0, b: 1, c: 2 });
    const cached = cachePlans(planOf, { ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    await cached('a');
    await cached('b');
    await cached('c');
    await cached('b');
    await cached('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reads on every call when the TTL is zero', async () => {
    const { reads, planOf } = source({ a: 0 });
    const cached = cachePlans(planOf, { ttlMs: 0 });
    await cached('a');
    await cached('a');
    expect(reads).toHaveLength(2);
  });
});
