import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { newsletterLinkPath } from '../../../shared/email-links.js';
import type { ProfileLanguage } from '../../../shared/operations/user.js';
import { AppError } from '../../core/errors.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';
import type { Mailer } from '../account-data/mailer.js';
import { newsletterMail } from './messages.js';

/**
 * The newsletter's double opt-in (docs/newsletter.md). One item per address in the single table, keyed by a hash of
 * the address so a link never carries it: `PK = NEWSLETTER#<subscriber id>`, `SK = SUBSCRIBER`. The item keeps the
 * address, its state, the hash of the secret its links carry, when the last mail went out, and, while pending, a
 * `ttl` seven days on that DynamoDB deletes it by.
 */

/** A pending address is forgotten this long after its last confirmation mail. */
export const pendingDays = 7;
/** Asking again sooner sends nothing: at most one mail per address in this window. */
export const resendWindowMs = 10 * 60_000;

export interface NewsletterDeps {
  readonly table: TableDeps;
  readonly mailer: Mailer;
  /** Origin of the site the links open (`PUBLIC_BASE_URL`). */
  readonly siteUrl: string;
  /** 32 random bytes; a parameter so tests can tell two links apart deterministically. */
  readonly secret?: () => Buffer;
}

const itemSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  secretHash: z.string(),
  mailedAt: z.string(),
  ttl: z.number().optional(),
});
type Subscriber = z.infer<typeof itemSchema>;

/** The subscriber id: the first 128 bits of SHA-256 of the normalised address. */
export const subscriberId = (email: string): string =>
  createHash('sha256').update(normalise(email)).digest('hex').slice(0, 32);

const normalise = (email: string): string => email.trim().toLowerCase();
const keyOf = (id: string) => ({ PK: `NEWSLETTER#${id}`, SK: 'SUBSCRIBER' });
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** True while the item exists for the platform: DynamoDB's TTL deletes expired items late, so reads check it too. */
const alive = (item: Subscriber, now: Date): boolean => item.ttl === undefined || item.ttl > epochSeconds(now);

async function read(deps: NewsletterDeps, id: string): Promise<Subscriber | undefined> {
  const { Item } = await deps.table.ddb.send(
    new GetCommand({ TableName: deps.table.tableName, Key: keyOf(id), ConsistentRead: true }),
  );
  return Item === undefined ? undefined : itemSchema.parse(Item);
}

/**
 * Subscribe: a new (or expired) address is stored pending and mailed a link; a pending one last mailed outside the
 * window gets a fresh link (the older one stops working); a confirmed one, or one mailed within the window, gets
 * nothing. Every write is conditional on what was read, so concurrent requests store one item and send one mail.
 * The caller answers the same whatever happened here.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: { readonly email: string; readonly language: ProfileLanguage },
  now: Date,
): Promise<'mailed' | 'unchanged'> {
  const email = normalise(input.email);
  const id = subscriberId(email);
  const existing = await read(deps, id);
  const live = existing !== undefined && alive(existing, now) ? existing : undefined;
  if (live?.status === 'confirmed') return 'unchanged';
  if (live !== undefined && now.getTime() - Date.parse(live.mailedAt) < resendWindowMs) return 'unchanged';

  const secret = (deps.secret?.() ?? randomBytes(32)).toString('base64url');
  const item: Subscriber & { PK: string; SK: string; language: ProfileLanguage; createdAt: string } = {
    ...keyOf(id),
    email,
    language: input.language,
    status: 'pending',
    secretHash: hashOf(secret),
    mailedAt: now.toISOString(),
    createdAt: now.toISOString(),
    ttl: epochSeconds(now) + pendingDays * 86_400,
  };
  try {
    await deps.table.ddb.send(
      new PutCommand({
        TableName: deps.table.tableName,
        Item: item,
        // Only over what was read: nothing, or the same expired or pending item (its last mail time unchanged).
        ...(existing === undefined
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: '#status = :pending AND mailedAt = :mailedAt',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':pending': 'pending', ':mailedAt': existing.mailedAt },
            }),
      }),
    );
  } catch (error) {
    // Another request stored or re-mailed this address first: that one sends the mail.
    if (isConditionFailure(error)) return 'unchanged';
    throw error;
  }
  const token = `${id}.${secret}`;
  await deps.mailer.send({ to: email, ...newsletterMail(input.language, linksFor(deps.siteUrl, token)) });
  return 'mailed';
}

/** The two links of the confirmation mail: both open the landing page on its own path, which makes the call. */
export function linksFor(siteUrl: string, token: string): { confirm: string; unsubscribe: string } {
  const base = siteUrl.replace(/\/$/, '');
  const page = `${base}${newsletterLinkPath}`;
  const q = encodeURIComponent(token);
  return { confirm: `${page}?acao=confirmar&token=${q}`, unsubscribe: `${page}?acao=cancelar&token=${q}` };
}

const invalidLink = () =>
  new AppError('not_found', 'This newsletter link is not valid: it expired or a newer one replaced it.');

function parseToken(token: string): { id: string; secretHash: string } {
  const [id = '', secret = ''] = token.split('.');
  return { id, secretHash: hashOf(secret) };
}

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Confirm: the link's secret must match the stored one; the item then loses its expiry. Repeating is harmless. */
export async function confirm(deps: NewsletterDeps, token: string, now: Date): Promise<{ status: 'confirmed' }> {
  const { id, secretHash } = parseToken(token);
  const item = await read(deps, id);
  if (item === undefined || !alive(item, now) || !sameHash(item.secretHash, secretHash)) throw invalidLink();
  if (item.status === 'confirmed') return { status: 'confirmed' };
  try {
    await deps.table.ddb.send(
      new UpdateCommand({
        TableName: deps.table.tableName,
        Key: keyOf(id),
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :now REMOVE #ttl',
        ConditionExpression: 'secretHash = :hash',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now.toISOString(), ':hash': secretHash },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw invalidLink();
    throw error;
  }
  return { status: 'confirmed' };
}

/** Unsubscribe: deletes the item when the link's secret matches; an address already gone answers the same. */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<{ status: 'unsubscribed' }> {
  const { id, secretHash } = parseToken(token);
  try {
    await deps.table.ddb.send(
      new DeleteCommand({
        TableName: deps.table.tableName,
        Key: keyOf(id),
        ConditionExpression: 'attribute_not_exists(PK) OR secretHash = :hash',
        ExpressionAttributeValues: { ':hash': secretHash },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw invalidLink();
    throw error;
  }
  return { status: 'unsubscribed' };
}
