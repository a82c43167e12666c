import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RequestRate } from '../../../shared/plans.js';
import { rawNumber, rawString } from '../store/errors.js';
import { profileKey, utcDay } from '../store/keys.js';
import { insufficientCredits } from './insufficient.js';
import { type PendingEntry, pendingAttribute, pendingIndex, pendingIndexKeys, pendingSeqAttribute } from './pending.js';
import { quotaExceeded } from './quota.js';
import { capMs, intervalMs, type RateForm, rateAttribute, rateFormFor, rateLimited } from './rate-limit.js';
import type { ChargeRequest } from './types.js';

/**
 * The debit as one conditional update of the profile item: the account's request rate (rate-limit.ts), today's
 * quota counter, the credits and the pending charge move together, and the write answers the balance and counter
 * left (ReturnValues ALL_NEW).
 *
 * The counter lives on the profile as `quotaDay` + `quotaUsed`. An update cannot branch on the day, so there are
 * two forms: `same-day` adds one under the limit, `new-day` starts the counter over. The same-day form is tried
 * first; the profile returned with a failed condition says which refusal it was, or that the day turned.
 */
export type QuotaForm = 'same-day' | 'new-day';

/** The shape of the update: which day and which rate bucket state it expects to find. */
export interface DebitForms {
  readonly quota: QuotaForm;
  readonly rate: RateForm;
}

export interface DebitWrite {
  readonly request: ChargeRequest;
  /** The plan's daily quota, or null when unlimited. */
  readonly limit: number | null;
  /** The plan's request rate, or null when the meter does not limit it. */
  readonly rate: RequestRate | null;
  readonly usageId: string;
  readonly forms: DebitForms;
  /** Markers of charges this process settled, dropped in the same write (see settled-markers.ts). */
  readonly drop?: readonly string[];
}

/** The update, or undefined when a call writes nothing: free, on an unlimited plan, with no rate limit. */
export function debitUpdate(tableName: string, write: DebitWrite): UpdateCommandInput | undefined {
  const { request, limit, rate, usageId, forms, drop = [] } = write;
  const set: string[] = [];
  const add: string[] = [];
  const remove: string[] = [];
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (request.credits > 0) {
    const index = pendingIndexKeys(request.accountId, request.now);
    const entry: PendingEntry = {
      credits: request.credits,
      serviceId: request.serviceId,
      operationId: request.operationId,
      requestId: request.requestId,
      createdAt: request.now.toISOString(),
    };
    set.push(
      'credits = credits - :c',
      '#pending = :entry',
      '#gpk = if_not_exists(#gpk, :gpk)',
      '#gsk = if_not_exists(#gsk, :gsk)',
    );
    add.push('#seq :one');
    conditions.push('credits >= :c');
    Object.assign(names, {
      '#pending': pendingAttribute(usageId),
      '#gpk': pendingIndex.partitionKey,
      '#gsk': pendingIndex.sortKey,
      '#seq': pendingSeqAttribute,
    });
    Object.assign(values, { ':c': request.credits, ':entry': entry, ':gpk': index.partition, ':gsk': index.sort });
    values[':one'] = 1;
  } else {
    conditions.push('attribute_exists(PK)');
  }
  if (limit !== null) {
    values[':one'] = 1;
    values[':today'] = utcDay(request.now);
    if (forms.quota === 'same-day') {
      add.push('quotaUsed :one');
      conditions.push('quotaDay = :today', 'quotaUsed < :limit');
      values[':limit'] = limit;
    } else {
      set.push('quotaDay = :today', 'quotaUsed = :one');
      conditions.push('(attribute_not_exists(quotaDay) OR quotaDay <> :today)');
    }
  }
  if (rate !== null) {
    const nowMs = request.now.getTime();
    names['#tat'] = rateAttribute;
    values[':nowMs'] = nowMs;
    if (forms.rate === 'idle') {
      set.push('#tat = :nextTat');
      conditions.push('(attribute_not_exists(#tat) OR #tat <= :nowMs)');
      values[':nextTat'] = nowMs + intervalMs(rate);
    } else {
      set.push('#tat = #tat + :interval');
      conditions.push('#tat > :nowMs', '#tat <= :capMs');
      Object.assign(values, { ':interval': intervalMs(rate), ':capMs': capMs(rate, nowMs) });
    }
  }
  if (set.length === 0 && add.length === 0) return undefined;
  drop.forEach((settled, i) => {
    remove.push(`#drop${i}`);
    names[`#drop${i}`] = pendingAttribute(settled);
  });
  const expression = [
    set.length > 0 ? `SET ${set.join(', ')}` : '',
    remove.length > 0 ? `REMOVE ${remove.join(', ')}` : '',
    add.length > 0 ? `ADD ${add.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    TableName: tableName,
    Key: profileKey(request.accountId),
    UpdateExpression: expression,
    ConditionExpression: conditions.join(' AND '),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  };
}

/**
 * Why the update's condition failed, from the profile as it was: the account's rate or the day's quota (429) or
 * the balance (402), each thrown; otherwise the forms to try next (the day turned, the bucket filled or emptied,
 * or a concurrent write changed the profile).
 */
export function refusal(
  old: Record<string, AttributeValue> | null,
  write: Pick<DebitWrite, 'request' | 'limit' | 'rate'>,
): DebitForms {
  const { request, limit, rate } = write;
  const nowMs = request.now.getTime();
  const tat = rawNumber(old ?? undefined, rateAttribute);
  const rateForm = rate === null ? 'idle' : rateFormFor(tat, rate, nowMs);
  if (rate !== null && tat !== undefined && rateForm === 'throttled') throw rateLimited(rate, tat, nowMs);
  const today = utcDay(request.now);
  const day = rawString(old ?? undefined, 'quotaDay');
  if (limit !== null && day === today && (rawNumber(old ?? undefined, 'quotaUsed') ?? 0) >= limit) {
    throw quotaExceeded(limit, request.now);
  }
  if (old === null && request.credits === 0) throw new Error(`No profile for ${request.accountId}`);
  // No profile item at all reads as a balance of 0.
  const available = rawNumber(old ?? undefined, 'credits') ?? 0;
  if (old === null || available < request.credits) {
    throw insufficientCredits(request.credits, available, rawNumber(old ?? undefined, 'welcomeCredits') ?? 0);
  }
  return { quota: day === today ? 'same-day' : 'new-day', rate: rateForm === 'busy' ? 'busy' : 'idle' };
}
