import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, withConflictRetry } from '../store/errors.js';
import { defaultKeyName, initialCredits, type ProfileItem } from '../store/items.js';
import { apiKeyKey, keyHashKey, profileKey } from '../store/keys.js';
import { accountDeleted, tombstoneKey } from './deleted-account.js';
import { type KeyDeps, newKeyItems } from './new-key.js';

/** Who signed up: the account id is derived from the Cognito subject (accountIdFor), so retries agree. */
export interface AccountIdentity {
  readonly accountId: string;
  readonly userId: string;
  readonly email: string;
  readonly name?: string;
}

/** The transaction's item that checks the tombstone, so its cancellation reason tells a deleted account apart. */
const tombstoneCheck = 3;

/**
 * Creates the profile (role user, no plan) and the first API key, once. The profile starts at 0 credits with the
 * welcome grant (`initialCredits`) pending until the e-mail is verified
 * (functions/platform/accounts/welcome-credits.ts adds it): sign-up stays instant, but a throwaway address earns
 * nothing. Safe to call on every authenticated request and from the post-confirmation trigger at the same time: one
 * transaction puts all three items only if the profile is absent, so concurrent first calls produce one profile and
 * one key. The same transaction checks that the account was not deleted (deleted-account.ts), so a session from
 * before a deletion gets a 401 `account_deleted` instead of a new, empty account, at no extra round trip.
 * Returns whether this call created the account.
 */
export async function ensureAccount(deps: KeyDeps, identity: AccountIdentity, now = new Date()): Promise<boolean> {
  const { ddb, tableName, secret } = deps;
  const existing = await ddb.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(identity.accountId),
      ConsistentRead: true,
      ProjectionExpression: 'PK',
    }),
  );
  if (existing.Item) return false;

  const at = now.toISOString();
  const profile: ProfileItem = {
    accountId: identity.accountId,
    userId: identity.userId,
    email: identity.email,
    name: identity.name?.trim() ?? '',
    role: 'user',
    plan: 0,
    credits: 0,
    welcomeCredits: initialCredits,
    createdAt: at,
    updatedAt: at,
  };
  const fresh = newKeyItems(secret, { accountId: identity.accountId, userId: identity.userId }, defaultKeyName, now);
  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...profileKey(identity.accountId), type: 'profile', ...profile },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: { ...apiKeyKey(identity.accountId), type: 'apikey', ...fresh.keyItem },
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
            {
              ConditionCheck: {
                TableName: tableName,
                Key: tombstoneKey(identity.accountId),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[tombstoneCheck] === 'ConditionalCheckFailed') throw accountDeleted();
    // A concurrent first call provisioned it between our read and our write.
    if (codes?.some((code) => code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}

/**
 * How long a container trusts that an account it has seen still exists. A deletion forgets the account at once in
 * the container that ran it; any other warm container asks the table again within this time, and from then on a
 * session from before the deletion is refused (functions/platform/accounts/tombstone.ts).
 */
export const knownAccountMs = 5 * 60 * 1000;

/**
 * `ensureAccount` with its dependencies bound and a per-container memory of accounts already seen, so the
 * pipeline can call it before every `user` route at the cost of one read per account per container and
 * `knownAccountMs`.
 */
export function createProvisioner(deps: KeyDeps, rememberMs = knownAccountMs) {
  const known = new Map<string, number>();
  return {
    async ensureAccount(identity: AccountIdentity, now = new Date()): Promise<boolean> {
      if ((known.get(identity.accountId) ?? 0) > now.getTime()) return false;
      const created = await ensureAccount(deps, identity, now);
      known.set(identity.accountId, now.getTime() + rememberMs);
      return created;
    },
    /** Called by the deletion, so this container stops trusting the account at once. */
    forget(accountId: string): void {
      known.delete(accountId);
    },
  };
}

export type Provisioner = ReturnType<typeof createProvisioner>;
