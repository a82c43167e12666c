import { GetCommand, PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, withConflictRetry } from '../../core/store/errors.js';
import { newUsageId, type UsageItem } from '../../core/store/items.js';
import { profileKey, usageKey } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';
import { type PurchaseItem, paymentLookup, purchaseItem } from './items.js';
import { customerKey, eventKey, paymentKey, purchaseKey } from './keys.js';

/**
 * Every credit or plan change billing makes: one TransactWriteItems that records the Stripe event id
 * (`attribute_not_exists`) together with its effect, so an event takes effect exactly once however often and
 * however concurrently Stripe delivers it. Grants and take-backs also write a usage (ledger) entry under the
 * `billing` service whose operation id names the reason (see `ledgerReasons`).
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why credits moved; the usage history shows these (operation ids of the `billing` service). */
export const ledgerReasons = {
  planCredits: 'billing.plan-credits',
  extraPack: 'billing.extra-pack',
  refund: 'billing.refund',
  dispute: 'billing.dispute',
} as const;
export type LedgerReason = (typeof ledgerReasons)[keyof typeof ledgerReasons];

export type Outcome = 'applied' | 'duplicate' | 'stale';

/** Processed-event records outlive Stripe's retry window (3 days) with a wide margin. */
const eventTtlSeconds = 90 * 86_400;

export interface EventRef {
  readonly id: string;
  readonly type: string;
}

function eventPut(tableName: string, event: EventRef, now: Date): TransactItem {
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
function ledgerPut(
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

/** Runs the transaction; `duplicate` when item 0 (the event record) already existed. */
async function transact(ddb: TableDeps['ddb'], items: TransactItem[]): Promise<'applied' | readonly string[]> {
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items })));
    return 'applied';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes;
  }
}

const isDuplicate = (codes: readonly string[]): boolean => codes[0] === 'ConditionalCheckFailed';

/** Records an event that has nothing (more) to do, once. */
export async function recordEvent({ ddb, tableName }: TableDeps, event: EventRef, now: Date): Promise<Outcome> {
  const result = await transact(ddb, [eventPut(tableName, event, now)]);
  if (result === 'applied') return 'applied';
  if (isDuplicate(result)) return 'duplicate';
  throw new Error(`recording ${event.id} failed: ${result.join(',')}`);
}

export interface Grant {
  readonly accountId: string;
  readonly credits: number;
  readonly reason: LedgerReason;
  /** The purchase this grant pays out; a refund of its payment intent reverses it. */
  readonly purchase: Omit<PurchaseItem, 'reversedCents' | 'takenBack' | 'forgiven'>;
}

