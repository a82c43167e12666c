import { userDeleteAccount, userExportData, userGetExport } from '../../../shared/operations/account-data.js';
import { type Implementation, implement } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { type DeletionDeps, deleteAccount } from './delete.js';
import { createExport, type ExportDeps, readExport } from './exports.js';

export interface AccountDataDeps {
  readonly exports: ExportDeps;
  readonly deletion: DeletionDeps;
}

/**
 * The account holder's data (shared/operations/account-data.ts): export and deletion. Each reads only the
 * caller's own partition and objects; `deps` is resolved at the first call.
 */
export function accountDataImplementations(deps: () => Promise<AccountDataDeps>): readonly Implementation[] {
  return [
    implement(userExportData, async (_input, { principal, now }) =>
      json(await createExport((await deps()).exports, principal, now()), 201),
    ),
    implement(userGetExport, async (input, { principal, now }) =>
      json(await readExport((await deps()).exports, principal.accountId, input.id, now())),
    ),
    implement(userDeleteAccount, async (input, { principal, now }) =>
      json(
        await deleteAccount(
          (await deps()).deletion,
          {
            accountId: principal.accountId,
            userId: principal.userId,
            email: principal.email,
            password: input.password,
          },
          now(),
        ),
      ),
    ),
  ];
}
