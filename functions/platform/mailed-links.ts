import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../core/store/errors.js';
import type { TableDeps } from '../core/store/table.js';
import type { Mailer } from './account-data/mailer.js';

/**
 * Links the platform mails to an address and then acts on (the newsletter's confirmation, the recovery of an
 * unverified account): the item is keyed by a hash of the address, so a link never carries the address, and the
 * link carries a random secret of which only the hash is stored. A link's token is `<address id>.<secret>`.
 */

/** What a flow that mails links needs: its table, the mail engine, and where the links point. */
export interface MailedLinkDeps {
  readonly table: TableDeps;
  readonly mailer: Mailer;
  /** Origin of the site the links open (`PUBLIC_BASE_URL`). */
  readonly siteUrl: string;
  /** 32 random bytes; a parameter so tests can tell two links apart deterministically. */
  readonly secret?: () => Buffer;
}

export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

/** The first 128 bits of SHA-256 of the normalised address, as 32 hex digits. */
export const addressId = (email: string): string =>
  createHash('sha256').update(normaliseAddress(email)).digest('hex').slice(0, 32);

export const secretHashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A fresh link secret and its token: 32 random bytes (from `source` in tests), URL-safe. */
export function newLink(id: string, source?: () => Buffer): { readonly token: string; readonly secretHash: string } {
  const secret = (source?.() ?? randomBytes(32)).toString('base64url');
  return { token: `${id}.${secret}`, secretHash: secretHashOf(secret) };
}

/** The address id a token names and the hash of the secret it carries. */
export function parseLinkToken(token: string): { readonly id: string; readonly secretHash: string } {
  const [id = '', secret = ''] = token.split('.');
  return { id, secretHash: secretHashOf(secret) };
}

/** How often one address may be mailed by a flow: never twice within `resendWindowMs`, at most `perDay` a day. */
export interface MailLimits {
  readonly resendWindowMs: number;
  readonly perDay: number;
}

const dayMs = 86_400_000;

/**
 * Whether an address mailed at `sent` may be mailed once more at `now` under `limits`: fewer than `perDay` mails in
 * the 24 hours before, and none within the resend window. Also the times to keep, those of the last 24 hours, so a
 * flood of requests for one address sends `perDay` mails a day however long it lasts. Pure, for the tests.
 */
export function mailAllowance(
  sent: readonly string[],
  now: Date,
  limits: MailLimits,
): { readonly allowed: boolean; readonly recent: readonly string[] } {
  const recent = sent.filter((at) => now.getTime() - Date.parse(at) < dayMs);
  const last = Math.max(Number.NEGATIVE_INFINITY, ...recent.map((at) => Date.parse(at)));
  return { allowed: recent.length < limits.perDay && now.getTime() - last >= limits.resendWindowMs, recent };
}

/** Compares two stored-secret hashes in constant time. */
export const sameSecretHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Deletes the item at `key` if it still holds `secretHash` (or, with `missingIsFine`, if it is already gone): false
 * when another link replaced it meanwhile, so two uses of one link cannot both go through.
 */
export async function deleteWithSecret(
  table: TableDeps,
  key: Readonly<Record<string, string>>,
  secretHash: string,
  { missingIsFine = false }: { readonly missingIsFine?: boolean } = {},
): Promise<boolean> {
  try {
    await table.ddb.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: key,
        ConditionExpression: missingIsFine ? 'attribute_not_exists(PK) OR secretHash = :hash' : 'secretHash = :hash',
        ExpressionAttributeValues: { ':hash': secretHash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The item at `key`, read consistently (a link just mailed must be found). */
export async function readLinkItem(table: TableDeps, key: Readonly<Record<string, string>>): Promise<unknown> {
  const { Item } = await table.ddb.send(new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true }));
  return Item;
}

/**
 * Writes a new link's item only over what was read: nothing, or the item last mailed at `readMailedAt` (and, with
 * `pendingOnly`, still pending). False when a concurrent request wrote first: that one sends the mail, so one
 * address gets one mail however many requests arrive together.
 */
export async function putOverRead(
  table: TableDeps,
  item: Readonly<Record<string, unknown>>,
  readMailedAt: string | undefined,
  { pendingOnly = false }: { readonly pendingOnly?: boolean } = {},
): Promise<boolean> {
  try {
    await table.ddb.send(
      new PutCommand({
        TableName: table.tableName,
        Item: item,
        ...(readMailedAt === undefined
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : pendingOnly
            ? {
                ConditionExpression: '#status = :pending AND mailedAt = :mailedAt',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':pending': 'pending', ':mailedAt': readMailedAt },
              }
            : {
                ConditionExpression: 'mailedAt = :mailedAt',
                ExpressionAttributeValues: { ':mailedAt': readMailedAt },
              }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
