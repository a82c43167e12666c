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
import { writeTombstone } from '../accounts/tombstone.js';
import type { Identity } from './identity.js';
import { kindOf, type PartitionItem, readPartition } from './partition.js';
import { accountPrefixes, deletePrefix } from './storage.js';

/**
 * Deleting an account (docs/privacy.md), in an order that fails safe: the password is checked before anything
 * changes; the keys stop working first; the subscription is set to end before any record of it goes (a Stripe
 * failure leaves the account whole, to retry); then objects, table items and, last, the sign-in, so a half-done
 * deletion can be finished by asking again. Purchases alone are kept, moved to an opaque id. Just before the
 * partition goes, a tombstone (accounts/tombstone.ts) stops a session from before the deletion re-provisioning it.
 */

export interface DeletionDeps {
  readonly table: TableDeps;
  readonly s3: S3Client;
  readonly filesBucket: string;
  readonly mediaBucket: string;
  readonly identity: Identity;
  /** Sets a subscription to end at the close of its paid period; absent when billing is off. */
  readonly cancelAtPeriodEnd?: (subscriptionId: string) => Promise<void>;
  /** Drops the account from this container's memory of provisioned accounts (accounts/provision.ts). */
  readonly forget?: (accountId: string) => Promise<void>;
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

  const prefixes = accountPrefixes(request.accountId);
  await Promise.all([
    ...prefixes.files.map((p) => deletePrefix(deps.s3, deps.filesBucket, p)),
    ...prefixes.media.map((p) => deletePrefix(deps.s3, deps.mediaBucket, p)),
  ]);

  const purchases = items.filter((i) => kindOf(i.SK) === 'PURCHASE');
  const kept = purchases.length > 0 ? await keepPurchases(deps.table, purchases, now) : false;

  await writeTombstone(deps.table, request.accountId, now);
  await deps.forget?.(request.accountId);
  const lookups: ItemKey[] = keyHashes.map(keyHashKey);
  if (profile.stripeCustomerId) lookups.push(customerKey(profile.stripeCustomerId));
  await deleteItems(deps.table, [...items.map(({ PK, SK }) => ({ PK, SK })), ...lookups]);

  await deps.identity.removeUser(request.userId);
  return { deleted: true, kept: kept ? ['purchases'] : [], subscriptionCancelledAtPeriodEnd: cancelled };
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
 * (so a later refund of one still finds it). Returns true when any was kept.
 */
async function keepPurchases(table: TableDeps, purchases: readonly PartitionItem[], now: Date): Promise<boolean> {
  const owner = newErasedOwner();
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
  return true;
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
