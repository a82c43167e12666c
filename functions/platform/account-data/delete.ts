import type { S3Client } from '@aws-sdk/client-s3';
import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  DeleteCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { randomAlphanumeric } from '../../../shared/ids.js';
import type { AccountDeleted } from '../../../shared/operations/account-data.js';
import { AppError } from '../../core/errors.js';
import { customerKey, paymentKey } from '../../core/store/billing-keys.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { accountPk, type ItemKey, keyHashKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';
import { beginDeletion, completeDeletion, type PendingDeletion, pendingDeletions } from '../accounts/tombstone.js';
import type { Identity } from './identity.js';
import { kindOf, type PartitionItem, readPartition } from './partition.js';
import { accountPrefixes, deletePrefix } from './storage.js';

/**
 * Deleting an account (docs/privacy.md), in an order that fails safe: the password is checked before anything
 * changes; the keys stop working first; the subscription is set to end before any record of it goes (a Stripe
 * failure leaves the account whole, to retry). Then the deletion is recorded as begun (a pending tombstone,
 * accounts/tombstone.ts) and finished: objects, kept purchases moved to an opaque id, the partition (profile
 * first, so a session from before gets 401 `account_deleted` at once), the lookups, the sign-in, and the
 * tombstone marked done. Every step after the record is idempotent, so a deletion interrupted anywhere after it is
 * finished by the sweep (`finishPendingDeletions`) with what the record holds.
 */

export interface DeletionDeps {
  readonly table: TableDeps;
  readonly s3: S3Client;
  readonly filesBucket: string;
  readonly mediaBucket: string;
  readonly identity: Identity;
  /** Sets a subscription to end at the close of its paid period; absent when billing is off. */
  readonly cancelAtPeriodEnd?: (subscriptionId: string) => Promise<void>;
  /** Drops the account from this container's memory of provisioned accounts (functions/core/accounts/provision.ts). */
  readonly forget?: (accountId: string) => Promise<void>;
  /** Told when a begun deletion could not be finished in the request (the sweep finishes it). */
  readonly warn?: (message: string, extra: Record<string, unknown>) => void;
}

export interface DeletionRequest {
  readonly accountId: string;
  /** The pool's username for the person (the Cognito subject). */
  readonly userId: string;
  readonly email: string;
  readonly password: string;
}

export const invalidPassword = (): AppError =>
  new AppError('forbidden', 'The password is not correct. Nothing was deleted.', {
    extensions: { reason: 'invalid_password' },
  });

const profileFields = z.object({
  email: z.string().optional(),
  stripeCustomerId: z.string().optional(),
  subscriptionId: z.string().optional(),
  subscriptionStatus: z.string().optional(),
});

const keyFields = z.object({ hash: z.string() });
const purchaseFields = z.object({ paymentIntentId: z.string().optional() });

/** The opaque owner of an erased account's purchases: not derived from anything about the person. */
export const newErasedOwner = (): string => `anon_${randomAlphanumeric(24)}`;

const endedStatuses = new Set(['canceled', 'incomplete_expired']);

