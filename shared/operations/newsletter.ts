import { z } from 'zod';
import { mailedLinkTokenPattern, publicFormCall } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';
import { profileLanguages } from './user.js';

/**
 * The landing page's newsletter, with double opt-in (docs/newsletter.md): subscribing stores the address as
 * pending and e-mails a confirmation link; the link confirms it; the same mail's unsubscribe link removes it.
 * Public calls (no session), served by the platform Lambda, never charged.
 */

const token = () =>
  z
    .string()
    .trim()
    .regex(mailedLinkTokenPattern, 'not a newsletter link token')
    .describe('The token of the link in the confirmation e-mail.');

/**
 * The English descriptions of these answers' fields, by id (outputs/field-texts.ts): the docs show them in the
 * reader's language (shared/i18n/responses, docs/translations.md).
 */
export const newsletterFieldTexts = {
  newsletterCheckInbox: 'A confirmation link is on its way unless the address was already sent one.',
} as const;

/** Every subscribe answer is this one, whatever the address: it never tells who is subscribed. */
export const newsletterAcceptedOutput = z.object({
  status: z.literal('check_inbox').describe(newsletterFieldTexts.newsletterCheckInbox),
});

export const newsletterStatusOutput = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
});

export const newsletterSubscribe = defineOperation({
  ...publicFormCall,
  id: 'platform.newsletter-subscribe',
  output: newsletterAcceptedOutput,
  outputStatuses: [202],
  method: 'POST',
  path: '/api/newsletter',
  input: z.object({
    email: z
      .email('a valid e-mail address is required')
      .max(254)
      .describe('The address to subscribe; a link to confirm it is e-mailed there.'),
    language: z
      .enum(profileLanguages)
      .default('pt')
      .describe('The language of the confirmation e-mail (pt, en, es, fr).'),
  }),
  doc: {
    summary: 'Subscribe to the newsletter',
    description:
      'Stores the address as pending and e-mails it a confirmation link (valid 7 days) with an unsubscribe link. Always answers 202 with the same body, so it reveals nothing about who is subscribed; a repeated request within 10 minutes, or past 3 mails to one address in 24 hours, sends nothing, and an address is never stored twice.',
    example: { email: 'maria@example.com', language: 'pt' },
  },
});

export const newsletterConfirm = defineOperation({
  ...publicFormCall,
  id: 'platform.newsletter-confirm',
  output: newsletterStatusOutput,
  method: 'POST',
  path: '/api/newsletter/confirm',
  input: z.object({ token: token() }),
  problems: ['not_found'],
  doc: {
    summary: 'Confirm a newsletter subscription',
    example: { token: '9b3e2f6a1c4d8e7f0a5b6c3d2e1f4a7b.Qm9uam91ci1sYS1uZXdzbGV0dGVyLWV4ZW1wbGUtdG9' },
    description:
      'The confirmation link’s call: marks the address confirmed (again is fine). 404 not_found when the link is unknown, replaced by a newer one or expired.',
  },
});

export const newsletterUnsubscribe = defineOperation({
  ...publicFormCall,
  id: 'platform.newsletter-unsubscribe',
  output: newsletterStatusOutput,
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  input: z.object({ token: token() }),
  problems: ['not_found'],
  doc: {
    summary: 'Unsubscribe from the newsletter',
    example: { token: '9b3e2f6a1c4d8e7f0a5b6c3d2e1f4a7b.Qm9uam91ci1sYS1uZXdzbGV0dGVyLWV4ZW1wbGUtdG9' },
    description:
      'The unsubscribe link’s call: deletes the stored address. An address already removed answers the same; a token that does not match the stored one answers 404 not_found.',
  },
});

export const newsletterOperations: readonly Operation[] = [
  newsletterSubscribe,
  newsletterConfirm,
  newsletterUnsubscribe,
];
