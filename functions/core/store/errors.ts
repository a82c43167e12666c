import {
  type AttributeValue,
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { z } from 'zod';

/**
 * Reading DynamoDB's refusals. The SDK hands back items on failures in the low-level attribute-value form
 * (the document client does not unmarshall errors), so the few attributes we need are parsed here.
 */

export const isConditionFailure = (error: unknown): error is ConditionalCheckFailedException =>
  error instanceof ConditionalCheckFailedException;

/** Reason codes of a cancelled transaction, in the order of its items (`None` where that item was fine). */
export function cancellationCodes(error: unknown): readonly string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/**
 * The write lost a race on the same item and DynamoDB asks us to retry: a transaction cancelled for a conflict
 * with another one, or a single write refused while a transaction holds its item.
 */
export const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionConflictException ||
  (cancellationCodes(error)?.some((code) => code === 'TransactionConflict') ?? false);

type RawItem = Record<string, AttributeValue> | undefined;

const numberAttribute = z.object({ N: z.string() });
const stringAttribute = z.object({ S: z.string() });

/** A numeric attribute of an item in the low-level form, if it has one. */
export function rawNumber(item: RawItem, attribute: string): number | undefined {
  const parsed = numberAttribute.safeParse(item?.[attribute]);
  return parsed.success ? Number(parsed.data.N) : undefined;
}

/** A string attribute of an item in the low-level form, if it has one. */
export function rawString(item: RawItem, attribute: string): string | undefined {
  const parsed = stringAttribute.safeParse(item?.[attribute]);
  return parsed.success ? parsed.data.S : undefined;
}

/** A numeric attribute of the item returned with a failed condition (ReturnValuesOnConditionCheckFailure ALL_OLD). */
export function failedItemNumber(error: unknown, index: number, attribute: string): number | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return rawNumber(error.CancellationReasons?.[index]?.Item, attribute);
}

/**
 * The item as it was when a single write's condition failed (ReturnValuesOnConditionCheckFailure ALL_OLD):
 * `null` when there was no item, `undefined` when the error is not a condition failure.
 */
export function conditionFailureItem(error: unknown): Record<string, AttributeValue> | null | undefined {
  if (!(error instanceof ConditionalCheckFailedException)) return undefined;
  return error.Item ?? null;
}

/**
 * Runs a write, retrying only when DynamoDB refused it for a conflict with a concurrent transaction (on AWS a
 * hot balance item sees these under load); condition failures surface at once.
 */
export async function withConflictRetry<T>(write: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      // Conflicts on one item clear within a write's time: start at a few milliseconds and double.
      const backoff = Math.min(250, 2 * 2 ** attempt) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }
}
