import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type KeyDeps, type KeyRestrictions, newKeyItems } from '../../core/accounts/new-key.js';
import { AppError, notFound } from '../../core/errors.js';
import { cancellationCodes, isConditionFailure, withConflictRetry } from '../../core/store/errors.js';
import { type ApiKeyItem, apiKeyItem, keyHashItem, maxKeysPerAccount } from '../../core/store/items.js';
import { apiKeyKey, apiKeyPrefix, extraKeyKey, keyHashKey, keySlotsKey } from '../../core/store/keys.js';
import { partitionItems } from '../../core/store/query.js';
import { epochSeconds } from '../../core/store/table.js';
import { callsByKey } from './key-calls.js';
import { createKeyStore, type KeyRecord, keyRecordOf } from './keys.js';

/**
 * An account's named keys (docs/keys.md). The main key keeps its own item (`APIKEY`, "API Key Principal",
 * docs/product.md#accounts, which regenerate replaces in place); further keys live beside it at `APIKEY#<keyId>`, so
 * one query of the account's partition lists them all. The limit is kept by one conditional counter (`KEYSLOTS`,
 * further keys not revoked) that every create and revoke changes in the same transaction as the key, so concurrent
 * creations can never pass it.
 */

/** A revoked further key stays listed (and its hash refused by name) this long, then the table's TTL removes it. */
export const revokedKeyRetentionDays = 30;

/** Further keys besides the main one. */
const maxExtraKeys = maxKeysPerAccount - 1;

export const keyLimitReached = () =>
  new AppError('conflict', `This account already has ${maxKeysPerAccount} keys. Revoke one before creating another.`, {
    extensions: { limit: maxKeysPerAccount },
  });

/** A key with whether it is the main one. */
export interface ListedKey {
  readonly key: KeyRecord;
  readonly main: boolean;
}

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * The key-slot counter's part of a create (`+1`, refused at `maxExtraKeys`) or a revoke (`-1`, never below zero):
 * the one write that keeps the limit, in the same transaction as the key it counts.
 */
export function slotWrite(tableName: string, accountId: string, change: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keySlotsKey(accountId),
      UpdateExpression: 'SET used = if_not_exists(used, :zero) + :change, #type = :type',
      ConditionExpression: change > 0 ? 'attribute_not_exists(used) OR used < :max' : 'used > :zero',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':change': change,
        ':type': 'keyslots',
        ...(change > 0 ? { ':max': maxExtraKeys } : {}),
      },
    },
  };
}

