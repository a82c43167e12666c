import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors.js';
import { cancellationCodes, failedItemNumber, isConditionFailure, withConflictRetry } from '../store/errors.js';
import { newUsageId, profileItem, type UsageItem, usageItem, usageTimeOf } from '../store/items.js';
import { profileKey, quotaKey, usageKey } from '../store/keys.js';
import type { TableDeps } from '../store/table.js';
import {
  clearPending,
  pendingIndex,
  pendingIndexKeys,
  pendingPartition,
  pendingShards,
  stillPending,
  sweepRefundReason,
} from './pending.js';
import { dailyQuotaOf, nextUtcMidnight, quotaExceeded } from './quota.js';
import type {
  Charge,
  ChargeRequest,
  Debit,
  DebitRequest,
  Meter,
  PendingSweep,
  QuotaState,
  SweepResult,
} from './types.js';

const day = 86_400;

/**
 * Credits and quota over the single table. Every change to a balance is a conditional write: the decrement
 * carries `credits >= :c`, the refund is guarded by the charge's `refunded` flag. Nothing reads, computes
 * and writes back. A charge is written pending (see pending.ts) and leaves that state when its run settles it or
 * it is refunded; the sweep refunds charges whose run never came back.
 */
export type DynamoMeter = Meter & Required<Pick<Meter, 'settle'>> & PendingSweep;

