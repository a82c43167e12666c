import { AppError } from '../errors.js';
import type { ItemKey } from '../store/keys.js';

/**
 * What provisioning needs of a deleted account's tombstone (functions/platform/accounts/tombstone.ts writes and
 * finishes it): where it lives, and the error a session from before the deletion gets. Cognito's tokens are
 * stateless, so the first `user` call after a deletion would otherwise provision a new, empty account.
 */

/** `DELETED#<accountId>`: not under `ACCT#`, so the partition's deletion and export never see it. */
export const tombstoneKey = (accountId: string): ItemKey => ({ PK: `DELETED#${accountId}`, SK: 'DELETED' });

/** What a session from before the deletion gets instead of a new, empty account. */
export const accountDeleted = (): AppError =>
  new AppError('unauthorized', 'This account was deleted. Sign up again to use Alquimia.', {
    extensions: { reason: 'account_deleted' },
  });
