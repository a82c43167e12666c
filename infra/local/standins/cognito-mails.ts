import { type Mail, mailLanguageOf, resetMail, verifyMail } from '../../../functions/platform/triggers/messages.js';
import { resetPasswordPath, verifyEmailPath } from '../../../shared/email-links.js';
import { isPlanId } from '../../../shared/plans.js';
import type { Outbox } from '../outbox.js';
import { type CognitoTriggers, triggerEvent, triggerResponse } from './cognito-triggers.js';

/**
 * The e-mails of the local Cognito shim (cognito-shim.ts), put in the local outbox: the reset and verification codes
 * as the pool's custom-message trigger writes them (bundled mode runs that trigger; source mode writes the same
 * links itself), and the notes Cognito itself has no trigger for (welcome, an address that has an account).
 */
export interface MailOptions {
  readonly outbox: Outbox;
  readonly publicBaseUrl: () => string;
  readonly log: (line: string) => void;
  /**
   * The user pool's Lambda triggers, as Cognito calls them (bundled mode runs the Auth stack's trigger assets);
   * without them the shim does their work itself (source mode).
   */
  readonly triggers?: CognitoTriggers;
}

/** A stored user's attributes, as the shim read them from cognito-local. */
export type UserAttributes = ReadonlyMap<string, string>;

/**
 * A custom-message trigger's e-mail as the outbox keeps it: Cognito puts the code where the message has `{####}`;
 * the HTML becomes lines of text and its links the mail's links.
 */
function triggeredMail(message: string, code: string): { text: string; links: string[] } {
  const html = message.replaceAll('{####}', code);
  const links = [...html.matchAll(/href="([^"]+)"/g)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]));
  const text = html
    .replace(/<\/p>\s*/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .trim();
  return { text, links: links.map((link) => link.replaceAll('&amp;', '&')) };
}

/** Asks the custom-message trigger for an e-mail and puts it in the outbox; false when it gave none. */
async function sendTriggeredMail(
  options: MailOptions,
  trigger: NonNullable<CognitoTriggers['CustomMessage']>,
  source: string,
  to: string,
  attributes: UserAttributes,
  code: string,
  clientMetadata: Record<string, string> = {},
): Promise<boolean> {
  const event = triggerEvent(source, to, Object.fromEntries(attributes), { codeParameter: '{####}', clientMetadata });
  const { emailSubject, emailMessage } = triggerResponse(await trigger(event));
  if (!emailSubject || !emailMessage) return false;
  const mail = triggeredMail(emailMessage, code);
  options.outbox.add({ to, subject: emailSubject, ...mail });
  options.log(`✉  ${emailSubject} → ${to}: ${mail.links.join(' ')}`);
  return true;
}

/** A note with no code (welcome, an address that has an account): its one link opens the sign-in page. */
export function sendMail(options: MailOptions, to: string, mail: Mail): void {
  options.outbox.add({ to, ...mail, links: [`${options.publicBaseUrl()}/login`] });
  options.log(`✉  ${mail.subject} → ${to}`);
}

/** The password reset code, as a `/reset-password?…&type=recovery` link in the user's language. */
export async function sendResetMail(
  options: MailOptions,
  email: string,
  code: string,
  user: { readonly attributes: UserAttributes } | undefined,
): Promise<void> {
  const trigger = options.triggers?.CustomMessage;
  if (trigger && user !== undefined) {
    await sendTriggeredMail(options, trigger, 'CustomMessage_ForgotPassword', email, user.attributes, code);
    return;
  }
  const link = `${options.publicBaseUrl()}${resetPasswordPath}?${new URLSearchParams({ code, email, type: 'recovery' })}`;
  const language = mailLanguageOf(user?.attributes.get('locale'));
  options.outbox.add({ to: email, ...resetMail(language, email, code), links: [link] });
  options.log(`✉  password reset for ${email}: ${link}`);
}

/**
 * The e-mail verification code, as the `/verify-email?code=…` link the custom-message trigger writes on AWS (with
 * the plan chosen before sign-up, if any), in the user's language.
 */
export async function sendVerificationMail(
  options: MailOptions,
  email: string,
  code: string,
  user: { readonly attributes: UserAttributes },
  metadata: Record<string, string>,
): Promise<void> {
  const trigger = options.triggers?.CustomMessage;
  if (trigger) {
    await sendTriggeredMail(
      options,
      trigger,
      'CustomMessage_VerifyUserAttribute',
      email,
      user.attributes,
      code,
      metadata,
    );
    return;
  }
  // The same link the custom-message trigger writes: the code, and the plan chosen before sign-up if any.
  const query = new URLSearchParams({ code });
  if (isPlanId(Number(metadata.plan))) query.set('plan', String(Number(metadata.plan)));
  const link = `${options.publicBaseUrl()}${verifyEmailPath}?${query}`;
  const language = mailLanguageOf(user.attributes.get('locale'));
  options.outbox.add({ to: email, ...verifyMail(language, email, code), links: [link] });
  options.log(`✉  e-mail verification for ${email}: ${link}`);
}
