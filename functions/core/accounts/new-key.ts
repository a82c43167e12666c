import { newId } from '../../../shared/ids.js';
import type { ApiKeyItem, KeyHashItem } from '../store/items.js';
import type { TableDeps } from '../store/table.js';
import { encryptApiKey, generateApiKey, hashApiKey } from './key-crypto.js';

/** The table plus what encrypts a displayable key at rest: what creates or reads keys needs. */
export interface KeyDeps extends TableDeps {
  /** Encrypts the displayable key at rest (loadKeySecret). */
  readonly secret: string;
}

/** Optional limits set when a key is created (docs/keys.md). */
export interface KeyRestrictions {
  readonly expiresAt: string | null;
  readonly allowed: readonly string[];
}

export const noRestrictions: KeyRestrictions = { expiresAt: null, allowed: [] };

/** A fresh key for `accountId`: the key item and its hash lookup item, ready to put. */
export function newKeyItems(
  secret: string,
  owner: { accountId: string; userId: string },
  name: string,
  now: Date,
  restrictions: KeyRestrictions = noRestrictions,
): { key: string; keyItem: ApiKeyItem; hashItem: KeyHashItem } {
  const key = generateApiKey();
  const keyId = newId('key');
  const at = now.toISOString();
  const limits = {
    ...(restrictions.expiresAt ? { expiresAt: restrictions.expiresAt } : {}),
    ...(restrictions.allowed.length > 0 ? { allowed: [...restrictions.allowed] } : {}),
  };
  return {
    key,
    keyItem: {
      ...owner,
      keyId,
      name,
      hash: hashApiKey(key),
      encrypted: encryptApiKey(key, secret),
      revoked: false,
      createdAt: at,
      updatedAt: at,
      expiresAt: restrictions.expiresAt,
      allowed: [...restrictions.allowed],
    },
    hashItem: { accountId: owner.accountId, keyId, revoked: false, ...limits },
  };
}
