import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { z } from 'zod';
import { mailLanguageOf, resetMail } from './messages.js';

const env = z.object({ PUBLIC_BASE_URL: z.url().optional() }).parse(process.env);

/** Cognito replaces this placeholder with the code; it must appear in the message. */
const codePlaceholder = '{####}';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The password-reset e-mail, in the user's language (the `locale` attribute), carrying the spec's
 * `/reset-password?code=…&email=…&type=recovery` link. Other messages keep Cognito's defaults.
 */
export function customMessage(
  event: CustomMessageTriggerEvent,
  baseUrl: string | undefined,
): CustomMessageTriggerEvent {
  if (event.triggerSource !== 'CustomMessage_ForgotPassword') return event;
  const attributes = z
    .object({ email: z.string().default(''), locale: z.string().optional() })
    .safeParse(event.request.userAttributes);
  const email = attributes.success ? attributes.data.email : '';
  const mail = resetMail(
    mailLanguageOf(attributes.success ? attributes.data.locale : undefined),
    email,
    codePlaceholder,
  );
  const query = `email=${encodeURIComponent(email)}&type=recovery&code=${codePlaceholder}`;
  const link = baseUrl === undefined ? undefined : `${baseUrl.replace(/\/$/, '')}/reset-password?${query}`;
  const paragraphs = mail.text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`);
  event.response.emailSubject = mail.subject;
  event.response.emailMessage = [
    ...paragraphs,
    ...(link === undefined ? [] : [`<p><a href="${link}">${escapeHtml(link)}</a></p>`]),
  ].join('\n');
  return event;
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> =>
  customMessage(event, env.PUBLIC_BASE_URL);