export function createDynamoMeter({ ddb, tableName }: TableDeps): DynamoMeter {
  async function balance(accountId: string): Promise<number> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
    );
    if (!Item) return 0;
    return profileItem.pick({ credits: true }).parse(Item).credits;
  }

  /** The quota counter's update, or nothing for unlimited plans (nothing to enforce, one write saved). */
  function quotaUpdate(accountId: string, limit: number | null, now: Date) {
    if (limit === null) return [];
    return [
      {
        Update: {
          TableName: tableName,
          Key: quotaKey(accountId, now),
          UpdateExpression: 'ADD n :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          // The counter outlives its day by one more so a late request near midnight still finds it.
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': nextUtcMidnight(now) + day },
        },
      },
    ];
  }

  function debitItems(request: DebitRequest, usageId: string) {
    if (request.credits <= 0) return [];
    const entry: UsageItem = {
      usageId,
      kind: 'charge',
      serviceId: request.serviceId,
      operationId: request.operationId,
      credits: request.credits,
      requestId: request.requestId,
      createdAt: request.now.toISOString(),
      refunded: false,
    };
    return [
      {
        Update: {
          TableName: tableName,
          Key: profileKey(request.accountId),
          UpdateExpression: 'SET credits = credits - :c',
          ConditionExpression: 'credits >= :c',
          ExpressionAttributeValues: { ':c': request.credits },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...usageKey(request.accountId, request.now, usageId),
            type: 'usage',
            ...entry,
            // Pending until the run settles or refunds it, in the same transaction as the debit.
            ...pendingIndexKeys(request.accountId, usageId, request.now),
          },
        },
      },
    ];
  }

  /** Balance and today's quota counter in one consistent read. */
  async function readAfter(accountId: string, now: Date): Promise<{ credits: number; used: number }> {
    const keys = [profileKey(accountId), quotaKey(accountId, now)];
    const { Responses } = await ddb.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    let credits = 0;
    let used = 0;
    for (const item of Responses?.[tableName] ?? []) {
      if (item.SK === 'PROFILE') credits = profileItem.pick({ credits: true }).parse(item).credits;
      else if (typeof item.n === 'number') used = item.n;
    }
    return { credits, used };
  }

  async function charge(request: ChargeRequest): Promise<Charge> {
    const limit = dailyQuotaOf(request.plan);
    const resetAt = nextUtcMidnight(request.now);
    const usageId = newUsageId(request.now);
    const quotaItems = quotaUpdate(request.accountId, limit, request.now);
    const items = [...quotaItems, ...debitItems(request, usageId)];
    try {
      if (items.length > 0) {
        await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items })));
      }
    } catch (error) {
      const codes = cancellationCodes(error);
      if (limit !== null && codes?.[0] === 'ConditionalCheckFailed') throw quotaExceeded(limit, request.now);
      const debitIndex = quotaItems.length;
      if (codes?.[debitIndex] === 'ConditionalCheckFailed') {
        // No profile item at all reads as a balance of 0.
        const available = failedItemNumber(error, debitIndex, 'credits') ?? 0;
        throw new AppError(
          'insufficient_credits',
          `This call costs ${request.credits} credits and the balance is ${available}.`,
          { extensions: { required: request.credits, available } },
        );
      }
      throw error;
    }
    // Only fills response headers: read after the write, in one round trip, rather than before it.
    const after = await readAfter(request.accountId, request.now);
    const quota: QuotaState =
      limit === null
        ? { limit: null, remaining: null, resetAt }
        : { limit, remaining: Math.max(0, limit - after.used), resetAt };
    const debit =
      request.credits > 0
        ? { accountId: request.accountId, usageId, credits: request.credits, remaining: after.credits }
        : undefined;
    return { quota, debit, remaining: after.credits };
  }

  function chargeKeyOf(charged: Pick<Debit, 'accountId' | 'usageId'>) {
    const chargedAt = usageTimeOf(charged.usageId);
    if (!chargedAt) throw new Error(`Not a usage id: ${charged.usageId}`);
    return usageKey(charged.accountId, chargedAt, charged.usageId);
  }

  /** The run answered: the charge stands and leaves the pending index. A refunded or settled charge is left alone. */
  async function settle(charged: Debit): Promise<void> {
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: chargeKeyOf(charged),
          UpdateExpression: clearPending,
          ConditionExpression: `${stillPending} AND refunded = :no`,
          ExpressionAttributeValues: { ':no': false },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Refunds a charge, once. `onlyIfPending` is the sweep's guard: a charge its run settled in the meantime stays.
   */
  async function refundCharge(
    charged: Pick<Debit, 'accountId' | 'usageId'>,
    reason: string,
    now: Date,
    onlyIfPending: boolean,
  ): Promise<{ remaining: number; refunded: boolean }> {
    const { accountId } = charged;
    const chargeKey = chargeKeyOf(charged);
    const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: chargeKey, ConsistentRead: true }));
    if (!Item) throw new Error(`No charge ${charged.usageId} for ${accountId}`);
    const charge = usageItem.parse(Item);
    if (charge.refunded || charge.kind !== 'charge') return { remaining: await balance(accountId), refunded: false };
    const amount = charge.credits;
    const refundId = newUsageId(now);
    const entry: UsageItem = {
      usageId: refundId,
      kind: 'refund',
      serviceId: charge.serviceId,
      operationId: charge.operationId,
      credits: -amount,
      requestId: charge.requestId,
      createdAt: now.toISOString(),
      refunded: false,
      refundOf: charge.usageId,
      reason,
    };
    try {
      await withConflictRetry(() =>
        ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                // The guard that makes refunds idempotent: a charge flips to refunded exactly once.
                Update: {
                  TableName: tableName,
                  Key: chargeKey,
                  UpdateExpression: `SET refunded = :yes, refundedBy = :rid ${clearPending}`,
                  ConditionExpression: `attribute_exists(PK) AND refunded = :no${onlyIfPending ? ` AND ${stillPending}` : ''}`,
                  ExpressionAttributeValues: { ':yes': true, ':no': false, ':rid': refundId },
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: profileKey(accountId),
                  UpdateExpression: 'SET credits = credits + :c',
                  ConditionExpression: 'attribute_exists(PK)',
                  ExpressionAttributeValues: { ':c': amount },
                },
              },
              {
                Put: { TableName: tableName, Item: { ...usageKey(accountId, now, refundId), type: 'usage', ...entry } },
              },
            ],
          }),
        ),
      );
    } catch (error) {
      // A concurrent refund of the same charge won (the money is already back), or the sweep lost to a settle.
      if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
      return { remaining: await balance(accountId), refunded: false };
    }
    return { remaining: await balance(accountId), refunded: true };
  }

  async function refund(charged: Debit, reason: string, now: Date): Promise<{ remaining: number }> {
    const { remaining } = await refundCharge(charged, reason, now, false);
    return { remaining };
  }

  /** Every charge still pending that was made before `chargedBefore`, oldest first per shard. */
  async function* pendingBefore(chargedBefore: Date) {
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
          const sortKey = item[pendingIndex.sortKey];
          const [, accountId, usageId] = typeof sortKey === 'string' ? sortKey.split('#') : [];
          if (accountId && usageId) yield { accountId, usageId };
        }
        cursor = page.LastEvaluatedKey;
      } while (cursor);
    }
  }

  async function sweep(chargedBefore: Date, now: Date): Promise<SweepResult> {
    const refunded: { accountId: string; usageId: string }[] = [];
    for await (const pending of pendingBefore(chargedBefore)) {
      const result = await refundCharge(pending, sweepRefundReason, now, true);
      if (result.refunded) refunded.push(pending);
    }
    return { refunded };
  }

  return { balance, charge, refund, settle, sweep };
}