export async function deleteAccount(deps: DeletionDeps, request: DeletionRequest, now: Date): Promise<AccountDeleted> {
  const items = await readPartition(deps.table, request.accountId);
  const profile = profileFields.parse(items.find((i) => i.SK === 'PROFILE')?.item ?? {});
  const username = profile.email || request.email || request.userId;
  if (!(await deps.identity.checkPassword(username, request.password))) throw invalidPassword();

  const keyHashes = items.flatMap((i) => {
    if (kindOf(i.SK) !== 'APIKEY') return [];
    const parsed = keyFields.safeParse(i.item);
    return parsed.success ? [parsed.data.hash] : [];
  });
  await Promise.all(keyHashes.map((hash) => revokeHash(deps.table, hash, now)));

  let cancelled = false;
  if (profile.subscriptionId && !endedStatuses.has(profile.subscriptionStatus ?? '') && deps.cancelAtPeriodEnd) {
    await deps.cancelAtPeriodEnd(profile.subscriptionId);
    cancelled = true;
  }

  const hasPurchases = items.some((i) => kindOf(i.SK) === 'PURCHASE');
  const pending = await beginDeletion(deps.table, {
    accountId: request.accountId,
    userId: request.userId,
    deletedAt: now.toISOString(),
    keyHashes,
    ...(profile.stripeCustomerId ? { stripeCustomerId: profile.stripeCustomerId } : {}),
    ...(hasPurchases ? { erasedOwner: newErasedOwner() } : {}),
  });
  await deps.forget?.(request.accountId);
  if (pending) {
    try {
      await finishDeletion(deps, pending, now);
    } catch (error) {
      // The deletion is recorded: the sweep finishes it. The person asked, and their keys already stopped working.
      deps.warn?.('an account deletion stopped before the end; the sweep will finish it', {
        accountId: request.accountId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return {
    deleted: true,
    kept: pending?.erasedOwner || hasPurchases ? ['purchases'] : [],
    subscriptionCancelledAtPeriodEnd: cancelled,
  };
}

/**
 * Everything after the record of a deletion, each step safe to repeat: run by the request that began it and, when
 * that stopped half way, by the sweep.
 */
export async function finishDeletion(deps: DeletionDeps, deletion: PendingDeletion, now: Date): Promise<void> {
  const prefixes = accountPrefixes(deletion.accountId);
  await Promise.all([
    ...prefixes.files.map((p) => deletePrefix(deps.s3, deps.filesBucket, p)),
    ...prefixes.media.map((p) => deletePrefix(deps.s3, deps.mediaBucket, p)),
  ]);

  const items = await readPartition(deps.table, deletion.accountId);
  const purchases = items.filter((i) => kindOf(i.SK) === 'PURCHASE');
  if (purchases.length > 0) {
    await keepPurchases(deps.table, purchases, deletion.erasedOwner ?? newErasedOwner(), now);
  }

  const lookups: ItemKey[] = deletion.keyHashes.map(keyHashKey);
  if (deletion.stripeCustomerId) lookups.push(customerKey(deletion.stripeCustomerId));
  // The profile first: from then on a session from before the deletion is refused (functions/core/accounts/provision.ts).
  const keys = items
    .map(({ PK, SK }) => ({ PK, SK }))
    .sort((a, b) => Number(b.SK === 'PROFILE') - Number(a.SK === 'PROFILE'));
  await deleteItems(deps.table, [...keys, ...lookups]);

  await deps.identity.removeUser(deletion.userId);
  await completeDeletion(deps.table, deletion.accountId, now);
}

/** How many interrupted deletions one sweep run finishes. */
export const deletionsPerSweep = 10;

/**
 * The sweep's part: finishes deletions begun before `before` (longer ago than any API function can run, so never
 * one its request is still finishing). Returns the account ids finished; one that fails again stays for the next run.
 */
export async function finishPendingDeletions(deps: DeletionDeps, before: Date, now: Date): Promise<string[]> {
  const finished: string[] = [];
  for (const deletion of await pendingDeletions(deps.table, before, deletionsPerSweep)) {
    try {
      await finishDeletion(deps, deletion, now);
      finished.push(deletion.accountId);
    } catch (error) {
      deps.warn?.('a pending account deletion could not be finished yet', {
        accountId: deletion.accountId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return finished;
}

/** Marks a key's lookup revoked: the authorizer refuses it from the next uncached call. */
async function revokeHash({ ddb, tableName }: TableDeps, hash: string, now: Date): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyHashKey(hash),
        UpdateExpression: 'SET revoked = :true, revokedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Copies the purchases to a partition of an opaque owner, marked erased, and points their payment lookups there
 * (so a later refund of one still finds it). Putting the same items again is harmless: the owner is chosen once.
 */
async function keepPurchases(
  table: TableDeps,
  purchases: readonly PartitionItem[],
  owner: string,
  now: Date,
): Promise<void> {
  for (const { SK, item } of purchases) {
    const { PK: _pk, SK: _sk, ...fields } = item;
    await table.ddb.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...fields, PK: accountPk(owner), SK, erasedOwner: owner, erasedAt: now.toISOString() },
      }),
    );
    const pi = purchaseFields.safeParse(item).data?.paymentIntentId;
    if (pi) {
      await table.ddb
        .send(
          new UpdateCommand({
            TableName: table.tableName,
            Key: paymentKey(pi),
            UpdateExpression: 'SET accountId = :owner',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':owner': owner },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
  }
}

async function deleteItems({ ddb, tableName }: TableDeps, keys: readonly ItemKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let pending: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
      [tableName]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key: { PK: Key.PK, SK: Key.SK } } })),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt === 8) {
        // Throttled past patience: finish the rest one by one, which raises any real error.
        for (const request of pending[tableName] ?? []) {
          await ddb.send(new DeleteCommand({ TableName: tableName, Key: request.DeleteRequest.Key }));
        }
        break;
      }
      const answer: BatchWriteCommandOutput = await ddb.send(new BatchWriteCommand({ RequestItems: pending }));
      const unprocessed: readonly unknown[] | undefined = answer.UnprocessedItems?.[tableName];
      pending = unprocessed && unprocessed.length > 0 ? { [tableName]: unprocessed.map(asDelete) } : undefined;
    }
  }
}

const deleteRequest = z.object({ DeleteRequest: z.object({ Key: z.record(z.string(), z.unknown()) }) });
const asDelete = (request: unknown): { DeleteRequest: { Key: Record<string, unknown> } } =>
  deleteRequest.parse(request);