/** Adds credits for a paid invoice or pack, with its ledger entry and purchase record, once per event. */
export async function grantCredits(
  { ddb, tableName }: TableDeps,
  event: EventRef,
  grant: Grant,
  now: Date,
): Promise<Outcome> {
  const sk = purchaseKey(grant.accountId, now, grant.purchase.purchaseId);
  const items: TransactItem[] = [
    eventPut(tableName, event, now),
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
  const pi = grant.purchase.paymentIntentId;
  if (pi) {
    items.push({
      Put: {
        TableName: tableName,
        Item: { ...paymentKey(pi), type: 'payment', accountId: grant.accountId, purchaseSk: sk.SK },
      },
    });
  }
  const result = await transact(ddb, items);
  if (result === 'applied') return 'applied';
  if (isDuplicate(result)) return 'duplicate';
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
  if (isDuplicate(result)) return 'duplicate';
  // Older than what the profile already reflects (or the end of a replaced subscription): done, no effect.
  const recorded = await recordEvent({ ddb, tableName }, event, now);
  return recorded === 'duplicate' ? 'duplicate' : 'stale';
}

export interface Reversal {
  readonly paymentIntentId: string;
  /** Cumulative amount refunded (charge.amount_refunded) or the lost dispute's amount, in cents. */
  readonly reversedCents: number;
  readonly reason: LedgerReason;
}

export type ReversalOutcome =
  | { readonly outcome: Outcome; readonly accountId: string; readonly takenBack: number; readonly forgiven: number }
  | { readonly outcome: 'unknown-payment' };

/**
 * Takes back the credits a refunded or disputed payment bought, in proportion to the amount reversed, but never
 * more than the account still holds: the balance never goes below zero and credits already spent are forgiven
 * (recorded on the purchase as `forgiven`). Optimistic on the balance and the purchase: a concurrent change
 * makes the transaction fail its guard and the computation runs again.
 */
export async function reversePurchase(
  deps: TableDeps,
  event: EventRef,
  reversal: Reversal,
  now: Date,
): Promise<ReversalOutcome> {
  const { ddb, tableName } = deps;
  const lookup = await ddb.send(
    new GetCommand({ TableName: tableName, Key: paymentKey(reversal.paymentIntentId), ConsistentRead: true }),
  );
  if (!lookup.Item) return { outcome: 'unknown-payment' };
  const { accountId, purchaseSk } = paymentLookup.parse(lookup.Item);
  const purchaseAt = { PK: profileKey(accountId).PK, SK: purchaseSk };

  for (let attempt = 0; attempt < 10; attempt++) {
    const [purchaseRead, profileRead] = await Promise.all([
      ddb.send(new GetCommand({ TableName: tableName, Key: purchaseAt, ConsistentRead: true })),
      ddb.send(new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true })),
    ]);
    const purchase = purchaseItem.parse(purchaseRead.Item);
    const balance = typeof profileRead.Item?.credits === 'number' ? profileRead.Item.credits : 0;
    const reversedCents = Math.min(Math.max(reversal.reversedCents, purchase.reversedCents), purchase.amountCents);
    const target = purchase.amountCents > 0 ? Math.round((purchase.credits * reversedCents) / purchase.amountCents) : 0;
    const due = Math.max(0, target - purchase.takenBack - purchase.forgiven);
    const take = Math.min(due, Math.max(0, balance));
    const forgive = due - take;
    if (due === 0 && reversedCents === purchase.reversedCents) {
      const recorded = await recordEvent(deps, event, now);
      return { outcome: recorded, accountId, takenBack: 0, forgiven: 0 };
    }
    const items: TransactItem[] = [
      eventPut(tableName, event, now),
      {
        Update: {
          TableName: tableName,
          Key: purchaseAt,
          UpdateExpression: 'SET reversedCents = :rev, takenBack = takenBack + :take, forgiven = forgiven + :forgive',
          ConditionExpression: 'reversedCents = :prevRev AND takenBack = :prevTaken AND forgiven = :prevForgiven',
          ExpressionAttributeValues: {
            ':rev': reversedCents,
            ':take': take,
            ':forgive': forgive,
            ':prevRev': purchase.reversedCents,
            ':prevTaken': purchase.takenBack,
            ':prevForgiven': purchase.forgiven,
          },
        },
      },
    ];
    if (take > 0) {
      items.push(
        {
          Update: {
            TableName: tableName,
            Key: profileKey(accountId),
            UpdateExpression: 'SET credits = credits - :take, updatedAt = :now',
            ConditionExpression: 'credits >= :take',
            ExpressionAttributeValues: { ':take': take, ':now': now.toISOString() },
          },
        },
        ledgerPut(tableName, accountId, event, reversal.reason, -take, now),
      );
    }
    const result = await transact(ddb, items);
    if (result === 'applied') return { outcome: 'applied', accountId, takenBack: take, forgiven: forgive };
    if (isDuplicate(result)) return { outcome: 'duplicate', accountId, takenBack: 0, forgiven: 0 };
    // The balance or the purchase moved under us (a debit, another reversal): compute again.
  }
  throw new Error(`reversing ${reversal.paymentIntentId} kept conflicting`);
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
