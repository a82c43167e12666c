import type { PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { handler as preSignUp } from '../../../functions/platform/triggers/pre-signup.js';

const base = {
  version: '1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_x',
  userName: 'u',
  callerContext: { awsSdkVersion: '3', clientId: 'c' },
};

describe('pre sign-up trigger', () => {
  it('confirms the user at once (no confirmation step) but leaves the e-mail unverified until the link is opened', async () => {
    const event: PreSignUpTriggerEvent = {
      ...base,
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: 'maria@example.com', name: 'Maria' } },
      // Even a request that arrives asking for verification does not get it: the welcome credits depend on it.
      response: { autoConfirmUser: false, autoVerifyEmail: true, autoVerifyPhone: false },
    };
    const result = await preSignUp(event);
    expect(result.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: false, autoVerifyPhone: false });
  });
});

describe('post confirmation trigger', () => {
  it('derives the account identity from the subject without dashes', async () => {
    vi.stubEnv('TABLE_NAME', 'alquimia-test');
    vi.stubEnv('KEY_SECRET', 'a-local-secret-of-enough-length');
    const { identityOf } = await import('../../../functions/platform/triggers/post-confirmation.js');
    const event: PostConfirmationTriggerEvent = {
      ...base,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { sub: '1234-abcd-5678', email: 'maria@example.com', name: 'Maria' } },
      response: {},
    };
    expect(identityOf(event)).toEqual({
      accountId: 'acct_1234abcd5678',
      userId: '1234-abcd-5678',
      email: 'maria@example.com',
      name: 'Maria',
    });
    vi.unstubAllEnvs();
  });
});
