import type { Language } from '../../../i18n/languages.js';
import { apiJson } from '../../../lib/api-client.js';

/**
 * The newsletter's public calls (shared/operations/newsletter.ts). The landing page must not download the schema
 * library, so each answer is checked by a small guard instead.
 */

const statusOf =
  <S extends string>(expected: S) =>
  (data: unknown): S => {
    const status = typeof data === 'object' && data !== null && 'status' in data ? data.status : undefined;
    if (status !== expected) throw new Error(`Unexpected newsletter answer: ${JSON.stringify(data)}`);
    return expected;
  };

/** Always the same answer, whatever the address: a confirmation link is on its way (or already was). */
export const subscribeToNewsletter = (email: string, language: Language) =>
  apiJson('/api/newsletter', statusOf('check_inbox'), {
    method: 'POST',
    authenticated: false,
    json: { email, language },
  });

export const confirmNewsletter = (token: string) =>
  apiJson('/api/newsletter/confirm', statusOf('confirmed'), { method: 'POST', authenticated: false, json: { token } });

export const unsubscribeNewsletter = (token: string) =>
  apiJson('/api/newsletter/unsubscribe', statusOf('unsubscribed'), {
    method: 'POST',
    authenticated: false,
    json: { token },
  });
