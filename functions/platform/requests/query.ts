import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { operationById } from '../../../shared/operations/index.js';
import type { RequestEntry } from '../../../shared/operations/outputs/requests.js';
import { invalidRequest } from '../../core/errors.js';
import { type RequestLogItem, requestLogItem } from '../../core/store/items.js';
import { accountPk, requestLogPrefix } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/** What the log can be filtered by (shared/operations/requests.ts); every filter optional. */
export interface RequestFilter {
  readonly status?: '2xx' | '4xx' | '5xx';
  readonly operation?: string;
  readonly key?: string;
  readonly from?: string;
  readonly to?: string;
}

/** The cursor is the last sort key returned, base64url-encoded; the partition always comes from the caller. */
const cursorSchema = z.object({ sk: z.string().startsWith(requestLogPrefix).max(300) });

export const encodeCursor = (sk: string): string => Buffer.from(JSON.stringify({ sk })).toString('base64url');

export function decodeCursor(cursor: string): string {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).sk;
  } catch {
    throw invalidRequest('cursor is not a value this API returned.', [
      { path: 'cursor', message: 'use nextCursor from the previous page' },
    ]);
  }
}

/** A bare UTC day as a bound: `from` starts at its midnight, `to` includes the whole day. */
function bound(value: string, end: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  return new Date(value).toISOString();
}

/** The key condition and filter expression of one filtered query, newest first. */
export function requestQuery(tableName: string, accountId: string, filter: RequestFilter): QueryCommandInput {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': accountPk(accountId) };
  const conditions: string[] = [];
  // `~` sorts after every character of an ISO time and a request id: the upper bound takes the whole instant.
  values[':lo'] = `${requestLogPrefix}${filter.from ? bound(filter.from, false) : ''}`;
  values[':hi'] = `${requestLogPrefix}${filter.to ? bound(filter.to, true) : ''}~`;
  if (filter.status) {
    const base = Number(filter.status[0]) * 100;
    names['#status'] = 'status';
    Object.assign(values, { ':slo': base, ':shi': base + 99 });
    conditions.push('#status BETWEEN :slo AND :shi');
  }
  if (filter.operation) {
    values[':op'] = filter.operation;
    conditions.push('operationId = :op');
  }
  if (filter.key) {
    values[':key'] = filter.key;
    conditions.push('keyId = :key');
  }
  return {
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

export interface LoggedRow {
  readonly sk: string;
  readonly item: RequestLogItem;
}

/**
 * Rows matching the filter, newest first, after `afterSk`: up to `wanted` of them, reading at most `maxReads`
 * query pages (filters apply after DynamoDB reads, so a sparse filter could otherwise read the whole month in one
 * call). `more` is true when rows may remain, with `lastSk` where to go on from.
 */
export async function readRows(
  { ddb, tableName }: TableDeps,
  accountId: string,
  filter: RequestFilter,
  options: { readonly wanted: number; readonly afterSk?: string; readonly maxReads: number },
): Promise<{ rows: LoggedRow[]; more: boolean; lastSk?: string }> {
  const base = requestQuery(tableName, accountId, filter);
  const pk = accountPk(accountId);
  const rows: LoggedRow[] = [];
  let start = options.afterSk;
  for (let read = 0; read < options.maxReads; read++) {
    const { Items = [], LastEvaluatedKey } = await ddb.send(
      new QueryCommand({
        ...base,
        Limit: Math.min(1000, Math.max(100, options.wanted + 1)),
        ...(start ? { ExclusiveStartKey: { PK: pk, SK: start } } : {}),
      }),
    );
    for (const raw of Items) {
      const sk = z.string().parse(raw.SK);
      rows.push({ sk, item: requestLogItem.parse(raw) });
      if (rows.length > options.wanted)
        return { rows: rows.slice(0, options.wanted), more: true, lastSk: rows[options.wanted - 1]?.sk };
    }
    const evaluated = LastEvaluatedKey?.SK;
    if (typeof evaluated !== 'string') return { rows, more: false };
    start = evaluated;
  }
  // Out of reads with the page not full: go on later from the last key evaluated.
  return { rows, more: true, lastSk: start };
}

/** A row as the API answers it; `names` maps key ids to the keys' current names (key-names.ts). */
export function entryOf(item: RequestLogItem, names: ReadonlyMap<string, string>): RequestEntry {
  return {
    request_id: item.requestId,
    created_at: item.at,
    operation_id: item.operationId,
    family: operationById(item.operationId)?.family ?? 'platform',
    status: item.status,
    code: item.code ?? null,
    duration_ms: item.durationMs,
    credits_charged: item.creditsCharged,
    credits_refunded: item.creditsRefunded,
    key_id: item.keyId,
    key_name: names.get(item.keyId) ?? null,
    job_id: item.jobId ?? null,
    idempotency_key: item.idempotencyKey ?? null,
    user_agent: item.userAgent ?? null,
    source: item.source,
    problem: item.problem ?? null,
    headers: item.headers,
  };
}
