import { userRequestStats, userRequests } from '../../../shared/operations/requests.js';
import { type Implementation, implement } from '../../core/implement.js';
import { file, json } from '../../core/operation.js';
import type { TableDeps } from '../../core/store/table.js';
import { allRequests, listRequests, requestsCsv } from './list.js';
import { requestStats } from './stats.js';

/** `Accept: text/csv` asks for the export as much as `format=csv` does. */
const wantsCsv = (format: string, headers: Readonly<Record<string, string>>): boolean =>
  format === 'csv' || /\btext\/csv\b/i.test(headers.accept ?? '');

/**
 * The request log and the usage summary (shared/operations/requests.ts), read from the caller's own partition
 * only. `deps` resolves the table at the first call.
 */
export function requestImplementations(deps: () => TableDeps | Promise<TableDeps>): readonly Implementation[] {
  return [
    implement(userRequests, async (input, { principal, headers, now }) => {
      const { status, operation, key, from, to, limit, cursor, format } = input;
      const filter = { status, operation, key, from, to };
      const table = await deps();
      if (wantsCsv(format, headers)) {
        const csv = requestsCsv(await allRequests(table, principal.accountId, filter));
        return file(
          Buffer.from(csv, 'utf8'),
          'text/csv; charset=utf-8',
          `requests-${now().toISOString().slice(0, 10)}.csv`,
        );
      }
      return json(await listRequests(table, principal.accountId, filter, { limit, ...(cursor ? { cursor } : {}) }));
    }),
    implement(userRequestStats, async (_input, { principal, now }) =>
      json(await requestStats(await deps(), principal.accountId, now())),
    ),
  ];
}
