import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors.js';
import { cancellationCodes, failedItemNumber, isConditionFailure, withConflictRetry } from '../store/errors.js';
import { newUsageId, profileItem, type UsageItem, usageItem, usageTimeOf } from '../store/items.js';
import { profileKey, quotaKey, usageKey } from '../store/keys.js';
import type { TableDeps } from '../store/table.js';
import { dailyQuotaOf, nextUtcMidnight, quotaExceeded } from './quota.js';
import type { Debit, DebitRequest, Meter, QuotaState } from './types.js';

const day = 86_400;

/**
 * Credits and quota over the single table. Every change to a balance is a conditional write: the decrement
 * carries `credits >= :c`, the refund is guarded by the charge's `refunded` flag. Nothing reads, computes
 * and writes back.
 */
export function createDynamoMeter({ ddb, tableName }: TableDeps): Meter {
  async function balance(accountId: string): Promise<number> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
    );
    if (!Item) return 0;
    return profileItem.pick({ credits: true }).parse(Item).credits;
  }

  async function consumeQuota(accountId: string, plan: number, now: Date): Promise<QuotaState> {
    const limit = dailyQuotaOf(plan);
    const resetAt = nextUtcMidnight(now);
    // Unlimited plans skip the write: nothing to enforce, and it saves a write per request.
    if (limit === null) return { limit: null, remaining: null, resetAt };
    try {
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: quotaKey(accountId, now),
          UpdateExpression: 'ADD n :one SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          // The counter outlives its day by one more so a late request near midnight still finds it.
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': resetAt + day },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const used = typeof Attributes?.n === 'number' ? Attributes.n : limit;
      return { limit, remaining: Math.max(0, limit - used), resetAt };
    } catch (error) {
      if (isConditionFailure(error)) throw quotaExceeded(limit, now);
      throw error;
    }
  }

  async function debit(request: DebitRequest): Promise<Debit> {
    const usageId = newUsageId(request.now);
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
    try {
      await withConflictRetry(() =>
        ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: profileKey(request.accountId),
                  UpdateExpression: 'SET credits = credits - :c',
                  ConditionExpression: 'credits >= :c',
                  ExpressionAttributeValues: { ':c': request.credits },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...usageKey(request.accountId, request.now, usageId), type: 'usage', ...entry },
                },
              },
            ],
          }),
        ),
      );
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') {
        // No profile item at all reads as a balance of 0.
        const available = failedItemNumber(error, 0, 'credits') ?? 0;
        throw new AppError(
          'insufficient_credits',
          `This call costs ${request.credits} credits and the balance is ${available}.`,
          { extensions: { required: request.credits, available } },
        );
      }
      throw error;
    }
    return { usageId, remaining: await balance(request.accountId) };
  }

  async function refund(
    accountId: string,
    charged: Debit,
    credits: number,
    reason: string,
    now: Date,
  ): Promise<{ remaining: number }> {
    const chargedAt = usageTimeOf(charged.usageId);
    if (!chargedAt) throw new Error(`Not a usage id: ${charged.usageId}`);
    const chargeKey = usageKey(accountId, chargedAt, charged.usageId);
    const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: chargeKey, ConsistentRead: true }));
    if (!Item) throw new Error(`No charge ${charged.usageId} for ${accountId}`);
    const charge = usageItem.parse(Item);
    if (charge.refunded || charge.kind !== 'charge') return { remaining: await balance(accountId) };
    // Never give back more than was taken.
    const amount = Math.min(credits, charge.credits);
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
                  UpdateExpression: 'SET refunded = :yes, refundedBy = :rid',
                  ConditionExpression: 'attribute_exists(PK) AND refunded = :no',
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
      // A concurrent refund of the same charge won: the money is already back.
      if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    }
    return { remaining: await balance(accountId) };
  }

  return { balance, consumeQuota, debit, refund };
}
