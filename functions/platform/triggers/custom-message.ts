import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { z } from 'zod';
import { resetPasswordPath, verifyEmailPath } from '../../../shared/email-links.js';
import { isPlanId } from '../../../shared/plans.js';
import { parseEnv } from '../../core/env.js';
import { type Mail, mailLanguageOf, resetMail, verifyMail } from './messages.js';

const envSchema = z.object({ PUBLIC_BASE_URL: z.url().optional() });
/** Read at the first invocation, never at import. */
let env: z.infer<typeof envSchema> | undefined;

/** Cognito replaces this placeholder with the code; it must appear in the message. */
const codePlaceholder = '{####}';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Codes that Cognito sends for an attribute of a signed-in user, checked with VerifyUserAttribute: the one the
 * dashboard asks for (GetUserAttributeVerificationCode) and the one after an e-mail change. The /verify-email page
 * confirms either. (Sign-up codes never go out: every sign-up is confirmed by the pre sign-up trigger.)
 */
const verificationSources: ReadonlySet<string> = new Set([
  'CustomMessage_VerifyUserAttribute',
  'CustomMessage_UpdateUserAttribute',
]);

/**
 * The plan a visitor chose on the landing before signing up, which the web passes as client metadata when it asks
 * for the verification code: the link carries it, so the /verify-email page continues to that plan's checkout even
 * when the link is opened in another browser.
 */
const chosenPlan = (metadata: Record<string, string> | undefined): number | undefined => {
  const plan = Number(metadata?.plan);
  return isPlanId(plan) ? plan : undefined;
};

/**
 * The password-reset and e-mail verification e-mails, in the user's language (the `locale` attribute), each carrying a
 * link to its page: `/reset-password?code=…&email=…&type=recovery` (docs/product.md#accounts), and
 * `/verify-email?code=…` (the page verifies with the signed-in session, so the link names no address). Other messages
 * keep Cognito's defaults.
 */
export function customMessage(
  event: CustomMessageTriggerEvent,
  baseUrl: string | undefined,
): CustomMessageTriggerEvent {
  const isReset = event.triggerSource === 'CustomMessage_ForgotPassword';
  if (!isReset && !verificationSources.has(event.triggerSource)) return event;
  const attributes = z
    .object({ email: z.string().default(''), locale: z.string().optional() })
    .safeParse(event.request.userAttributes);
  const email = attributes.success ? attributes.data.email : '';
  const language = mailLanguageOf(attributes.success ? attributes.data.locale : undefined);
  const site = baseUrl?.replace(/\/$/, '');
  const mail = isReset ? resetMail(language, email, codePlaceholder) : verifyMail(language, email, codePlaceholder);
  const link =
    site === undefined
      ? undefined
      : isReset
        ? `${site}${resetPasswordPath}?email=${encodeURIComponent(email)}&type=recovery&code=${codePlaceholder}`
        : `${site}${verifyEmailPath}?code=${codePlaceholder}${planQuery(chosenPlan(event.request.clientMetadata))}`;
  event.response.emailSubject = mail.subject;
  event.response.emailMessage = html(mail, link);
  return event;
}

const planQuery = (plan: number | undefined): string => (plan === undefined ? '' : `&plan=${plan}`);

function html(mail: Mail, link: string | undefined): string {
  const paragraphs = mail.text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`);
  return [...paragraphs, ...(link === undefined ? [] : [`<p><a href="${link}">${escapeHtml(link)}</a></p>`])].join(
    '\n',
  );
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  env ??= parseEnv(envSchema, process.env, 'custom message configuration');
  return customMessage(event, env.PUBLIC_BASE_URL);
};