export function createKeyList(deps: KeyDeps) {
  const { ddb, tableName, secret } = deps;
  const main = createKeyStore(deps);

  async function lastUsedOf(items: readonly ApiKeyItem[]): Promise<Map<string, string | null>> {
    const reads = items.map(async (item): Promise<[string, string | null]> => {
      const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: keyHashKey(item.hash) }));
      return [item.keyId, Item ? (keyHashItem.parse(Item).lastUsedAt ?? null) : null];
    });
    return new Map(await Promise.all(reads));
  }

  async function items(accountId: string): Promise<{ item: ApiKeyItem; main: boolean }[]> {
    const found: { item: ApiKeyItem; main: boolean }[] = [];
    for await (const raw of partitionItems(deps, accountId, { prefix: apiKeyPrefix, consistent: true })) {
      found.push({ item: apiKeyItem.parse(raw), main: raw.SK === apiKeyPrefix });
    }
    return found;
  }

  const transact = (items: TransactItem[]) =>
    withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: items })));

  /** Every key with its calls in the last 30 days (from the request log, see key-calls.ts): the main key first, then the others oldest first. */
  async function list(accountId: string, now: Date): Promise<(ListedKey & { readonly calls: number })[]> {
    const [found, calls] = await Promise.all([items(accountId), callsByKey(deps, accountId, now)]);
    const ordered = found.sort(
      (a, b) => Number(b.main) - Number(a.main) || a.item.createdAt.localeCompare(b.item.createdAt),
    );
    const used = await lastUsedOf(ordered.map(({ item }) => item));
    return ordered.map(({ item, main }) => ({
      key: keyRecordOf(item, used.get(item.keyId) ?? null, secret),
      main,
      calls: calls.get(item.keyId) ?? 0,
    }));
  }

  /** Where a key id lives: the main item, or its own. */
  async function locate(accountId: string, keyId: string): Promise<{ item: ApiKeyItem; main: boolean }> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: extraKeyKey(accountId, keyId), ConsistentRead: true }),
    );
    if (Item) return { item: apiKeyItem.parse(Item), main: false };
    const mainItem = await ddb.send(
      new GetCommand({ TableName: tableName, Key: apiKeyKey(accountId), ConsistentRead: true }),
    );
    const parsed = mainItem.Item ? apiKeyItem.parse(mainItem.Item) : undefined;
    if (parsed?.keyId === keyId) return { item: parsed, main: true };
    throw notFound(`No key ${keyId} in this account.`);
  }

  /**
   * A new key with its secret (shown once: the list masks it). 409 `conflict` when the account already holds
   * `maxKeysPerAccount` keys that are not revoked.
   */
  async function create(
    owner: { accountId: string; userId: string },
    name: string,
    restrictions: KeyRestrictions,
    now: Date,
  ): Promise<KeyRecord> {
    const fresh = newKeyItems(secret, owner, name, now, restrictions);
    try {
      await transact([
        slotWrite(tableName, owner.accountId, 1),
        {
          Put: {
            TableName: tableName,
            Item: { ...extraKeyKey(owner.accountId, fresh.keyItem.keyId), type: 'apikey', ...fresh.keyItem },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...keyHashKey(fresh.keyItem.hash), type: 'keyhash', ...fresh.hashItem },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw keyLimitReached();
      throw error;
    }
    return keyRecordOf(fresh.keyItem, null, secret);
  }

  async function rename(accountId: string, keyId: string, name: string, now: Date): Promise<ListedKey> {
    const { item, main: isMainKey } = await locate(accountId, keyId);
    if (isMainKey) return { key: await main.rename(accountId, name, now), main: true };
    const at = now.toISOString();
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: extraKeyKey(accountId, keyId),
          UpdateExpression: 'SET #name = :name, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name, ':now': at },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw notFound(`No key ${keyId} in this account.`);
      throw error;
    }
    const used = await lastUsedOf([item]);
    return { key: keyRecordOf({ ...item, name, updatedAt: at }, used.get(keyId) ?? null, secret), main: false };
  }

  /**
   * Revokes one key by id: its item and hash lookup say revoked (the authorizer refuses it on its next
   * evaluation), and a further key frees its slot and is removed by TTL after `revokedKeyRetentionDays`.
   * The main key is revoked in place, as before: regenerate gives it a new secret.
   */
  async function revoke(accountId: string, keyId: string, now: Date): Promise<ListedKey> {
    const { item, main: isMainKey } = await locate(accountId, keyId);
    if (isMainKey) return { key: await main.revoke(accountId, now), main: true };
    if (item.revoked) return { key: keyRecordOf(item, null, secret), main: false };
    const at = now.toISOString();
    const ttl = epochSeconds(now) + revokedKeyRetentionDays * 24 * 3600;
    try {
      await transact([
        {
          Update: {
            TableName: tableName,
            Key: extraKeyKey(accountId, keyId),
            UpdateExpression: 'SET revoked = :yes, updatedAt = :now, #ttl = :ttl',
            ConditionExpression: 'revoked = :no',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':yes': true, ':no': false, ':now': at, ':ttl': ttl },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keyHashKey(item.hash),
            UpdateExpression: 'SET revoked = :yes, #ttl = :ttl',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':yes': true, ':ttl': ttl },
          },
        },
        slotWrite(tableName, accountId, -1),
      ]);
    } catch (error) {
      // A concurrent revoke won: the key is revoked either way.
      if (!cancellationCodes(error)) throw error;
    }
    return { key: keyRecordOf({ ...item, revoked: true, updatedAt: at }, null, secret), main: false };
  }

  return { list, create, rename, revoke };
}

export type KeyList = ReturnType<typeof createKeyList>;
