import type { RequestEntry, RequestsResponse } from '../../../shared/operations/outputs/requests.js';
import type { TableDeps } from '../../core/store/table.js';
import { keyNames } from './key-names.js';
import { decodeCursor, encodeCursor, entryOf, type RequestFilter, readRows } from './query.js';

/** One page of the log, newest first; `nextCursor` when more rows may match. */
export async function listRequests(
  table: TableDeps,
  accountId: string,
  filter: RequestFilter,
  page: { readonly limit: number; readonly cursor?: string },
): Promise<RequestsResponse> {
  const afterSk = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [{ rows, more, lastSk }, names] = await Promise.all([
    readRows(table, accountId, filter, { wanted: page.limit, maxReads: 5, ...(afterSk ? { afterSk } : {}) }),
    keyNames(table, accountId),
  ]);
  return { items: rows.map((r) => entryOf(r.item, names)), nextCursor: more && lastSk ? encodeCursor(lastSk) : null };
}

/** The CSV export's cap: a month of a busy account fits; the docs say where it stops. */
export const csvRowLimit = 10_000;

/** Every row of the filter (up to csvRowLimit), newest first. */
export async function allRequests(table: TableDeps, accountId: string, filter: RequestFilter): Promise<RequestEntry[]> {
  const [{ rows }, names] = await Promise.all([
    readRows(table, accountId, filter, { wanted: csvRowLimit, maxReads: 50 }),
    keyNames(table, accountId),
  ]);
  return rows.map((r) => entryOf(r.item, names));
}

const csvColumns = [
  'created_at',
  'request_id',
  'operation_id',
  'family',
  'status',
  'code',
  'duration_ms',
  'credits_charged',
  'credits_refunded',
  'key_id',
  'key_name',
  'job_id',
  'idempotency_key',
  'source',
  'user_agent',
] as const satisfies readonly (keyof RequestEntry)[];

/**
 * RFC 4180 fields; a text starting with `=`, `+`, `-` or `@` gets a leading `'` so a spreadsheet never runs a
 * client-chosen value (a user agent, an idempotency key) as a formula.
 */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function requestsCsv(entries: readonly RequestEntry[]): string {
  const lines = [csvColumns.join(',')];
  for (const entry of entries) lines.push(csvColumns.map((column) => field(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
