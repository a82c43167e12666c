import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { customMessage } from '../../../functions/platform/triggers/custom-message.js';
import {
  accountExistsMail,
  mailLanguageOf,
  resetMail,
  verifyMail,
  welcomeMail,
} from '../../../functions/platform/triggers/messages.js';

const event = (
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  locale?: string,
  clientMetadata?: Record<string, string>,
): CustomMessageTriggerEvent => ({
  version: '1',
  region: 'us-east-1',
  userPoolId: 'pool',
  userName: 'ana',
  callerContext: { awsSdkVersion: '3', clientId: 'client' },
  triggerSource,
  request: {
    userAttributes: { email: 'ana@example.com', ...(locale ? { locale } : {}) },
    codeParameter: '{####}',
    usernameParameter: null,
    linkParameter: '{##Click Here##}',
    ...(clientMetadata ? { clientMetadata } : {}),
  },
  response: { smsMessage: null, emailMessage: null, emailSubject: null },
});

describe('account e-mails in the user language', () => {
  it('maps locales to a supported language, pt by default', () => {
    expect(mailLanguageOf('fr')).toBe('fr');
    expect(mailLanguageOf('es-MX')).toBe('es');
    expect(mailLanguageOf('EN')).toBe('en');
    expect(mailLanguageOf('de')).toBe('pt');
    expect(mailLanguageOf(undefined)).toBe('pt');
  });

  it('writes each mail in the four languages', () => {
    expect(resetMail('pt', 'a@b.c', '123').subject).toBe('Redefina sua senha da Alquimia');
    expect(resetMail('fr', 'a@b.c', '123').text).toContain('Code: 123');
    expect(welcomeMail('es', 'a@b.c').subject).toBe('Bienvenido a Alquimia');
    expect(accountExistsMail('en', 'a@b.c').text).toContain('a@b.c');
    expect(verifyMail('fr', 'a@b.c', '123').text).toContain('Code: 123');
    // The welcome note promises nothing at once and names the separate message that carries the link.
    expect(welcomeMail('pt', 'a@b.c').text).toContain('chegam quando você confirmar este e-mail');
    expect(welcomeMail('pt', 'a@b.c').text).toContain('"Confirme seu e-mail na Alquimia"');
  });

  it("the Cognito reset message is in the user's locale, with the code placeholder in the reset link", () => {
    const result = customMessage(event('CustomMessage_ForgotPassword', 'fr'), 'https://alquimia.example/');
    expect(result.response.emailSubject).toBe('Réinitialisez votre mot de passe Alquimia');
    expect(result.response.emailMessage).toContain(
      'https://alquimia.example/reset-password?email=ana%40example.com&type=recovery&code={####}',
    );
  });

  it('the verification link carries the plan chosen before sign-up, so it leads to that checkout from any browser', () => {
    const withPlan = customMessage(
      event('CustomMessage_VerifyUserAttribute', 'pt', { plan: '2' }),
      'https://alquimia.example',
    );
    expect(withPlan.response.emailSubject).toBe('Confirme seu e-mail na Alquimia');
    expect(withPlan.response.emailMessage).toContain('href="https://alquimia.example/verify-email?code={####}&plan=2"');
    const unknownPlan = customMessage(
      event('CustomMessage_VerifyUserAttribute', 'pt', { plan: '9' }),
      'https://alquimia.example',
    );
    expect(unknownPlan.response.emailMessage).toContain('href="https://alquimia.example/verify-email?code={####}"');
  });

  it('leaves other Cognito messages as they are', () => {
    const result = customMessage(event('CustomMessage_SignUp', 'fr'), 'https://alquimia.example');
    expect(result.response.emailMessage).toBeNull();
  });
});
