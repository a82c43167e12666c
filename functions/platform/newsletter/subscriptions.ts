import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { newsletterLink } from '../../../shared/newsletter-paths.js';
import type { ProfileLanguage } from '../../../shared/operations/user.js';
import { AppError } from '../../core/errors.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { epochSeconds } from '../../core/store/table.js';
import {
  addressId,
  deleteWithSecret,
  type MailedLinkDeps,
  type MailLimits,
  mailAllowance,
  newLink,
  normaliseAddress,
  parseLinkToken,
  putOverRead,
  readLinkItem,
  sameSecretHash,
} from '../mailed-links.js';
import { newsletterMail } from './messages.js';

/**
 * The newsletter's double opt-in (docs/newsletter.md). One item per address in the single table, keyed by a hash of
 * the address so a link never carries it: `PK = NEWSLETTER#<subscriber id>`, `SK = SUBSCRIBER`. The item keeps the
 * address, its state, the hash of the secret its links carry, when the mails of the last 24 hours went out, and,
 * while pending, a `ttl` seven days on that DynamoDB deletes it by.
 */

/** A pending address is forgotten this long after its last confirmation mail. */
export const pendingDays = 7;
/** Asking again sooner sends nothing: at most one mail per address in this window. */
export const resendWindowMs = 10 * 60_000;
/** And at most this many mails per address in any 24 hours, however long a flood of requests for it lasts. */
export const mailsPerDay = 3;
const limits: MailLimits = { resendWindowMs, perDay: mailsPerDay };

export type NewsletterDeps = MailedLinkDeps;

const itemSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  secretHash: z.string(),
  mailedAt: z.string(),
  /** When the mails of the last 24 hours went out, oldest first; items written before it have `mailedAt` only. */
  recentMails: z.array(z.string()).optional(),
  ttl: z.number().optional(),
});
type Subscriber = z.infer<typeof itemSchema>;

/** The subscriber id: the address's id (mailed-links.ts). */
export const subscriberId = addressId;

const keyOf = (id: string) => ({ PK: `NEWSLETTER#${id}`, SK: 'SUBSCRIBER' });

/** True while the item exists for the platform: DynamoDB's TTL deletes expired items late, so reads check it too. */
const alive = (item: Subscriber, now: Date): boolean => item.ttl === undefined || item.ttl > epochSeconds(now);

async function read(deps: NewsletterDeps, id: string): Promise<Subscriber | undefined> {
  const item = await readLinkItem(deps.table, keyOf(id));
  return item === undefined ? undefined : itemSchema.parse(item);
}

/**
 * Subscribe: a new (or expired) address is stored pending and mailed a link; a pending one the allowance lets be
 * mailed again (`mailAllowance`: past the resend window, under the day's cap) gets a fresh link (the older one stops
 * working); a confirmed one, or one the allowance refuses, gets nothing. Every write is conditional on what was
 * read, so concurrent requests store one item and send one mail. The caller answers the same whatever happened here.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: { readonly email: string; readonly language: ProfileLanguage },
  now: Date,
): Promise<'mailed' | 'unchanged'> {
  const email = normaliseAddress(input.email);
  const id = subscriberId(email);
  const existing = await read(deps, id);
  const live = existing !== undefined && alive(existing, now) ? existing : undefined;
  if (live?.status === 'confirmed') return 'unchanged';
  const allowance = mailAllowance(live === undefined ? [] : (live.recentMails ?? [live.mailedAt]), now, limits);
  if (!allowance.allowed) return 'unchanged';

  const link = newLink(id, deps.secret);
  const item: Subscriber & { PK: string; SK: string; language: ProfileLanguage; createdAt: string } = {
    ...keyOf(id),
    email,
    language: input.language,
    status: 'pending',
    secretHash: link.secretHash,
    mailedAt: now.toISOString(),
    recentMails: [...allowance.recent, now.toISOString()],
    createdAt: now.toISOString(),
    ttl: epochSeconds(now) + pendingDays * 86_400,
  };
  if (!(await putOverRead(deps.table, item, existing?.mailedAt, { pendingOnly: true }))) return 'unchanged';
  await deps.mailer.send({ to: email, ...newsletterMail(input.language, linksFor(deps.siteUrl, link.token)) });
  return 'mailed';
}

/** The two links of the confirmation mail: both open the newsletter's page on the site, which makes the call. */
export function linksFor(siteUrl: string, token: string): { confirm: string; unsubscribe: string } {
  return {
    confirm: newsletterLink(siteUrl, { action: 'confirm', token }),
    unsubscribe: newsletterLink(siteUrl, { action: 'unsubscribe', token }),
  };
}

const invalidLink = () =>
  new AppError('not_found', 'This newsletter link is not valid: it expired or a newer one replaced it.');

/**
 * The subscriber a link's token names: its id, the hash of the link's secret, and the stored item, or `undefined`
 * when no live item has that id (never stored, unsubscribed, or expired). A live item whose secret is not the
 * link's (a forged link, or one a newer mail replaced) is an invalid link.
 */
async function subscriberByToken(
  deps: NewsletterDeps,
  token: string,
  now: Date,
): Promise<{ readonly id: string; readonly secretHash: string; readonly item: Subscriber | undefined }> {
  const { id, secretHash } = parseLinkToken(token);
  const stored = await read(deps, id);
  const item = stored !== undefined && alive(stored, now) ? stored : undefined;
  if (item !== undefined && !sameSecretHash(item.secretHash, secretHash)) throw invalidLink();
  return { id, secretHash, item };
}

/** Confirm: the link's secret must match the stored one; the item then loses its expiry. Repeating is harmless. */
export async function confirm(deps: NewsletterDeps, token: string, now: Date): Promise<{ status: 'confirmed' }> {
  const { id, secretHash, item } = await subscriberByToken(deps, token, now);
  if (item === undefined) throw invalidLink();
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

/**
 * Unsubscribe: deletes the item when the link's secret matches; an address already gone (or expired, which TTL
 * deletes) answers the same.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string, now: Date): Promise<{ status: 'unsubscribed' }> {
  const { id, secretHash, item } = await subscriberByToken(deps, token, now);
  if (item === undefined) return { status: 'unsubscribed' };
  if (!(await deleteWithSecret(deps.table, keyOf(id), secretHash, { missingIsFine: true }))) throw invalidLink();
  return { status: 'unsubscribed' };
}
