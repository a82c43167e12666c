import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
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

/** The transaction lost a race with another one on the same item; DynamoDB asks us to retry. */
export const isTransactionConflict = (error: unknown): boolean =>
  cancellationCodes(error)?.some((code) => code === 'TransactionConflict') ?? false;

const numberAttribute = z.object({ N: z.string() });

/** A numeric attribute of the item returned with a failed condition (ReturnValuesOnConditionCheckFailure ALL_OLD). */
export function failedItemNumber(error: unknown, index: number, attribute: string): number | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const item = error.CancellationReasons?.[index]?.Item;
  const parsed = numberAttribute.safeParse(item?.[attribute]);
  return parsed.success ? Number(parsed.data.N) : undefined;
}

/**
 * Runs a transactional write, retrying only when DynamoDB cancelled it for a conflict with a concurrent
 * transaction (on AWS a hot balance item sees these under load); condition failures surface at once.
 */
export async function withConflictRetry<T>(write: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      const backoff = Math.min(500, 10 * 2 ** attempt) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }
}
