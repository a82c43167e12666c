import { z } from 'zod';
import { limits } from './common.js';
import { defineOperation } from './define.js';
import { emailOutput, whatsappOutput } from './outputs/verify.js';
import type { Operation } from './types.js';

/**
 * Contact verification. The product sets no prices (docs/product.md#prices): 1 credit each (local checks: syntax, DNS
 * MX, number plan).
 */

export const verifyEmail = defineOperation({
  id: 'verify.email',
  output: emailOutput,
  method: 'POST',
  path: '/api/verify/email',
  auth: 'api-key',
  family: 'verify',
  credits: { kind: 'fixed', credits: 1 },
  // RFC 5321 caps a path at 254 characters. Input the check refuses outright is a 400 here; other malformed
  // addresses are judged by the engine and get the verdict `undeliverable` with the syntax reason.
  input: z.object({
    email: z
      .string()
      .trim()
      .min(1)
      .max(254)
      .refine(
        (s) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(s),
        'control and invisible formatting characters are not allowed',
      )
      .refine((s) => !/^".*"@/s.test(s), 'quoted local parts ("john doe"@example.com) are not supported')
      .refine(
        (s) => !/@(\[.*\]|\d{1,3}(\.\d{1,3}){3})$/.test(s),
        'IP-literal domains (user@[192.0.2.1]) are not supported: use the domain name',
      )
      .describe('The address to check, up to 254 characters; international domains (IDNA) are accepted.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  service: {
    id: 'verify-email',
    name: 'Verificação de e-mail',
    description: 'Verifique se um endereço de e-mail é válido e pode receber mensagens.',
    category: 'text',
    icon: 'mail-check',
  },
  doc: {
    summary: 'Verify an e-mail address',
    description:
      'Checks an address without sending mail and answers `{email, normalized, verdict, reasons, syntax, domain, ' +
      'mx, disposable, role, freeProvider, suggestion}`. `verdict` is `deliverable` (well-formed, and the domain ' +
      'publishes mail servers), `risky` (deliverable but disposable, a role account such as info@, a probable ' +
      'typo of a common provider, or mail only through the domain address because it has no MX), ' +
      '`undeliverable` (malformed, the domain does not exist, or it refuses mail with a null MX) or `unknown` ' +
      '(DNS did not answer in time: try again later). `reasons` lists `{code, message}` for each finding. ' +
      'International domains are checked in their ASCII (IDNA) form. There is no SMTP probing (connecting to ' +
      'the mail server to ask about the mailbox): it gets the checking IP blacklisted and many servers accept ' +
      'every address or greylist, so whether the mailbox itself exists is not known. DNS answers are cached ' +
      'for a minute. Refused with 400 (not charged): more than 254 characters, control characters, quoted local ' +
      'parts and IP-literal domains.',
    example: { email: 'maria@example.com' },
  },
});

export const verifyWhatsapp = defineOperation({
  id: 'verify.whatsapp',
  output: whatsappOutput,
  method: 'POST',
  path: '/api/verify/whatsapp',
  auth: 'api-key',
  family: 'verify',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    phone: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^\+?[\d\s().\-/]+$/, 'expected digits, spaces and + ( ) - . / only (no letters)')
      .describe('The number, ideally in E.164 (+5511987654321); national numbers are read with defaultCountry.'),
    defaultCountry: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code (ISO 3166-1 alpha-2, e.g. BR, PT, US)')
      .transform((c) => c.toUpperCase())
      .default('BR')
      .describe('Country of numbers given without +country code (default BR).'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  service: {
    id: 'verify-whatsapp',
    name: 'Verificação de WhatsApp',
    description: 'Valide números de telefone para uso no WhatsApp.',
    category: 'text',
    icon: 'message-circle',
  },
  doc: {
    summary: 'Verify a WhatsApp number',
    description:
      'Parses and validates a phone number against the full numbering plan (libphonenumber metadata) and answers ' +
      '`{phone, valid, reason, e164, country, countryCallingCode, nationalNumber, nationalFormat, ' +
      'internationalFormat, type, whatsapp}`. `type` is mobile, fixed_line, fixed_line_or_mobile, voip, toll_free, ' +
      'premium_rate, shared_cost, personal_number, pager, uan, voicemail or unknown. `whatsapp.eligible` says ' +
      'whether such a number can hold a WhatsApp account (mobile numbers; fixed and VoIP lines only as WhatsApp ' +
      'Business). `whatsapp.registered` is true/false only when a WhatsApp Business API provider is configured ' +
      'for this deployment; otherwise it is null and `whatsapp.registeredReason` says why (provider_not_configured, ' +
      'provider_error, not_eligible, invalid_number): it is never guessed. `whatsapp.link` is the wa.me chat link. ' +
      'Numbers without +country code are read with `defaultCountry` (default BR). Refused with 400 (not ' +
      'charged): letters, too few or too many digits for the country, an unknown defaultCountry.',
    example: { phone: '+5511987654321', defaultCountry: 'BR' },
  },
});

export const verifyOperations: readonly Operation[] = [verifyEmail, verifyWhatsapp];
