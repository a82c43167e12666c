import { userDeleteAccount } from '../../../shared/operations/account-data.js';
import { json } from '../../core/operation.js';
import { deleteAccount } from '../account-data/delete.js';
import { platformImplementation } from '../deps.js';

/** Deletes the caller's account and data once the password is confirmed. */
export default platformImplementation(
  userDeleteAccount,
  (deps) =>
    async (input, { principal, now }) =>
      json(
        await deleteAccount(
          (await deps.accountData()).deletion,
          {
            accountId: principal.accountId,
            userId: principal.userId,
            email: principal.email,
            password: input.password,
          },
          now(),
        ),
      ),
);
