import { z } from 'zod';
import type { TableDeps } from '../../core/store/table.js';
import { logRowsSince } from '../requests/log-rows.js';

/**
 * Calls per key in the last 30 days, counted from the request log's rows (functions/core/metering/request-log.ts
 * writes one per call, refused ones under a per-key cap) rather than from a counter: the list is read rarely, and
 * the log already holds what it needs. Only `keyId` is read back.
 */
export const callWindowDays = 30;

const loggedKey = z.object({ keyId: z.string() });

export async function callsByKey(deps: TableDeps, accountId: string, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - callWindowDays * 86_400_000).toISOString();
  const counts = new Map<string, number>();
  for await (const raw of logRowsSince(deps, accountId, since, 'keyId')) {
    const row = loggedKey.safeParse(raw);
    if (row.success) counts.set(row.data.keyId, (counts.get(row.data.keyId) ?? 0) + 1);
  }
  return counts;
}
