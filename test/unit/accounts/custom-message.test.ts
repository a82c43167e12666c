import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { customMessage } from '../../../functions/platform/triggers/custom-message.js';
import { parseResetLink } from '../../../web/src/features/auth/lib/reset-link.js';
import { parseVerifyLink, verifyEmailPath } from '../../../web/src/features/auth/lib/verify-link.js';

function event(triggerSource: CustomMessageTriggerEvent['triggerSource'], locale?: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_Pool',
    userName: 'a6b1c2d3-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { email: 'ana+test@example.com', ...(locale ? { locale } : {}) },
      codeParameter: '{####}',
      usernameParameter: null,
      linkParameter: '{##Click Here##}',
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

/** What Cognito does with the message: the code placeholder becomes the code. */
const delivered = (message: string | null | undefined, code: string) => (message ?? '').replaceAll('{####}', code);

describe('Cognito custom message: the reset e-mail carries a link the reset page understands', () => {
  it('the link, with the code Cognito puts in, opens /reset-password as a valid recovery link for that address', () => {
    const result = customMessage(event('CustomMessage_ForgotPassword'), 'https://app.example.com/');
    const html = delivered(result.response.emailMessage, '123456');
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    const url = new URL(href.replaceAll('&amp;', '&'));
    expect(url.origin + url.pathname).toBe('https://app.example.com/reset-password');
    expect(parseResetLink(url.search, url.hash)).toEqual({
      kind: 'code',
      code: '123456',
      email: 'ana+test@example.com',
    });
    expect(result.response.emailMessage).toContain('{####}');
    expect(result.response.emailSubject).toBe('Redefina sua senha da Alquimia');
  });

  it('writes in the user locale', () => {
    const result = customMessage(event('CustomMessage_ForgotPassword', 'fr-FR'), 'https://app.example.com');
    expect(result.response.emailSubject).toBe('Réinitialisez votre mot de passe Alquimia');
  });

  it('leaves other messages to Cognito', () => {
    // Sign-up codes never go out (every sign-up is confirmed at once), so their message is Cognito's own.
    expect(customMessage(event('CustomMessage_SignUp'), 'https://app.example.com').response.emailMessage).toBeNull();
    const result = customMessage(event('CustomMessage_AdminCreateUser'), 'https://app.example.com');
    expect(result.response.emailMessage).toBeNull();
  });
});

/** The href of the only link in a message, as Cognito delivers it with `code`. */
const linkIn = (message: string | null | undefined, code: string): URL => {
  const href = /href="([^"]+)"/.exec(delivered(message, code))?.[1] ?? '';
  return new URL(href.replaceAll('&amp;', '&'));
};

describe('Cognito custom message: the verification e-mail carries a link the /verify-email page understands', () => {
  it('the link, with the code Cognito puts in, opens /verify-email with that code', () => {
    const result = customMessage(event('CustomMessage_VerifyUserAttribute'), 'https://app.example.com/');
    const url = linkIn(result.response.emailMessage, '654321');
    expect(url.origin + url.pathname).toBe(`https://app.example.com${verifyEmailPath}`);
    expect(parseVerifyLink(url.search)).toBe('654321');
    // The placeholder itself must be in the message, or Cognito refuses it.
    expect(result.response.emailMessage).toContain('{####}');
    expect(result.response.emailSubject).toBe('Confirme seu e-mail na Alquimia');
    expect(delivered(result.response.emailMessage, '654321')).toContain('20 créditos grátis');
  });

  it.each([
    ['en-US', 'Confirm your e-mail for Alquimia', '20 free credits'],
    ['es', 'Confirma tu correo en Alquimia', '20 créditos gratis'],
    ['fr-FR', 'Confirmez votre e-mail Alquimia', '20 crédits gratuits'],
    ['de', 'Confirme seu e-mail na Alquimia', '20 créditos grátis'],
  ])('writes in the user locale (%s)', (locale, subject, credits) => {
    const result = customMessage(event('CustomMessage_VerifyUserAttribute', locale), 'https://app.example.com');
    expect(result.response.emailSubject).toBe(subject);
    expect(result.response.emailMessage).toContain(credits);
    expect(result.response.emailMessage).toContain('ana+test@example.com');
  });

  it('sends the code of an e-mail change to the same page (it is confirmed the same way)', () => {
    const result = customMessage(event('CustomMessage_UpdateUserAttribute', 'en'), 'https://app.example.com');
    expect(parseVerifyLink(linkIn(result.response.emailMessage, '111222').search)).toBe('111222');
  });
});
