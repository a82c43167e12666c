import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { accountPk, requestLogPrefix } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * Calls per key in the last 30 days, counted from the request log's rows (functions/core/metering/request-log.ts
 * writes one per call, refused ones under a per-key cap) rather than from a counter: the list is read rarely, and
 * the log already holds what it needs. Only `keyId` is read back.
 */
export const callWindowDays = 30;

const loggedKey = z.object({ keyId: z.string() });

export async function callsByKey(
  { ddb, tableName }: TableDeps,
  accountId: string,
  now: Date,
): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - callWindowDays * 86_400_000).toISOString();
  const counts = new Map<string, number>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: {
          ':pk': accountPk(accountId),
          ':lo': `${requestLogPrefix}${since}`,
          ':hi': `${requestLogPrefix}~`,
        },
        ProjectionExpression: 'keyId',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const raw of page.Items ?? []) {
      const row = loggedKey.safeParse(raw);
      if (row.success) counts.set(row.data.keyId, (counts.get(row.data.keyId) ?? 0) + 1);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return counts;
}
