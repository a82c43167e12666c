import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { UsageEntry, UsageResponse } from '../../../shared/operations/outputs/platform.js';
import { invalidRequest } from '../../core/errors.js';
import { pendingEntries } from '../../core/metering/pending.js';
import { type UsageItem, usageItem, usageTimeOf } from '../../core/store/items.js';
import { accountPk, profileKey, usageKey, usagePrefix } from '../../core/store/keys.js';
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

/**
 * The charges still pending on the profile (a call in flight, or one whose Lambda died and the sweep has not yet
 * refunded): they are already taken from the balance, so the history lists them as the charges they are.
 */
async function pendingRows(
  { ddb, tableName }: TableDeps,
  accountId: string,
): Promise<{ sk: string; entry: UsageItem }[]> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  return pendingEntries(Item ?? {}).flatMap(({ usageId, entry }) => {
    const at = usageTimeOf(usageId);
    if (!at) return [];
    const row: UsageItem = { usageId, kind: 'charge', refunded: false, ...entry };
    return [{ sk: usageKey(accountId, at, usageId).SK, entry: row }];
  });
}

/** Usage entries, newest first (sort keys start with the ISO time), pending charges among them. */
export async function listUsage(
  table: TableDeps,
  accountId: string,
  limit: number,
  cursor?: string,
): Promise<UsageResponse> {
  const pk = accountPk(accountId);
  const after = cursor ? decodeCursor(cursor) : undefined;
  // One extra row tells whether another page exists, so the last page never carries a cursor to nothing.
  const [{ Items = [] }, pending] = await Promise.all([
    table.ddb.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': usagePrefix },
        ScanIndexForward: false,
        Limit: limit + 1,
        ...(after ? { ExclusiveStartKey: { PK: pk, SK: after } } : {}),
      }),
    ),
    pendingRows(table, accountId),
  ]);
  const rows = Items.map((raw) => ({ sk: z.string().parse(raw.SK), entry: usageItem.parse(raw) }));
  // A pending charge's would-be sort key orders it among the rows and can serve as the next page's cursor.
  // A marker outlives its settle until the next debit or the sweep drops it: the row, when there, stands for it.
  const fetched = new Set(rows.map((r) => r.sk));
  const older = pending.filter((p) => !fetched.has(p.sk) && (after === undefined || p.sk < after));
  const merged = [...rows, ...older].sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
  const page = merged.slice(0, limit);
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
  return { items, nextCursor: merged.length > limit && last ? encodeCursor(last.sk) : null };
}
