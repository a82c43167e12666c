import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { isConditionFailure } from '../store/errors.js';
import { profileKey } from '../store/keys.js';
import type { TableDeps } from '../store/table.js';
import {
  type PendingEntry,
  pendingEntries,
  pendingIndex,
  pendingIndexKeys,
  pendingPartition,
  pendingSeqAttribute,
  pendingShards,
  sweepRefundReason,
} from './pending.js';
import type { ChargeRef, PendingSweep, SweepResult } from './types.js';

type RefundPending = (
  charge: ChargeRef,
  entry: PendingEntry,
  reason: string,
  now: Date,
) => Promise<'refunded' | 'settled' | 'gone'>;

const indexedProfile = z.object({ SK: z.literal('PROFILE'), accountId: z.string() });

/**
 * The crash sweep over the pending index: profiles whose oldest possibly-pending charge is older than the cut-off.
 * Each such profile is read once; its markers older than the cut-off are refunded, or dropped when their charge
 * row exists (settled by a process that did not call again). Each refund is guarded by its marker and by the
 * row's absence, so concurrent sweeps and late settles never refund twice; the profile's index keys then move to the
 * oldest charge left or go, unless a debit came in meanwhile (`pendingSeq` changed): the next sweep looks again.
 */
export function createPendingSweep({ ddb, tableName }: TableDeps, refundPending: RefundPending): PendingSweep {
  async function* accountsBefore(chargedBefore: Date): AsyncGenerator<string> {
    for (let shard = 0; shard < pendingShards; shard++) {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: pendingIndex.name,
            KeyConditionExpression: '#pk = :pk AND #sk < :before',
            ExpressionAttributeNames: { '#pk': pendingIndex.partitionKey, '#sk': pendingIndex.sortKey },
            ExpressionAttributeValues: { ':pk': pendingPartition(shard), ':before': chargedBefore.toISOString() },
            ExclusiveStartKey: cursor,
          }),
        );
        for (const item of page.Items ?? []) {
          const profile = indexedProfile.safeParse(item);
          if (profile.success) yield profile.data.accountId;
        }
        cursor = page.LastEvaluatedKey;
      } while (cursor);
    }
  }

  async function reindex(accountId: string, seq: unknown, oldestLeft: Date | undefined): Promise<void> {
    // A profile indexed by an older version carries no counter yet: then "no debit since" reads as "still none".
    const guard =
      typeof seq === 'number'
        ? { condition: '#seq = :seq', values: { ':seq': seq } }
        : { condition: 'attribute_exists(PK) AND attribute_not_exists(#seq)', values: {} };
    const move = oldestLeft
      ? { expression: 'SET #gsk = :gsk', values: { ':gsk': pendingIndexKeys(accountId, oldestLeft).sort } }
      : { expression: 'REMOVE #gpk, #gsk', values: {} };
    const values = { ...guard.values, ...move.values };
    // DynamoDB refuses a placeholder the expressions do not use.
    const names: Record<string, string> = { '#gsk': pendingIndex.sortKey, '#seq': pendingSeqAttribute };
    if (!oldestLeft) names['#gpk'] = pendingIndex.partitionKey;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: profileKey(accountId),
          UpdateExpression: move.expression,
          ConditionExpression: guard.condition,
          ExpressionAttributeNames: names,
          ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
        }),
      );
    } catch (error) {
      // A debit came in meanwhile: its charge keeps the profile in view, and the next sweep looks again.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async function sweep(chargedBefore: Date, now: Date): Promise<SweepResult> {
    const refunded: ChargeRef[] = [];
    for await (const accountId of accountsBefore(chargedBefore)) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
      );
      if (!Item) continue;
      let oldestLeft: Date | undefined;
      for (const { usageId, entry } of pendingEntries(Item)) {
        const chargedAt = new Date(entry.createdAt);
        if (chargedAt < chargedBefore) {
          const charge = { accountId, usageId };
          if ((await refundPending(charge, entry, sweepRefundReason, now)) === 'refunded') refunded.push(charge);
        } else if (!oldestLeft || chargedAt < oldestLeft) {
          oldestLeft = chargedAt;
        }
      }
      await reindex(accountId, Item[pendingSeqAttribute], oldestLeft);
    }
    return { refunded };
  }

  return { sweep };
}
