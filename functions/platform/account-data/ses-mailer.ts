import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { z } from 'zod';
import { untilDeadline, withDeadline } from '../../../shared/deadline.js';
import type { Sender } from '../../../shared/mail-from.js';
import type { Mailer, MailLogger } from './mailer.js';

export interface SesMailerOptions {
  readonly client: SESv2Client;
  /** The verified sender (shared/mail-from.ts): the function may send only from it (infra/aws/permissions.ts). */
  readonly from: Sender;
  /** An SES configuration set (event publishing, dedicated IPs); absent: the account's default. */
  readonly configurationSet?: string | undefined;
  /** How long one send may take before it is abandoned as not sent. */
  readonly timeoutMs?: number;
}

/** Well inside the API's 29 s: the newsletter and export calls wait for the hand-over. */
export const sesSendTimeoutMs = 5_000;

/**
 * Sends through SES v2 (`SendEmail`, simple content: a UTF-8 subject and plain-text body, the links written in the
 * text). On AWS only, where the environment sets `MAIL_FROM` (docs/newsletter.md#mail). Never throws: a refusal,
 * an error or the deadline is logged (the error's name and status, never the recipient) and answered `false`.
 */
export function createSesMailer(options: SesMailerOptions, log: MailLogger): Mailer {
  const { client, from, configurationSet, timeoutMs = sesSendTimeoutMs } = options;
  return {
    kind: 'ses',
    async send(mail) {
      const command = new SendEmailCommand({
        FromEmailAddress: from.header,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          },
        },
        ...(configurationSet === undefined ? {} : { ConfigurationSetName: configurationSet }),
      });
      try {
        // The signal cancels the request; the race settles the send even where the SDK is not listening to it yet.
        await withDeadline({ timeoutMs }, (abortSignal) =>
          untilDeadline(client.send(command, { abortSignal }), { signal: abortSignal }, (reason) => reason),
        );
        return true;
      } catch (cause) {
        log.warn('SES did not accept a mail', failure(cause));
        return false;
      }
    },
  };
}

const sdkStatus = z.object({ $metadata: z.object({ httpStatusCode: z.number() }) });

/** What is safe to log of a failed send: SES messages can quote the recipient's address, so only name and status. */
function failure(cause: unknown): Record<string, unknown> {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : typeof cause;
  const status = sdkStatus.safeParse(cause);
  return { error: name, ...(status.success ? { status: status.data.$metadata.httpStatusCode } : {}) };
}
