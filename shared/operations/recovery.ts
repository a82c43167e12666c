import { z } from 'zod';
import { userPool } from '../resources.js';
import { mailedLinkTokenPattern, publicFormCall } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';
import { profileLanguages } from './user.js';

/**
 * Password recovery for an account whose e-mail was never verified (docs/product.md#password-recovery). The user
 * pool sends reset codes to verified addresses only, so a person who signed up, never opened the verification link
 * and then forgot the password had no way back in. These two public calls mail such an address a link of our own;
 * opening it proves the mailbox, so setting the new password through it also verifies the e-mail. A verified
 * address keeps the pool's own reset e-mail. Served by the platform Lambda, never charged.
 */

/**
 * How long a recovery link works, the least time between two recovery mails to one address, and how many such mails
 * one address gets in any 24 hours.
 */
export const recoveryLinkMinutes = 60;
export const recoveryResendMinutes = 10;
export const recoveryMailsPerDay = 3;

/**
 * The English descriptions of these answers' fields, by id (outputs/field-texts.ts): the docs show them in the
 * reader's language (shared/i18n/responses, docs/translations.md).
 */
export const recoveryFieldTexts = {
  recoveryCheckInbox: 'A recovery link is on its way if the address has an account that needs one.',
} as const;

/** Every recovery request gets this answer, whatever the address: it never tells who has an account. */
export const recoveryAcceptedOutput = z.object({
  status: z.literal('check_inbox').describe(recoveryFieldTexts.recoveryCheckInbox),
});

export const recoveryConfirmedOutput = z.object({ status: z.literal('password_set') });

export const passwordRecovery = defineOperation({
  ...publicFormCall,
  id: 'platform.password-recovery',
  output: recoveryAcceptedOutput,
  outputStatuses: [202],
  method: 'POST',
  path: '/api/auth/recovery',
  input: z.object({
    email: z
      .email('a valid e-mail address is required')
      .max(254)
      .describe('The address of the account whose password was forgotten.'),
    language: z
      .enum(profileLanguages)
      .default('pt')
      .describe('The language of the e-mail when the account has none saved (pt, en, es, fr).'),
  }),
  doc: {
    summary: 'Recover the password of an unverified account',
    description: `For an account whose e-mail was never verified (the user pool sends its reset code to verified addresses only): e-mails a link, valid ${recoveryLinkMinutes} minutes, that sets a new password and verifies the address at once. Always answers 202 with the same body; a verified or unknown address gets nothing from this call, and a repeated request within ${recoveryResendMinutes} minutes sends nothing.`,
    example: { email: 'maria@example.com', language: 'pt' },
  },
});

export const passwordRecoveryConfirm = defineOperation({
  ...publicFormCall,
  id: 'platform.password-recovery-confirm',
  output: recoveryConfirmedOutput,
  method: 'POST',
  path: '/api/auth/recovery/confirm',
  input: z.object({
    token: z
      .string()
      .trim()
      .regex(mailedLinkTokenPattern, 'not a recovery link token')
      .describe('The token of the link in the recovery e-mail.'),
    password: z
      .string()
      .min(userPool.passwordMinLength, `at least ${userPool.passwordMinLength} characters`)
      .max(256)
      .describe(`The new password, at least ${userPool.passwordMinLength} characters.`),
  }),
  problems: ['not_found'],
  doc: {
    summary: 'Set a new password from a recovery link',
    description:
      'The recovery link’s call: sets the new password and marks the e-mail verified (the link proved the mailbox), and grants the welcome credits that waited for that verification. A link works once; 404 not_found when it is unknown, used, replaced by a newer one or expired.',
    example: {
      token: '9b3e2f6a1c4d8e7f0a5b6c3d2e1f4a7b.Qm9uam91ci1sYS1uZXdzbGV0dGVyLWV4ZW1wbGUtdG9',
      password: 'nova-senha-123',
    },
  },
});

export const recoveryOperations: readonly Operation[] = [passwordRecovery, passwordRecoveryConfirm];
