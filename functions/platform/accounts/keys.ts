import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiKeyPattern, decryptApiKey, hashApiKey, maskApiKey } from '../../core/accounts/key-crypto.js';
import { type KeyDeps, newKeyItems } from '../../core/accounts/new-key.js';
import { notFound } from '../../core/errors.js';
import { cancellationCodes, isConditionFailure } from '../../core/store/errors.js';
import { type ApiKeyItem, apiKeyItem, defaultKeyName, keyHashItem } from '../../core/store/items.js';
import { apiKeyKey, keyHashKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/** An account's key as the dashboard sees it. */
export interface KeyRecord {
  readonly accountId: string;
  readonly userId: string;
  readonly keyId: string;
  readonly name: string;
  /** The full key, decrypted for the copy button. */
  readonly key: string;
  readonly masked: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastUsedAt: string | null;
  readonly expiresAt: string | null;
  /** Operation ids or family names the key may call; empty = any. */
  readonly allowed: readonly string[];
  readonly revoked: boolean;
}

/** What the authorizer learns from a presented key. */
export interface KeyLookup {
  readonly accountId: string;
  readonly keyId: string;
  readonly revoked: boolean;
  readonly hash: string;
  readonly lastUsedAt?: string;
  readonly expiresAt?: string | null;
  readonly allowed?: readonly string[];
}

/** `last_used_at` is written at most once per this interval per key, not on every request. */
export const lastUsedIntervalMs = 5 * 60 * 1000;

/** A key item as the dashboard sees it; `secret` decrypts the displayable key. */
export function keyRecordOf(item: ApiKeyItem, lastUsedAt: string | null, secret: string): KeyRecord {
  const key = decryptApiKey(item.encrypted, secret);
  return {
    accountId: item.accountId,
    userId: item.userId,
    keyId: item.keyId,
    name: item.name,
    key,
    masked: maskApiKey(key),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    lastUsedAt,
    expiresAt: item.expiresAt,
    allowed: item.allowed,
    revoked: item.revoked,
  };
}

export function createKeyStore({ ddb, tableName, secret }: KeyDeps) {
  async function readKeyItem(accountId: string): Promise<ApiKeyItem | undefined> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: apiKeyKey(accountId), ConsistentRead: true }),
    );
    return Item ? apiKeyItem.parse(Item) : undefined;
  }

  async function lastUsedOf(hash: string): Promise<string | null> {
    const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: keyHashKey(hash) }));
    return Item ? (keyHashItem.parse(Item).lastUsedAt ?? null) : null;
  }

  const toRecord = (item: ApiKeyItem, lastUsedAt: string | null): KeyRecord => keyRecordOf(item, lastUsedAt, secret);

  async function get(accountId: string): Promise<KeyRecord | undefined> {
    const item = await readKeyItem(accountId);
    return item ? toRecord(item, item.revoked ? null : await lastUsedOf(item.hash)) : undefined;
  }

  async function rename(accountId: string, name: string, now: Date): Promise<KeyRecord> {
    try {
      const { Attributes } = await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: apiKeyKey(accountId),
          UpdateExpression: 'SET #name = :name, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name, ':now': now.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = apiKeyItem.parse(Attributes);
      return toRecord(item, await lastUsedOf(item.hash));
    } catch (error) {
      if (isConditionFailure(error)) throw notFound('This account has no API key.');
      throw error;
    }
  }

  /**
   * Replaces the key. One transaction swaps the key item (guarded by the old hash, so two concurrent
   * regenerations cannot both win), deletes the old hash lookup (the old key stops working at once) and
   * adds the new one.
   */
  async function regenerate(owner: { accountId: string; userId: string }, now: Date): Promise<KeyRecord> {
    for (let attempt = 0; ; attempt++) {
      const current = await readKeyItem(owner.accountId);
      const fresh = newKeyItems(secret, owner, current?.name ?? defaultKeyName, now);
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...apiKeyKey(owner.accountId), type: 'apikey', ...fresh.keyItem },
                  ...(current
                    ? {
                        ConditionExpression: '#hash = :old',
                        ExpressionAttributeNames: { '#hash': 'hash' },
                        ExpressionAttributeValues: { ':old': current.hash },
                      }
                    : { ConditionExpression: 'attribute_not_exists(PK)' }),
                },
              },
              ...(current ? [{ Delete: { TableName: tableName, Key: keyHashKey(current.hash) } }] : []),
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keyHashKey(fresh.keyItem.hash), type: 'keyhash', ...fresh.hashItem },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
        return toRecord(fresh.keyItem, null);
      } catch (error) {
        // Another regeneration (or provisioning) changed the key between our read and write: read again.
        if (attempt >= 2 || !isCancelled(error)) throw error;
      }
    }
  }

  /** Revokes the key in place: both the key item and its lookup say revoked, so the authorizer refuses it. */
  async function revoke(accountId: string, now: Date): Promise<KeyRecord> {
    const current = await readKeyItem(accountId);
    if (!current) throw notFound('This account has no API key.');
    const at = now.toISOString();
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: apiKeyKey(accountId),
              UpdateExpression: 'SET revoked = :yes, updatedAt = :now',
              ConditionExpression: '#hash = :hash',
              ExpressionAttributeNames: { '#hash': 'hash' },
              ExpressionAttributeValues: { ':yes': true, ':now': at, ':hash': current.hash },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keyHashKey(current.hash),
              UpdateExpression: 'SET revoked = :yes',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
      }),
    );
    return toRecord({ ...current, revoked: true, updatedAt: at }, null);
  }

  return { get, rename, regenerate, revoke };
}

export type KeyStore = ReturnType<typeof createKeyStore>;

const isCancelled = (error: unknown): boolean => cancellationCodes(error) !== undefined;

/** The authorizer's side: find a presented key and keep `last_used_at` roughly current. Needs no secret. */
export function createKeyLookup({ ddb, tableName }: TableDeps) {
  async function lookup(key: string): Promise<KeyLookup | undefined> {
    // Anything that cannot be a key is refused without a read.
    if (!apiKeyPattern.test(key)) return undefined;
    const hash = hashApiKey(key);
    // Consistent, so a regenerated or revoked key stops working at once.
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: keyHashKey(hash), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const found = keyHashItem.parse(Item);
    return { ...found, hash };
  }

  /**
   * Records use at most once per interval: skipped when the value read is recent, and conditional on the
   * stored value being older so concurrent authorizers write once.
   */
  async function touch(found: KeyLookup, now: Date, intervalMs = lastUsedIntervalMs): Promise<boolean> {
    const threshold = new Date(now.getTime() - intervalMs).toISOString();
    if (found.lastUsedAt && found.lastUsedAt > threshold) return false;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyHashKey(found.hash),
          UpdateExpression: 'SET lastUsedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :threshold)',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':threshold': threshold },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return { lookup, touch };
}

export type KeyLookupStore = ReturnType<typeof createKeyLookup>;
