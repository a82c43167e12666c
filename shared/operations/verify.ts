import { z } from 'zod';
import { limits } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';

/** Contact verification. The spec gives no prices: 1 credit each (local checks: syntax, DNS MX, number plan). */

export const verifyEmail = defineOperation({
  id: 'verify.email',
  method: 'POST',
  path: '/api/verify/email',
  auth: 'api-key',
  family: 'verify',
  credits: { kind: 'fixed', credits: 1 },
  // RFC 5321 caps a path at 254 characters; syntax is judged by the engine so bad addresses get a verdict, not a 400.
  input: z.object({ email: z.string().trim().min(1).max(254).describe('The address to check.') }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  serviceId: 'verify-email',
  doc: {
    summary: 'Verify an e-mail address',
    description: 'Answers `{email, valid, reason, syntax, mx, disposable, role}`.',
    example: { email: 'maria@example.com' },
  },
});

export const verifyWhatsapp = defineOperation({
  id: 'verify.whatsapp',
  method: 'POST',
  path: '/api/verify/whatsapp',
  auth: 'api-key',
  family: 'verify',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    phone: z.string().trim().min(3).max(32).describe('The number, ideally in E.164 (+5511999999999).'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
      .transform((c) => c.toUpperCase())
      .default('BR')
      .describe('Country for numbers without +.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  serviceId: 'verify-whatsapp',
  doc: {
    summary: 'Verify a WhatsApp number',
    description: 'Answers `{phone, valid, e164, country, type, whatsapp}`; `type` must be mobile for WhatsApp.',
    example: { phone: '+5511987654321' },
  },
});

export const verifyOperations: readonly Operation[] = [verifyEmail, verifyWhatsapp];
