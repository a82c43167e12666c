import { inject } from 'vitest';
import { verifyNewUser } from '../../integration/support/email-verification.js';

/**
 * After a page registered `email`: its owner verifies the address by the link in the local outbox (from here, with
 * their own sign-in), so the account holds its 20 welcome credits before the page signs in. Tests about something
 * else than the verification use this; test/e2e/email-verification.test.ts drives the link in the browser.
 */
export function verifyRegisteredEmail(email: string, password: string): Promise<{ credits: number; granted: number }> {
  const { baseUrl, env } = inject('platform');
  return verifyNewUser(baseUrl, env, email, password);
}
