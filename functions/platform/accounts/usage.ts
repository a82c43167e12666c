import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { UsageEntry, UsageResponse } from '../../../shared/account-shapes.js';
import { invalidRequest } from '../../core/errors.js';
import { usageItem } from '../../core/store/items.js';
import { accountPk, usagePrefix } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/** The cursor is the last sort key seen, base64url-encoded; the partition always comes from the caller. */
const cursorSchema = z.object({ sk: z.string().startsWith(usagePrefix).max(300) });

const encodeCursor = (sk: string): string => Buffer.from(JSON.stringify({ sk })).toString('base64url');

function decodeCursor(cursor: string): string {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).sk;
  } catch {
    throw invalidRequest('cursor is not a value this API returned.', [
      { path: 'cursor', message: 'use nextCursor from the previous page' },
    ]);
  }
}

/** Usage entries, newest first (sort keys start with the ISO time). */
export async function listUsage(
  { ddb, tableName }: TableDeps,
  accountId: string,
  limit: number,
  cursor?: string,
): Promise<UsageResponse> {
  const pk = accountPk(accountId);
  // One extra row tells whether another page exists, so the last page never carries a cursor to nothing.
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': usagePrefix },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(cursor ? { ExclusiveStartKey: { PK: pk, SK: decodeCursor(cursor) } } : {}),
    }),
  );
  const page = Items.slice(0, limit).map((raw) => ({ sk: z.string().parse(raw.SK), entry: usageItem.parse(raw) }));
  const items = page.map(({ entry }): UsageEntry => {
    return {
      id: entry.usageId,
      created_at: entry.createdAt,
      service_id: entry.serviceId,
      operation_id: entry.operationId,
      credits_used: entry.credits,
      kind: entry.kind,
      refunded: entry.refunded,
      request_id: entry.requestId,
    };
  });
  const last = page.at(-1);
  return { items, nextCursor: Items.length > limit && last ? encodeCursor(last.sk) : null };
}
