import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { cancellationCodes, conditionFailureItem, isConditionFailure, withConflictRetry } from '../store/errors.js';
import { newUsageId, profileItem, usageItem, usageTimeOf } from '../store/items.js';
import { profileKey } from '../store/keys.js';
import type { TableDeps } from '../store/table.js';
import {
  chargeRowKey,
  dropMarker,
  refundPendingItems,
  refundSettledItems,
  repriceItems,
  settlePut,
} from './charge-writes.js';
import { type DebitForms, debitUpdate, refusal } from './debit-write.js';
import { createPendingSweep } from './dynamo-sweep.js';
import { type PendingEntry, pendingAttribute, pendingEntry } from './pending.js';
import { dailyQuotaOf, nextUtcMidnight } from './quota.js';
import { createArrivalMemory, defaultRateOf, type RateOf, rateAttribute } from './rate-limit.js';
import { type RequestLogRow, requestLogPut } from './request-log.js';
import { createSettledMarkers } from './settled-markers.js';
import type { Charge, ChargeRef, ChargeRequest, Debit, Meter, PendingSweep, QuotaState } from './types.js';

/**
 * Credits and quota over the single table. Every change to a balance is a conditional write: the debit carries
 * `credits >= :c`, a refund is guarded by the charge's pending attribute or its row's `refunded` flag. Nothing
 * reads, computes and writes back. A metered call costs two round trips on its success path: the debit (one
 * update of the profile, which answers the headers' numbers) and the settle (one put of the charge row, or, with
 * the call's request-log row, one transaction of the two puts; docs/requests.md).
 */
export type DynamoMeter = Meter & Required<Pick<Meter, 'settle' | 'reprice' | 'record'>> & PendingSweep;

/**
 * How often the debit may be refused for a reason that another form or a retry clears: the day turned, the
 * account's rate bucket filled or emptied, or a concurrent call changed the profile in between.
 */
const debitAttempts = 6;

const afterDebit = z.object({
  credits: z.number(),
  quotaUsed: z.number().optional(),
  [rateAttribute]: z.number().optional(),
});

export interface MeterOptions {
  /** Each plan's request rate; defaults to the plans' (shared/plans.ts). */
  readonly rateOf?: RateOf;
}

/** The SDK's per-call options: a request's deadline aborts the call (the write may still land; see Meter.charge). */
const sendOptions = (signal: AbortSignal | undefined) => (signal ? { abortSignal: signal } : undefined);

/** A transaction cancelled because its guard (the first item) failed: another ending of the charge won. */
const lostToAnother = (error: unknown): boolean => cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';

/** A pending refund cancelled because the charge row exists: the charge was settled first. */
const settledFirst = (error: unknown): boolean => cancellationCodes(error)?.[1] === 'ConditionalCheckFailed';

