/**
 * Key layout of the single table (`PK`/`SK`). Every item that belongs to an account lives in that account's
 * partition, so "another account's resource" can never be addressed: the partition comes from the principal.
 *
 * | Item | PK | SK |
 * |---|---|---|
 * | profile (also today's quota counter and pending charges, see metering/) | `ACCT#<accountId>` | `PROFILE` |
 * | main API key | `ACCT#<accountId>` | `APIKEY` |
 * | further API keys | `ACCT#<accountId>` | `APIKEY#<keyId>` |
 * | count of further keys not revoked | `ACCT#<accountId>` | `KEYSLOTS` |
 * | key-hash lookup | `KEYHASH#<sha256 hex>` | `KEYHASH` |
 * | usage entry | `ACCT#<accountId>` | `USAGE#<ISO time>#<usageId>` |
 * | idempotency record | `ACCT#<accountId>` | `IDEM#<Idempotency-Key>` |
 * | request log row (docs/requests.md) | `ACCT#<accountId>` | `REQ#<ISO time>#<requestId>` |
 * | refused-call counter of a key, per UTC hour | `ACCT#<accountId>` | `REFUSED#<keyId>#<yyyy-mm-ddThh>` |
 * | newsletter subscriber (docs/newsletter.md) | `NEWSLETTER#<subscriber id>` | `SUBSCRIBER` |
 * | a deleted account's tombstone (functions/platform/accounts/tombstone.ts) | `DELETED#<accountId>` | `DELETED` |
 */
export interface ItemKey {
  readonly PK: string;
  readonly SK: string;
}

export const accountPk = (accountId: string): string => `ACCT#${accountId}`;

export const profileKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'PROFILE' });

/** The main key ("API Key Principal"); regenerate replaces it in place. */
export const apiKeyKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'APIKEY' });

/** Every key item's sort key starts with this: the main key's is exactly it, further keys add `#<keyId>`. */
export const apiKeyPrefix = 'APIKEY';
export const extraKeyKey = (accountId: string, keyId: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `${apiKeyPrefix}#${keyId}`,
});

/** Guards the per-account key limit with one conditional counter (see functions/platform/accounts/key-list.ts). */
export const keySlotsKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'KEYSLOTS' });

export const keyHashKey = (hash: string): ItemKey => ({ PK: `KEYHASH#${hash}`, SK: 'KEYHASH' });

export const usagePrefix = 'USAGE#';
export const usageKey = (accountId: string, at: Date, usageId: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `${usagePrefix}${at.toISOString()}#${usageId}`,
});

/** UTC calendar day, `yyyy-mm-dd`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const idempotencyKey = (accountId: string, key: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `IDEM#${key}`,
});

export const requestLogPrefix = 'REQ#';
/** Newest first by sort key: the ISO time leads, the request id keeps two calls of one millisecond apart. */
export const requestLogKey = (accountId: string, at: Date, requestId: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `${requestLogPrefix}${at.toISOString()}#${requestId}`,
});

/** Counts a key's refused calls in one UTC hour, so a flood of them logs a bounded number of rows. */
export const refusedCounterKey = (accountId: string, keyId: string, at: Date): ItemKey => ({
  PK: accountPk(accountId),
  SK: `REFUSED#${keyId}#${at.toISOString().slice(0, 13)}`,
});
