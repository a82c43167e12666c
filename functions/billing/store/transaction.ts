import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { eventKey } from '../../core/store/billing-keys.js';
import { cancellationCodes, withConflictRetry } from '../../core/store/errors.js';
import { newUsageId, type UsageItem } from '../../core/store/items.js';
import { usageKey } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';

/**
 * The pieces every billing transaction is built from. Each credit or plan change is one TransactWriteItems that
 * records the Stripe event id (`attribute_not_exists`) together with its effect, and every money-moving effect
 * also carries a guard on its business key (the checkout session, the invoice, the payment, the charge or the
 * dispute): Stripe may send the same fact under several event ids, and a fact must move credits once.
 */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why credits moved; the usage history shows these (operation ids of the `billing` service). */
export const ledgerReasons = {
  planCredits: 'billing.plan-credits',
  extraPack: 'billing.extra-pack',
  refund: 'billing.refund',
  dispute: 'billing.dispute',
} as const;
export type LedgerReason = (typeof ledgerReasons)[keyof typeof ledgerReasons];

/** `duplicate`: this event, or another event about the same payment, invoice or refund, already took effect. */
export type Outcome = 'applied' | 'duplicate' | 'stale';

/** Processed-event records outlive Stripe's retry window (3 days) with a wide margin. */
const eventTtlSeconds = 90 * 86_400;

export interface EventRef {
  readonly id: string;
  readonly type: string;
}

/** Item 0 of every billing transaction: the event, recorded once. */
export function eventPut(tableName: string, event: EventRef, now: Date): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...eventKey(event.id),
        type: 'stripe-event',
        eventType: event.type,
        processedAt: now.toISOString(),
        ttl: epochSeconds(now) + eventTtlSeconds,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * A ledger entry in the usage history. Its shape is the pipeline's usage item: a grant is written as a credit
 * (`refund` kind, negative amount: credits added), a take-back as a debit (`charge` kind, positive amount).
 */
export function ledgerPut(
  tableName: string,
  accountId: string,
  event: EventRef,
  reason: LedgerReason,
  credits: number,
  now: Date,
): TransactItem {
  const usageId = newUsageId(now);
  const entry: UsageItem = {
    usageId,
    kind: credits > 0 ? 'refund' : 'charge',
    serviceId: 'billing',
    operationId: reason,
    credits: -credits,
    requestId: event.id,
    createdAt: now.toISOString(),
    refunded: false,
    reason: event.type,
  };
  return { Put: { TableName: tableName, Item: { ...usageKey(accountId, now, usageId), type: 'usage', ...entry } } };
}

/** Runs the transaction; on a cancellation, the reason code of each item in order. */
export async function transact(ddb: TableDeps['ddb'], items: TransactItem[]): Promise<'applied' | readonly string[]> {
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items })));
    return 'applied';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes;
  }
}

/** Whether the item at one of `indexes` failed its condition. */
export const failedAt = (codes: readonly string[], ...indexes: number[]): boolean =>
  indexes.some((i) => codes[i] === 'ConditionalCheckFailed');

/** Records an event that has nothing (more) to do, once. */
export async function recordEvent({ ddb, tableName }: TableDeps, event: EventRef, now: Date): Promise<Outcome> {
  const result = await transact(ddb, [eventPut(tableName, event, now)]);
  if (result === 'applied') return 'applied';
  if (failedAt(result, 0)) return 'duplicate';
  throw new Error(`recording ${event.id} failed: ${result.join(',')}`);
}

/**
 * The effect was already applied under another event id (the guard on its business key held): the event is
 * recorded as processed, and the answer is `duplicate` either way.
 */
export async function recordDuplicate(table: TableDeps, event: EventRef, now: Date): Promise<'duplicate'> {
  await recordEvent(table, event, now);
  return 'duplicate';
}
