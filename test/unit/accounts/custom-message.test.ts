import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { customMessage } from '../../../functions/platform/triggers/custom-message.js';
import { parseResetLink } from '../../../web/src/features/auth/lib/reset-link.js';

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
      valid: true,
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
    const result = customMessage(event('CustomMessage_AdminCreateUser'), 'https://app.example.com');
    expect(result.response.emailMessage).toBeNull();
  });
});
