import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { paymentKey, reversalKey } from '../../core/store/billing-keys.js';
import { type ItemKey, profileKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';
import { paymentLookup, purchaseItem } from './items.js';
import {
  type EventRef,
  eventPut,
  failedAt,
  type LedgerReason,
  ledgerPut,
  type Outcome,
  recordDuplicate,
  type TransactItem,
  transact,
} from './transaction.js';

export interface Reversal {
  readonly paymentIntentId: string;
  /** What reverses the payment: a charge (all its refunds) or a dispute. Each is applied once, as it grows. */
  readonly sourceId: string;
  /** The source's cumulative amount in cents: the charge's `amount_refunded`, or the lost dispute's amount. */
  readonly cents: number;
  readonly reason: LedgerReason;
}

export type ReversalOutcome =
  | { readonly outcome: Outcome; readonly accountId: string; readonly takenBack: number; readonly forgiven: number }
  | { readonly outcome: 'unknown-payment' };

const appliedSource = z.object({ cents: z.number().int() });

/**
 * Takes back the credits a refunded or disputed payment bought, in proportion to the amount reversed, but never
 * more than the account still holds: the balance never goes below zero and credits already spent are forgiven
 * (recorded on the purchase as `forgiven`).
 *
 * Each source (charge or dispute) keeps a guard item with the amount of it already applied; an event adds only
 * what its source grew by since, so the same refund announced under several event ids moves credits once, while
 * a dispute after a partial refund adds to it. Optimistic on the guard, the balance and the purchase: a
 * concurrent change makes the transaction fail its condition and the computation runs again.
 */
export async function reversePurchase(
  deps: TableDeps,
  event: EventRef,
  reversal: Reversal,
  now: Date,
): Promise<ReversalOutcome> {
  const { ddb, tableName } = deps;
  const read = (Key: ItemKey) => ddb.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
  const lookup = await read(paymentKey(reversal.paymentIntentId));
  if (!lookup.Item) return { outcome: 'unknown-payment' };
  const { accountId, purchaseSk } = paymentLookup.parse(lookup.Item);
  const purchaseAt = { PK: profileKey(accountId).PK, SK: purchaseSk };
  const guardAt = reversalKey(reversal.sourceId);

  for (let attempt = 0; attempt < 10; attempt++) {
    const [purchaseRead, profileRead, guardRead] = await Promise.all([
      read(purchaseAt),
      read(profileKey(accountId)),
      read(guardAt),
    ]);
    const purchase = purchaseItem.parse(purchaseRead.Item);
    const balance = typeof profileRead.Item?.credits === 'number' ? profileRead.Item.credits : 0;
    const applied = guardRead.Item ? appliedSource.parse(guardRead.Item).cents : undefined;
    const sourceCents = Math.max(applied ?? 0, reversal.cents);
    const grown = sourceCents - (applied ?? 0);
    if (grown === 0) {
      return { outcome: await recordDuplicate(deps, event, now), accountId, takenBack: 0, forgiven: 0 };
    }
    const reversedCents = Math.min(purchase.reversedCents + grown, purchase.amountCents);
    const target = purchase.amountCents > 0 ? Math.round((purchase.credits * reversedCents) / purchase.amountCents) : 0;
    const due = Math.max(0, target - purchase.takenBack - purchase.forgiven);
    const take = Math.min(due, Math.max(0, balance));
    const forgive = due - take;
    const items: TransactItem[] = [
      eventPut(tableName, event, now),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...guardAt,
            type: 'stripe-reversal',
            paymentIntentId: reversal.paymentIntentId,
            cents: sourceCents,
            eventId: event.id,
          },
          ...(applied === undefined
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : { ConditionExpression: 'cents = :prev', ExpressionAttributeValues: { ':prev': applied } }),
        },
      },
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
    if (failedAt(result, 0)) return { outcome: 'duplicate', accountId, takenBack: 0, forgiven: 0 };
    // Another event of the same source, a debit or another reversal moved something under us: compute again.
  }
  throw new Error(`reversing ${reversal.paymentIntentId} kept conflicting`);
}
