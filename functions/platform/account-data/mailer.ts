import { SESv2Client } from '@aws-sdk/client-sesv2';
import { z } from 'zod';
import { senderSchema } from '../../../shared/mail-from.js';
import { createSesMailer } from './ses-mailer.js';

/**
 * Transactional e-mail beyond Cognito's own messages (which the custom-message trigger words): the data export
 * announcement and the newsletter's double opt-in. Three engines: the local platform's outbox
 * (infra/local/outbox.ts, the page and JSON the browser tests read) through a loopback POST; SES on AWS where the
 * environment names a sender (ses-mailer.ts, docs/newsletter.md#mail); else a log line that the mail was not sent.
 */

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

export interface Mailer {
  readonly kind: 'outbox' | 'ses' | 'none';
  /** True when the mail was handed over for delivery. Never throws: a lost e-mail must not fail the call. */
  send(mail: Mail): Promise<boolean>;
}

export interface MailLogger {
  warn(message: string, extra: Record<string, unknown>): void;
}

/** Posts the mail to the local outbox (`POST /local/outbox` of the local gateway). */
export function createOutboxMailer(outboxUrl: string, log: MailLogger, fetchFn: typeof fetch = fetch): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      try {
        const response = await fetchFn(outboxUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(mail),
        });
        if (response.ok) return true;
        log.warn('the local outbox refused a mail', { status: response.status });
      } catch (cause) {
        log.warn('the local outbox is unreachable', { cause: String(cause) });
      }
      return false;
    },
  };
}

export function createNoMailer(log: MailLogger): Mailer {
  return {
    kind: 'none',
    async send(mail) {
      log.warn('no transactional e-mail engine is configured; mail not sent', { subject: mail.subject });
      return false;
    },
  };
}

const mailEnv = z.object({
  MAIL_OUTBOX_URL: z.string().url().optional(),
  /** The sender, `Name <address>` or an address (infra/aws sets it from the environment's `mailFrom`). */
  MAIL_FROM: senderSchema.optional(),
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
});

/**
 * Picks the engine from the environment, read once: `MAIL_OUTBOX_URL` (the local platform) → the outbox; else
 * `MAIL_FROM` → SES; else none. A malformed variable throws here, at wiring, rather than losing every mail.
 */
export function mailerFromEnv(
  env: Record<string, string | undefined>,
  log: MailLogger,
  sesClient: () => SESv2Client = () => new SESv2Client({}),
): Mailer {
  const { MAIL_OUTBOX_URL, MAIL_FROM, MAIL_CONFIGURATION_SET } = mailEnv.parse(env);
  if (MAIL_OUTBOX_URL) return createOutboxMailer(MAIL_OUTBOX_URL, log);
  if (MAIL_FROM === undefined) return createNoMailer(log);
  return createSesMailer({ client: sesClient(), from: MAIL_FROM, configurationSet: MAIL_CONFIGURATION_SET }, log);
}
