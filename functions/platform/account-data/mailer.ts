import { z } from 'zod';

/**
 * Transactional e-mail beyond Cognito's own messages (which the custom-message trigger words). The platform had
 * no other path, so this is the engine interface for one: the local platform's outbox (infra/local/outbox.ts, the
 * page and JSON the browser tests read) through a loopback POST, or, where nothing is configured, a log line that
 * the mail was not sent. An SES engine would plug in here.
 */

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

export interface Mailer {
  readonly kind: 'outbox' | 'none';
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

const mailEnv = z.object({ MAIL_OUTBOX_URL: z.string().url().optional() });

/** Picks the engine from the environment (the local platform sets `MAIL_OUTBOX_URL`). */
export function mailerFromEnv(env: Record<string, string | undefined>, log: MailLogger): Mailer {
  const { MAIL_OUTBOX_URL } = mailEnv.parse(env);
  return MAIL_OUTBOX_URL ? createOutboxMailer(MAIL_OUTBOX_URL, log) : createNoMailer(log);
}
