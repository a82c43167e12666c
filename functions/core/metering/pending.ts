import { createHash } from 'node:crypto';
import { z } from 'zod';
import { gatewayTimeoutMs } from '../../../shared/edge.js';
import { table } from '../../../shared/resources.js';

/**
 * Pending charges. The debit is one conditional update of the profile item: it takes the credits and, in the
 * same write, records the charge on the profile as `pending_<usageId>` (a marker). The run that made it settles
 * the charge when it answers (the usage row is written; a charge with a row stands, and its marker is dropped by
 * the process's next debit, see settled-markers.ts) or refunds it. A Lambda killed in between (timeout, out of
 * memory) leaves a marker without a row; the sweep refunds what stays longer than any API function can live, and
 * drops markers whose row exists.
 *
 * The sweep finds such profiles through the table's GSI1: the debit sets the profile's index keys if they are
 * absent, with the time of the oldest charge that may still be pending. The sweep moves that time forward, or
 * removes the keys once nothing is pending, guarded by `pendingSeq` (counted by every debit) so a debit made
 * meanwhile is never hidden from it. Accounts spread over a few index partitions so no GSI key runs hot.
 */
export const pendingShards = 8;

export const pendingIndex = table.indexes[0];

export const pendingPartition = (shard: number): string => `PENDING#${shard}`;

/** Counted by every debit; the sweep's guard when it moves or removes the index keys. */
export const pendingSeqAttribute = 'pendingSeq';

const pendingPrefix = 'pending_';

/** The profile attribute holding one pending charge. */
export const pendingAttribute = (usageId: string): string => `${pendingPrefix}${usageId}`;

/** What a pending charge records: everything its usage row needs, so settling or refunding it reads nothing. */
export const pendingEntry = z.object({
  credits: z.number().positive(),
  serviceId: z.string(),
  operationId: z.string(),
  requestId: z.string(),
  createdAt: z.string(),
});
export type PendingEntry = z.infer<typeof pendingEntry>;

/** The pending charges recorded on a profile item (as the document client returns it). */
export function pendingEntries(profile: Record<string, unknown>): { usageId: string; entry: PendingEntry }[] {
  return Object.entries(profile)
    .filter(([name]) => name.startsWith(pendingPrefix))
    .map(([name, value]) => ({ usageId: name.slice(pendingPrefix.length), entry: pendingEntry.parse(value) }));
}

/** The index keys that put an account's profile in the sweep's view, from the time of its oldest pending charge. */
export function pendingIndexKeys(accountId: string, oldestPending: Date): { partition: string; sort: string } {
  const shard = createHash('sha256').update(accountId).digest()[0] ?? 0;
  return {
    partition: pendingPartition(shard % pendingShards),
    sort: `${oldestPending.toISOString()}#${accountId}`,
  };
}

/**
 * How long a charge may stay pending before the sweep refunds it: every API function's timeout is within
 * API Gateway's 29 s (infra/aws/families.ts), so after that plus a margin for a cold start and the settle write
 * its Lambda is certainly gone. Job charges settle at acceptance (the worker and dead-letter path own them).
 */
export const pendingGraceMs = gatewayTimeoutMs + 60_000;

/** Reason recorded on refunds made by the sweep. */
export const sweepRefundReason = 'incomplete';
