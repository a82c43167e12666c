import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../core/errors.js';
import type { ItemKey } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';

/**
 * A deleted account's tombstone (docs/privacy.md, "Deleting your account"). Cognito's ID and access tokens are
 * stateless: one issued before the deletion still verifies until it expires, and the first `user` call provisions
 * a missing account (provision.ts). The deletion therefore leaves this one item, outside the deleted partition and
 * holding nothing but the account id, which provisioning checks in the same transaction that would create the
 * account. Re-signing up with the same address is a new Cognito user, a new subject and so a new account id: the
 * tombstone never touches it.
 */

/** `DELETED#<accountId>`: not under `ACCT#`, so the partition's deletion and export never see it. */
export const tombstoneKey = (accountId: string): ItemKey => ({ PK: `DELETED#${accountId}`, SK: 'DELETED' });

/**
 * How long the tombstone is kept: a day, well past the longest-lived token that can call the API (ID and access
 * tokens live 1 hour, infra/aws/stacks/auth-stack.ts; a refresh token cannot mint new ones once the user is gone).
 */
export const tombstoneKeepSeconds = 24 * 60 * 60;

export async function writeTombstone({ ddb, tableName }: TableDeps, accountId: string, now: Date): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...tombstoneKey(accountId),
        type: 'tombstone',
        deletedAt: now.toISOString(),
        ttl: epochSeconds(now) + tombstoneKeepSeconds,
      },
    }),
  );
}

/** What a session from before the deletion gets instead of a new, empty account. */
export const accountDeleted = (): AppError =>
  new AppError('unauthorized', 'This account was deleted. Sign up again to use Alquimia.', {
    extensions: { reason: 'account_deleted' },
  });
