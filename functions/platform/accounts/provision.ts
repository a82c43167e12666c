import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, withConflictRetry } from '../../core/store/errors.js';
import { defaultKeyName, initialCredits, type ProfileItem } from '../../core/store/items.js';
import { apiKeyKey, keyHashKey, profileKey } from '../../core/store/keys.js';
import { type KeyDeps, newKeyItems } from './keys.js';

export { accountIdFor } from '../../core/principal.js';

/** Who signed up: the account id is derived from the Cognito subject (accountIdFor), so retries agree. */
export interface AccountIdentity {
  readonly accountId: string;
  readonly userId: string;
  readonly email: string;
  readonly name?: string;
}

/**
 * Creates the profile (role user, no plan) and the first API key, once. The profile starts at 0 credits with the
 * welcome grant (`initialCredits`) pending until the e-mail is verified (welcome-credits.ts adds it): sign-up
 * stays instant, but a throwaway address earns nothing. Safe to call on every authenticated request and from the
 * post-confirmation trigger at the same time: one transaction puts all three items only if the profile is absent,
 * so concurrent first calls produce one profile and one key.
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
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    // A concurrent first call provisioned it between our read and our write.
    if (cancellationCodes(error)?.some((code) => code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}

/**
 * `ensureAccount` with its dependencies bound and a per-container memory of accounts already seen, so the
 * pipeline can call it before every `user` route at the cost of one read per account per container.
 */
export function createProvisioner(deps: KeyDeps) {
  const known = new Set<string>();
  return {
    async ensureAccount(identity: AccountIdentity, now = new Date()): Promise<boolean> {
      if (known.has(identity.accountId)) return false;
      const created = await ensureAccount(deps, identity, now);
      known.add(identity.accountId);
      return created;
    },
  };
}

export type Provisioner = ReturnType<typeof createProvisioner>;
