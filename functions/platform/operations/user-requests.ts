import { userRequests } from '../../../shared/operations/requests.js';
import { file, json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { allRequests, listRequests, requestsCsv } from '../requests/list.js';

/** `Accept: text/csv` asks for the export as much as `format=csv` does. */
const wantsCsv = (format: string, headers: Readonly<Record<string, string>>): boolean =>
  format === 'csv' || /\btext\/csv\b/i.test(headers.accept ?? '');

/** The caller's request log, as a page of JSON or the whole filtered log as CSV. */
export default platformImplementation(userRequests, (deps) => async (input, { principal, headers, now }) => {
  const { status, operation, key, from, to, limit, cursor, format } = input;
  const filter = { status, operation, key, from, to };
  const table = await deps.table();
  if (wantsCsv(format, headers)) {
    const csv = requestsCsv(await allRequests(table, principal.accountId, filter));
    return file(
      Buffer.from(csv, 'utf8'),
      'text/csv; charset=utf-8',
      `requests-${now().toISOString().slice(0, 10)}.csv`,
    );
  }
  return json(await listRequests(table, principal.accountId, filter, { limit, ...(cursor ? { cursor } : {}) }));
});
