import { z } from 'zod';

/** Bodies of the verify family. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const verifyFieldTexts = {
  emailMx: 'null when DNS did not answer.',
} as const;

const reason = z.object({ code: z.string(), message: z.string() });

export const emailOutput = z.object({
  email: z.string(),
  normalized: z.string().nullable(),
  verdict: z.enum(['deliverable', 'risky', 'undeliverable', 'unknown']),
  reasons: z.array(reason),
  syntax: z.union([
    z.object({ valid: z.literal(false), problem: z.string() }),
    z.object({ valid: z.literal(true), local: z.string(), domain: z.string(), asciiDomain: z.string() }),
  ]),
  domain: z.object({ name: z.string(), exists: z.boolean().nullable() }).nullable(),
  mx: z
    .object({
      found: z.boolean(),
      nullMx: z.boolean(),
      implicit: z.boolean(),
      records: z.array(z.object({ exchange: z.string(), priority: z.number().int().min(0) })),
    })
    .nullable()
    .describe(verifyFieldTexts.emailMx),
  disposable: z.boolean(),
  role: z.boolean(),
  freeProvider: z.boolean(),
  suggestion: z.string().nullable(),
});

export const phoneTypes = [
  'mobile',
  'fixed_line',
  'fixed_line_or_mobile',
  'voip',
  'toll_free',
  'premium_rate',
  'shared_cost',
  'personal_number',
  'pager',
  'uan',
  'voicemail',
  'unknown',
] as const;

export const whatsappOutput = z.object({
  phone: z.string(),
  valid: z.boolean(),
  reason: z.string().nullable(),
  e164: z.string().nullable(),
  country: z.string().nullable(),
  countryCallingCode: z.string(),
  nationalNumber: z.string(),
  nationalFormat: z.string().optional(),
  internationalFormat: z.string().optional(),
  type: z.enum(phoneTypes).nullable(),
  whatsapp: z.object({
    eligible: z.boolean(),
    businessOnly: z.boolean(),
    note: z.string(),
    registered: z.boolean().nullable(),
    registeredReason: z
      .enum(['provider_not_configured', 'provider_error', 'not_eligible', 'invalid_number'])
      .nullable(),
    waId: z.string().nullable(),
    link: z.string().nullable(),
  }),
});
