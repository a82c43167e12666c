import type { PutCommandInput, TransactWriteCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { type UsageItem, usageTimeOf } from '../store/items.js';
import { type ItemKey, profileKey, usageKey } from '../store/keys.js';
import { type PendingEntry, pendingAttribute } from './pending.js';
import type { ChargeRef } from './types.js';

/**
 * The writes that end a charge. Whichever of a settle and a refund creates the charge row wins; the other finds it.
 *
 * - settle: the charge row enters the usage history (one conditional put; the profile's marker is dropped later,
 *   see settled-markers.ts). A charge with a row stands.
 * - refund of a pending charge: a transaction guarded by the marker (item 0) and by the row's absence (item 1):
 *   the marker goes, the credits come back, the charge row (marked refunded) and its refund row are written. A
 *   cancellation at item 0 means another refund took it; at item 1, that it was settled.
 * - refund of a settled charge (a job that failed after its acceptance settled it): the row flips to refunded
 *   once (item 0 is the guard), the credits come back, the refund row is written.
 */
type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

export function chargeRowKey(charge: ChargeRef): ItemKey {
  const chargedAt = usageTimeOf(charge.usageId);
  if (!chargedAt) throw new Error(`Not a usage id: ${charge.usageId}`);
  return usageKey(charge.accountId, chargedAt, charge.usageId);
}

const chargeRow = (
  charge: ChargeRef,
  entry: PendingEntry,
  refundedBy?: string,
): UsageItem & { type: 'usage'; refundedBy?: string } => ({
  type: 'usage',
  usageId: charge.usageId,
  kind: 'charge',
  serviceId: entry.serviceId,
  operationId: entry.operationId,
  credits: entry.credits,
  requestId: entry.requestId,
  createdAt: entry.createdAt,
  refunded: refundedBy !== undefined,
  ...(refundedBy ? { refundedBy } : {}),
});

/** The refund row reversing a charge. */
function refundRow(
  charge: ChargeRef,
  entry: Pick<UsageItem, 'serviceId' | 'operationId' | 'requestId' | 'credits'>,
  refundId: string,
  reason: string,
  now: Date,
) {
  const row: UsageItem = {
    usageId: refundId,
    kind: 'refund',
    serviceId: entry.serviceId,
    operationId: entry.operationId,
    credits: -entry.credits,
    requestId: entry.requestId,
    createdAt: now.toISOString(),
    refunded: false,
    refundOf: charge.usageId,
    reason,
  };
  return { ...usageKey(charge.accountId, now, refundId), type: 'usage', ...row };
}

export function settlePut(tableName: string, charge: ChargeRef, entry: PendingEntry): PutCommandInput {
  return {
    TableName: tableName,
    Item: { ...chargeRowKey(charge), ...chargeRow(charge, entry) },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** Drops the marker of a charge whose row exists (settled, or refunded after settling). */
export function dropMarker(tableName: string, charge: ChargeRef): UpdateCommandInput {
  return {
    TableName: tableName,
    Key: profileKey(charge.accountId),
    UpdateExpression: 'REMOVE #pending',
    ExpressionAttributeNames: { '#pending': pendingAttribute(charge.usageId) },
  };
}

export function refundPendingItems(
  tableName: string,
  charge: ChargeRef,
  entry: PendingEntry,
  refundId: string,
  reason: string,
  now: Date,
): TransactItems {
  return [
    {
      Update: {
        TableName: tableName,
        Key: profileKey(charge.accountId),
        UpdateExpression: 'SET credits = credits + :c REMOVE #pending',
        ConditionExpression: 'attribute_exists(#pending)',
        ExpressionAttributeNames: { '#pending': pendingAttribute(charge.usageId) },
        ExpressionAttributeValues: { ':c': entry.credits },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...chargeRowKey(charge), ...chargeRow(charge, entry, refundId) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { TableName: tableName, Item: refundRow(charge, entry, refundId, reason, now) } },
  ];
}

/** Gives `credits` back to the account's balance (after the transaction's guard item decided it may). */
function creditBack(tableName: string, accountId: string, credits: number): TransactItems[number] {
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(accountId),
      UpdateExpression: 'SET credits = credits + :c',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':c': credits },
    },
  };
}

export function refundSettledItems(
  tableName: string,
  charge: ChargeRef,
  row: UsageItem,
  refundId: string,
  reason: string,
  now: Date,
): TransactItems {
  return [
    {
      // The guard that makes refunds idempotent: a charge row flips to refunded exactly once.
      Update: {
        TableName: tableName,
        Key: chargeRowKey(charge),
        UpdateExpression: 'SET refunded = :yes, refundedBy = :rid',
        ConditionExpression: 'attribute_exists(PK) AND refunded = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false, ':rid': refundId },
      },
    },
    creditBack(tableName, charge.accountId, row.credits),
    { Put: { TableName: tableName, Item: refundRow(charge, row, refundId, reason, now) } },
  ];
}

/**
 * Lowers a settled charge to its final price (a job held at its maximum that measured less): the row's credits
 * become the final price, the held amount is kept beside it for the record, and the difference goes back to the
 * balance. Item 0 is the guard: the row still holds the held price and is not refunded, so it happens once, and a
 * refund after it (refundSettledItems reads the row) returns only the final price.
 */
export function repriceItems(
  tableName: string,
  charge: ChargeRef,
  held: number,
  credits: number,
  now: Date,
): TransactItems {
  return [
    {
      Update: {
        TableName: tableName,
        Key: chargeRowKey(charge),
        UpdateExpression: 'SET credits = :final, heldCredits = :held, repricedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND refunded = :no AND credits = :held',
        ExpressionAttributeValues: { ':final': credits, ':held': held, ':no': false, ':at': now.toISOString() },
      },
    },
    creditBack(tableName, charge.accountId, held - credits),
  ];
}
