import { createHash } from 'node:crypto';
import { gatewayTimeoutMs } from '../../../shared/edge.js';
import { table } from '../../../shared/resources.js';

/**
 * Pending charges: a debit is written with the table's GSI1 keys set, which puts it in the "pending" index, and
 * the run that made it removes them when it completes (settle) or refunds. A Lambda killed between the debit and
 * its answer (timeout, out of memory) leaves the charge in the index; the sweep refunds what stays there longer
 * than any API function can live. The index holds only pending charges, so the sweep reads nothing else.
 *
 * Charges spread over a few index partitions so a busy moment does not heat one GSI key.
 */
export const pendingShards = 8;

export const pendingIndex = table.indexes[0];

export const pendingPartition = (shard: number): string => `PENDING#${shard}`;

/** The index keys a charge carries while pending; sorted by debit time so the sweep reads only the old ones. */
export function pendingIndexKeys(accountId: string, usageId: string, chargedAt: Date): Record<string, string> {
  const shard = createHash('sha256').update(usageId).digest()[0] ?? 0;
  return {
    [pendingIndex.partitionKey]: pendingPartition(shard % pendingShards),
    [pendingIndex.sortKey]: `${chargedAt.toISOString()}#${accountId}#${usageId}`,
  };
}

/** Removes the pending index keys (in an update expression). */
export const clearPending = `REMOVE ${pendingIndex.partitionKey}, ${pendingIndex.sortKey}`;
/** True while the charge is still pending (in a condition expression). */
export const stillPending = `attribute_exists(${pendingIndex.partitionKey})`;

/**
 * How long a charge may stay pending before the sweep refunds it: every API function's timeout is within
 * API Gateway's 29 s (infra/aws/families.ts), so after that plus a margin for a cold start and the settle write
 * its Lambda is certainly gone. Job charges settle at acceptance (the worker and dead-letter path own them).
 */
export const pendingGraceMs = gatewayTimeoutMs + 60_000;

/** Reason recorded on refunds made by the sweep. */
export const sweepRefundReason = 'incomplete';
