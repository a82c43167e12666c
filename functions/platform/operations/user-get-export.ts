import { userGetExport } from '../../../shared/operations/account-data.js';
import { json } from '../../core/operation.js';
import { readExport } from '../account-data/exports.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(
  userGetExport,
  (deps) =>
    async (input, { principal, now }) =>
      json(await readExport((await deps.accountData()).exports, principal.accountId, input.id, now())),
);
