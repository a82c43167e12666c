/**
 * Key layout of the single table (`PK`/`SK`). Every item that belongs to an account lives in that account's
 * partition, so "another account's resource" can never be addressed: the partition comes from the principal.
 *
 * | Item | PK | SK |
 * |---|---|---|
 * | profile (also today's quota counter and pending charges, see metering/) | `ACCT#<accountId>` | `PROFILE` |
 * | API key | `ACCT#<accountId>` | `APIKEY` |
 * | key-hash lookup | `KEYHASH#<sha256 hex>` | `KEYHASH` |
 * | usage entry | `ACCT#<accountId>` | `USAGE#<ISO time>#<usageId>` |
 * | idempotency record | `ACCT#<accountId>` | `IDEM#<Idempotency-Key>` |
 */
export interface ItemKey {
  readonly PK: string;
  readonly SK: string;
}

export const accountPk = (accountId: string): string => `ACCT#${accountId}`;

export const profileKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'PROFILE' });

/** One API key per account (the spec's page shows one); regenerate replaces it in place. */
export const apiKeyKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'APIKEY' });

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
