import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { table } from '../../../shared/resources.js';
import { tombstoneKey } from '../../core/accounts/deleted-account.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';

/**
 * A deleted account's tombstone (docs/privacy.md, "Deleting your account"). Cognito's ID and access tokens are
 * stateless: one issued before the deletion still verifies until it expires, and the first `user` call provisions
 * a missing account (functions/core/accounts/provision.ts). The deletion therefore leaves this one item, outside the
 * deleted partition, which provisioning checks in the same transaction that would create the account (its key,
 * `tombstoneKey`, lives beside provisioning in functions/core/accounts/deleted-account.ts). Re-signing up with the
 * same address is a new Cognito user, a new subject and so a new account id: the tombstone never touches it.
 *
 * The tombstone is also the deletion's record of intent. It is written `pending`, before anything is erased, with
 * what finishing needs from outside the partition (the sign-in's username, the key-hash lookups, the Stripe
 * customer link, the opaque owner of kept purchases) and listed in the table's index; a deletion interrupted after
 * that point (a Lambda timeout, the user pool unreachable) is finished by the sweep (functions/platform/sweep.ts).
 * `done` drops those fields and the index entry, leaving the account id and the time until the TTL removes it.
 */

/**
 * How long a finished deletion's tombstone is kept: a day, well past the longest-lived token that can call the API
 * (ID and access tokens live 1 hour, infra/aws/stacks/auth-stack.ts; a refresh token cannot mint new ones once the
 * user is gone). A pending one has no TTL: it stays until the deletion is finished.
 */
export const tombstoneKeepSeconds = 24 * 60 * 60;

/** The index partition (GSI1) listing deletions not finished yet, oldest first. */
export const pendingDeletionPartition = 'DELETING';
const pendingIndex = table.indexes[0];

/** What a pending deletion must remember to be finished by someone other than the request that began it. */
export const pendingDeletion = z.object({
  accountId: z.string(),
  /** The pool's username (the Cognito subject). */
  userId: z.string(),
  deletedAt: z.string(),
  keyHashes: z.array(z.string()).default([]),
  stripeCustomerId: z.string().optional(),
  /** The opaque owner the purchases are moved to, chosen once so a second pass moves them to the same place. */
  erasedOwner: z.string().optional(),
});
export type PendingDeletion = z.infer<typeof pendingDeletion>;

const stored = pendingDeletion.extend({ status: z.enum(['pending', 'done']) });

/**
 * Records the deletion as begun. Returns the pending record to finish: this one, or the one an earlier, interrupted
 * attempt left (so its opaque owner is reused); undefined when the account's deletion is already done.
 */
export async function beginDeletion(
  { ddb, tableName }: TableDeps,
  deletion: PendingDeletion,
): Promise<PendingDeletion | undefined> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...tombstoneKey(deletion.accountId),
          type: 'tombstone',
          status: 'pending',
          ...deletion,
          [pendingIndex.partitionKey]: pendingDeletionPartition,
          [pendingIndex.sortKey]: `${deletion.deletedAt}#${deletion.accountId}`,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return deletion;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: tombstoneKey(deletion.accountId), ConsistentRead: true }),
  );
  const earlier = stored.safeParse(Item);
  if (!earlier.success || earlier.data.status === 'done') return undefined;
  const { status: _status, ...record } = earlier.data;
  return record;
}

/** Marks the deletion finished: the fields that pointed at the person and the index entry go; the TTL starts. */
export async function completeDeletion({ ddb, tableName }: TableDeps, accountId: string, now: Date): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: tombstoneKey(accountId),
      UpdateExpression:
        'SET #status = :done, finishedAt = :now, #ttl = :ttl REMOVE userId, keyHashes, stripeCustomerId, erasedOwner, #gpk, #gsk',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#ttl': table.timeToLiveAttribute,
        '#gpk': pendingIndex.partitionKey,
        '#gsk': pendingIndex.sortKey,
      },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':now': now.toISOString(),
        ':ttl': epochSeconds(now) + tombstoneKeepSeconds,
      },
    }),
  );
}

/** A finished deletion's tombstone, written at once (what `completeDeletion` leaves). */
export async function writeTombstone({ ddb, tableName }: TableDeps, accountId: string, now: Date): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...tombstoneKey(accountId),
        type: 'tombstone',
        status: 'done',
        accountId,
        deletedAt: now.toISOString(),
        ttl: epochSeconds(now) + tombstoneKeepSeconds,
      },
    }),
  );
}

/** Deletions begun before `before` and not finished, oldest first (at most `limit`). */
export async function pendingDeletions(
  { ddb, tableName }: TableDeps,
  before: Date,
  limit: number,
): Promise<PendingDeletion[]> {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: pendingIndex.name,
      KeyConditionExpression: '#gpk = :p AND #gsk < :before',
      ExpressionAttributeNames: { '#gpk': pendingIndex.partitionKey, '#gsk': pendingIndex.sortKey },
      ExpressionAttributeValues: { ':p': pendingDeletionPartition, ':before': before.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []).flatMap((item) => {
    const parsed = stored.safeParse(item);
    if (!parsed.success || parsed.data.status !== 'pending') return [];
    const { status: _status, ...record } = parsed.data;
    return [record];
  });
}