export function createDynamoMeter({ ddb, tableName }: TableDeps, options: MeterOptions = {}): DynamoMeter {
  const settledMarkers = createSettledMarkers();
  const arrivals = createArrivalMemory();
  const rateOf = options.rateOf ?? defaultRateOf;

  async function balance(accountId: string, signal?: AbortSignal): Promise<number> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
      sendOptions(signal),
    );
    if (!Item) return 0;
    return profileItem.pick({ credits: true }).parse(Item).credits;
  }

  /** The debit's write, retried in the forms the refused profile calls for; the profile as it is after it. */
  async function debit(request: ChargeRequest, limit: number | null, usageId: string) {
    const rate = rateOf(request.plan);
    let forms: DebitForms = { quota: 'same-day', rate: arrivals.form(request.accountId, request.now.getTime()) };
    const drop = settledMarkers.peek(request.accountId);
    for (let attempt = 1; ; attempt++) {
      const update = debitUpdate(tableName, { request, limit, rate, usageId, forms, drop });
      if (!update) return { credits: await balance(request.accountId, request.signal), quotaUsed: undefined };
      try {
        const { Attributes } = await withConflictRetry(() =>
          ddb.send(new UpdateCommand(update), sendOptions(request.signal)),
        );
        settledMarkers.forget(request.accountId, drop);
        const after = afterDebit.parse(Attributes);
        const tat = after[rateAttribute];
        if (tat !== undefined) arrivals.remember(request.accountId, tat);
        return after;
      } catch (error) {
        const old = conditionFailureItem(error);
        if (old === undefined || attempt >= debitAttempts) throw error;
        forms = refusal(old, { request, limit, rate });
      }
    }
  }

  async function charge(request: ChargeRequest): Promise<Charge> {
    const limit = dailyQuotaOf(request.plan);
    const resetAt = nextUtcMidnight(request.now);
    const usageId = newUsageId(request.now);
    const after = await debit(request, limit, usageId);
    const quota: QuotaState =
      limit === null
        ? { limit: null, remaining: null, resetAt }
        : { limit, remaining: Math.max(0, limit - (after.quotaUsed ?? 0)), resetAt };
    const debited: Debit | undefined =
      request.credits > 0
        ? {
            accountId: request.accountId,
            usageId,
            credits: request.credits,
            remaining: after.credits,
            serviceId: request.serviceId,
            operationId: request.operationId,
            requestId: request.requestId,
          }
        : undefined;
    return { quota, debit: debited, remaining: after.credits };
  }

  /**
   * The run answered: the charge stands and enters the usage history. A charge already refunded (its row exists)
   * is left alone. Its marker on the profile goes with this process's next debit for the account, or the sweep.
   */
  async function settle(charged: Debit, signal?: AbortSignal, log?: RequestLogRow): Promise<void> {
    const chargedAt = usageTimeOf(charged.usageId);
    if (!chargedAt) throw new Error(`Not a usage id: ${charged.usageId}`);
    const entry: PendingEntry = {
      credits: charged.credits,
      serviceId: charged.serviceId,
      operationId: charged.operationId,
      requestId: charged.requestId,
      createdAt: chargedAt.toISOString(),
    };
    const put = settlePut(tableName, charged, entry);
    try {
      if (log) {
        // One round trip still: the charge row and the log row in one write (both new items, so no hot item).
        const items = [{ Put: put }, { Put: requestLogPut(tableName, log) }];
        await ddb.send(new TransactWriteCommand({ TransactItems: items }), sendOptions(signal));
      } else {
        await ddb.send(new PutCommand(put), sendOptions(signal));
      }
    } catch (error) {
      if (!isConditionFailure(error) && !lostToAnother(error)) throw error;
      // Refunded before the answer was settled: the call is still logged, on its own.
      if (log) await ddb.send(new PutCommand(requestLogPut(tableName, log)), sendOptions(signal));
    }
    settledMarkers.add(charged.accountId, charged.usageId);
  }

  /**
   * Refunds a pending charge from its recorded entry: 'settled' when its row exists (its marker is then dropped),
   * 'gone' when another refund took the marker first.
   */
  async function refundPending(
    charge: ChargeRef,
    entry: PendingEntry,
    reason: string,
    now: Date,
    signal?: AbortSignal,
  ): Promise<'refunded' | 'settled' | 'gone'> {
    const items = refundPendingItems(tableName, charge, entry, newUsageId(now), reason, now);
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items }), sendOptions(signal)));
      return 'refunded';
    } catch (error) {
      if (lostToAnother(error)) return 'gone';
      if (!settledFirst(error)) throw error;
    }
    await ddb.send(new UpdateCommand(dropMarker(tableName, charge)), sendOptions(signal));
    return 'settled';
  }

  /**
   * Refunds a charge, once, wherever it stands: still pending on the profile, or settled into the history. A
   * charge that moves between the two while this runs is looked up again.
   */
  async function refund(
    charge: ChargeRef,
    reason: string,
    now: Date,
    signal?: AbortSignal,
  ): Promise<{ remaining: number }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { Item: row } = await ddb.send(
        new GetCommand({ TableName: tableName, Key: chargeRowKey(charge), ConsistentRead: true }),
        sendOptions(signal),
      );
      if (row) {
        const settled = usageItem.parse(row);
        if (!settled.refunded && settled.kind === 'charge') {
          const items = refundSettledItems(tableName, charge, settled, newUsageId(now), reason, now);
          try {
            await withConflictRetry(() =>
              ddb.send(new TransactWriteCommand({ TransactItems: items }), sendOptions(signal)),
            );
          } catch (error) {
            // A concurrent refund of the same charge won: the money is already back.
            if (!lostToAnother(error)) throw error;
          }
        }
        return { remaining: await balance(charge.accountId, signal) };
      }
      const name = pendingAttribute(charge.usageId);
      const { Item: profile } = await ddb.send(
        new GetCommand({
          TableName: tableName,
          Key: profileKey(charge.accountId),
          ConsistentRead: true,
          ProjectionExpression: '#pending',
          ExpressionAttributeNames: { '#pending': name },
        }),
        sendOptions(signal),
      );
      const recorded = profile?.[name];
      if (
        recorded !== undefined &&
        (await refundPending(charge, pendingEntry.parse(recorded), reason, now, signal)) === 'refunded'
      ) {
        return { remaining: await balance(charge.accountId, signal) };
      }
      // Settled or refunded in between: its row exists now.
    }
    throw new Error(`No charge ${charge.usageId} for ${charge.accountId}`);
  }

  /** See Meter.reprice: one guarded transaction; a lost guard means there is nothing (more) to give back. */
  async function reprice(charged: ChargeRef & { readonly credits: number }, credits: number, now: Date): Promise<void> {
    if (!(credits >= 0 && credits < charged.credits)) return;
    const items = repriceItems(tableName, charged, charged.credits, credits, now);
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items })));
    } catch (error) {
      if (!lostToAnother(error)) throw error;
    }
  }

  async function record(log: RequestLogRow, signal?: AbortSignal): Promise<void> {
    await ddb.send(new PutCommand(requestLogPut(tableName, log)), { abortSignal: signal });
  }

  const { sweep } = createPendingSweep({ ddb, tableName }, refundPending);
  return { balance, charge, refund, settle, sweep, reprice, record };
}
