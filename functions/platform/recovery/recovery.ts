import { z } from 'zod';
import { resetPasswordPath } from '../../../shared/email-links.js';
import {
  recoveryLinkMinutes,
  recoveryMailsPerDay,
  recoveryResendMinutes,
} from '../../../shared/operations/recovery.js';
import type { ProfileLanguage } from '../../../shared/operations/user.js';
import { AppError } from '../../core/errors.js';
import { accountIdFor } from '../../core/principal.js';
import { epochSeconds } from '../../core/store/table.js';
import { grantWelcomeCredits } from '../accounts/welcome-credits.js';
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
import { mailLanguageOf } from '../triggers/messages.js';
import { recoveryMail } from './messages.js';
import type { RecoveryPool } from './pool.js';

/**
 * Password recovery for an account whose e-mail was never verified (docs/product.md#password-recovery). One item
 * per address, keyed by a hash of the address (mailed-links.ts): `PK = RECOVERY#<id>`, `SK = RECOVERY`, holding the
 * pool's username, subject and address, the hash of the last link's secret, when that link expires, and when the
 * mails of the last 24 hours went out; its `ttl` is a day after the last mail, so the daily cap outlives the link.
 */

export interface RecoveryDeps extends MailedLinkDeps {
  readonly pool: RecoveryPool;
}

const itemSchema = z.object({
  username: z.string(),
  subject: z.string(),
  email: z.string(),
  secretHash: z.string(),
  mailedAt: z.string(),
  /** When the link stops working (epoch seconds); items written before it expired with their `ttl`. */
  linkExpiresAt: z.number().optional(),
  /** When the mails of the last 24 hours went out, oldest first; items written before it have `mailedAt` only. */
  recentMails: z.array(z.string()).optional(),
  ttl: z.number(),
});
type RecoveryItem = z.infer<typeof itemSchema>;

const keyOf = (id: string) => ({ PK: `RECOVERY#${id}`, SK: 'RECOVERY' });
const limits: MailLimits = { resendWindowMs: recoveryResendMinutes * 60_000, perDay: recoveryMailsPerDay };
/** DynamoDB's TTL deletes expired items late, so reads check the expiry too. */
const alive = (item: RecoveryItem, now: Date): boolean => item.ttl > epochSeconds(now);
const linkWorks = (item: RecoveryItem, now: Date): boolean =>
  alive(item, now) && (item.linkExpiresAt ?? item.ttl) > epochSeconds(now);

async function read(deps: RecoveryDeps, id: string): Promise<RecoveryItem | undefined> {
  const item = await readLinkItem(deps.table, keyOf(id));
  return item === undefined ? undefined : itemSchema.parse(item);
}

/** The link the mail carries: the reset page, told by `type=unverified` that the token is ours, not the pool's code. */
export function recoveryLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${resetPasswordPath}?${new URLSearchParams({ type: 'unverified', token })}`;
}

/**
 * A recovery request: only an existing, enabled account whose address is not verified gets a link (a verified one
 * gets the pool's own reset e-mail from the web's call to the pool). At most one mail per address per
 * `recoveryResendMinutes` and `recoveryMailsPerDay` in any 24 hours (`mailAllowance`); a new link replaces the
 * previous one. The caller answers the same whatever happened.
 */
export async function requestRecovery(
  deps: RecoveryDeps,
  input: { readonly email: string; readonly language: ProfileLanguage },
  now: Date,
): Promise<'mailed' | 'nothing'> {
  const email = normaliseAddress(input.email);
  const id = addressId(email);
  const existing = await read(deps, id);
  const live = existing !== undefined && alive(existing, now) ? existing : undefined;
  const allowance = mailAllowance(live === undefined ? [] : (live.recentMails ?? [live.mailedAt]), now, limits);
  if (!allowance.allowed) return 'nothing';
  const account = await deps.pool.findByEmail(email);
  if (account === undefined || account.verified) return 'nothing';

  const link = newLink(id, deps.secret);
  const item: RecoveryItem & { PK: string; SK: string } = {
    ...keyOf(id),
    username: account.username,
    subject: account.subject,
    email: account.email,
    secretHash: link.secretHash,
    mailedAt: now.toISOString(),
    linkExpiresAt: epochSeconds(now) + recoveryLinkMinutes * 60,
    recentMails: [...allowance.recent, now.toISOString()],
    ttl: epochSeconds(now) + 86_400,
  };
  if (!(await putOverRead(deps.table, item, existing?.mailedAt))) return 'nothing';
  const language = account.locale === undefined ? input.language : mailLanguageOf(account.locale);
  await deps.mailer.send({ to: email, ...recoveryMail(language, email, recoveryLink(deps.siteUrl, link.token)) });
  return 'mailed';
}

const invalidLink = () =>
  new AppError('not_found', 'This recovery link is not valid: it was used, expired, or a newer one replaced it.');

/**
 * The link's call: the secret must match the stored one and the link be unexpired; then the pool sets the password
 * and marks the address verified, the link is spent, and the welcome credits waiting for that verification are
 * granted (accounts/welcome-credits.ts), so the dashboard opens with them. A second use answers 404.
 */
export async function confirmRecovery(
  deps: RecoveryDeps,
  input: { readonly token: string; readonly password: string },
  now: Date,
): Promise<{ status: 'password_set' }> {
  const { id, secretHash } = parseLinkToken(input.token);
  const item = await read(deps, id);
  if (item === undefined || !linkWorks(item, now) || !sameSecretHash(item.secretHash, secretHash)) throw invalidLink();
  // Spent before the password changes, so one link sets one password even when opened twice at once.
  if (!(await deleteWithSecret(deps.table, keyOf(id), secretHash))) throw invalidLink();
  await deps.pool.setPassword(item.username, input.password);
  await deps.pool.markVerified(item.username, item.email);
  await grantWelcomeCredits(deps.table, accountIdFor(item.subject), now).catch((error: unknown) => {
    // An account never provisioned (no profile yet) starts with its grant pending; the dashboard claims it later.
    if (!(error instanceof AppError && error.code === 'not_found')) throw error;
  });
  return { status: 'password_set' };
}
