import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { customerKey, paidKey, paymentKey, purchaseKey } from '../../core/store/billing-keys.js';
import { profileKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';
import type { PurchaseItem } from './items.js';
import {
  type EventRef,
  eventPut,
  failedAt,
  type LedgerReason,
  ledgerPut,
  type Outcome,
  recordDuplicate,
  recordEvent,
  type TransactItem,
  transact,
} from './transaction.js';

/**
 * Credit grants and plan changes, each one conditional transaction with its event record (see transaction.ts).
 * Grants and take-backs also write a usage (ledger) entry under the `billing` service whose operation id names
 * the reason (see `ledgerReasons`).
 */

export { type EventRef, type LedgerReason, ledgerReasons, type Outcome, recordEvent } from './transaction.js';

export interface Grant {
  readonly accountId: string;
  readonly credits: number;
  readonly reason: LedgerReason;
  /**
   * The purchase this grant pays out. Its `purchaseId` (the checkout session of a pack, the invoice of a plan)
   * and its payment intent are paid out once, whichever event announces them; a refund of the payment intent
   * reverses it.
   */
  readonly purchase: Omit<PurchaseItem, 'reversedCents' | 'takenBack' | 'forgiven'>;
}

/** Adds credits for a paid invoice or pack, with its ledger entry and purchase record, once per purchase. */
export async function grantCredits(table: TableDeps, event: EventRef, grant: Grant, now: Date): Promise<Outcome> {
  const { ddb, tableName } = table;
  const sk = purchaseKey(grant.accountId, now, grant.purchase.purchaseId);
  const once = 'attribute_not_exists(PK)';
  const items: TransactItem[] = [
    eventPut(tableName, event, now),
    {
      Put: {
        TableName: tableName,
        Item: {
          ...paidKey(grant.purchase.purchaseId),
          type: 'stripe-paid',
          accountId: grant.accountId,
          purchaseSk: sk.SK,
          eventId: event.id,
        },
        ConditionExpression: once,
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: profileKey(grant.accountId),
        UpdateExpression: 'SET credits = credits + :c, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':c': grant.credits, ':now': now.toISOString() },
      },
    },
    ledgerPut(tableName, grant.accountId, event, grant.reason, grant.credits, now),
    {
      Put: {
        TableName: tableName,
        Item: { ...sk, type: 'purchase', ...grant.purchase, reversedCents: 0, takenBack: 0, forgiven: 0 },
      },
    },
  ];
  const guards = [0, 1];
  const pi = grant.purchase.paymentIntentId;
  if (pi) {
    guards.push(items.length);
    items.push({
      Put: {
        TableName: tableName,
        Item: { ...paymentKey(pi), type: 'payment', accountId: grant.accountId, purchaseSk: sk.SK },
        ConditionExpression: once,
      },
    });
  }
  const result = await transact(ddb, items);
  if (result === 'applied') return 'applied';
  if (failedAt(result, 0)) return 'duplicate';
  // Another event already paid out this session, invoice or payment.
  if (failedAt(result, ...guards)) return recordDuplicate(table, event, now);
  throw new Error(`granting ${event.id} failed: ${result.join(',')} (is there a profile for ${grant.accountId}?)`);
}

export interface SubscriptionChange {
  readonly accountId: string;
  readonly subscriptionId: string;
  /** Plan the account has after this event (0 = none). */
  readonly plan: number;
  readonly status: string;
  readonly currentPeriodEnd: string | undefined;
  readonly cancelAtPeriodEnd: boolean;
  /** The event's `created`, epoch seconds. */
  readonly asOf: number;
  /** An ending subscription only drops the plan it granted, not a newer subscription's. */
  readonly ended: boolean;
}

/**
 * Sets the account's plan (and so its daily quota) from a subscription event. Out-of-order delivery: a change
 * older than the last one applied is recorded as processed and ignored (`stale`).
 */
export async function changeSubscription(
  { ddb, tableName }: TableDeps,
  event: EventRef,
  change: SubscriptionChange,
  now: Date,
): Promise<Outcome> {
  const values: Record<string, unknown> = {
    ':plan': change.plan,
    ':sid': change.subscriptionId,
    ':status': change.status,
    ':cape': change.cancelAtPeriodEnd,
    ':asOf': change.asOf,
    ':now': now.toISOString(),
  };
  let set =
    'SET #plan = :plan, subscriptionId = :sid, subscriptionStatus = :status, cancelAtPeriodEnd = :cape, subscriptionAsOf = :asOf, updatedAt = :now';
  if (change.currentPeriodEnd) {
    set += ', currentPeriodEnd = :cpe';
    values[':cpe'] = change.currentPeriodEnd;
  }
  const fresh = '(attribute_not_exists(subscriptionAsOf) OR subscriptionAsOf <= :asOf)';
  const sameSubscription = '(attribute_not_exists(subscriptionId) OR subscriptionId = :sid)';
  const result = await transact(ddb, [
    eventPut(tableName, event, now),
    {
      Update: {
        TableName: tableName,
        Key: profileKey(change.accountId),
        UpdateExpression: set,
        ConditionExpression: `attribute_exists(PK) AND ${fresh}${change.ended ? ` AND ${sameSubscription}` : ''}`,
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: values,
      },
    },
  ]);
  if (result === 'applied') return 'applied';
  if (failedAt(result, 0)) return 'duplicate';
  // Older than what the profile already reflects (or the end of a replaced subscription): done, no effect.
  const recorded = await recordEvent({ ddb, tableName }, event, now);
  return recorded === 'duplicate' ? 'duplicate' : 'stale';
}

/** Links a Stripe customer to its account (written before the customer's first checkout). */
export async function linkCustomer(
  { ddb, tableName }: TableDeps,
  customerId: string,
  accountId: string,
): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...customerKey(customerId), type: 'stripe-customer', accountId },
    }),
  );
}
