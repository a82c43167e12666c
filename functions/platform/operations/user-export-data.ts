import { userExportData } from '../../../shared/operations/account-data.js';
import { json } from '../../core/operation.js';
import { createExport } from '../account-data/exports.js';
import { platformImplementation } from '../deps.js';

/** Starts an export of the caller's own data. */
export default platformImplementation(userExportData, (deps) => async (_input, { principal, now }) => {
  const created = await createExport((await deps.accountData()).exports, principal, now());
  // 201 when the archive is ready now; 202 when a large account's export was queued (account-data/exports.ts).
  return json(created, created.status === 'ready' ? 201 : 202);
});
