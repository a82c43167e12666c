import { z } from 'zod';
import { families } from '../types.js';
import { isoDateTime as iso } from './dates.js';

/** Bodies of the request log and its usage summary (docs/requests.md). */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const requestsFieldTexts = {
  requestCreatedAt: 'When the gateway received the call.',
  requestCode: 'The problem `code` of a failed call.',
  requestKeyName: "The key's current name (a revoked key keeps its name); null when the key no longer exists.",
  requestJobId: 'For a call accepted as a job: `GET /api/jobs/{id}` has its status.',
  requestSource: '`api` (your code), `dashboard` (its tools) or `mcp`.',
  requestProblem: 'The problem body answered (JSON text), for a failed call.',
  requestHeaders: 'The response headers answered (CORS headers left out).',
  statsCountsByFamily: 'By service family; families without calls left out.',
  statsDate: 'UTC day, yyyy-mm-dd.',
  statsDays: 'The last 30 UTC days, oldest first, today last.',
  statsQuotaLimit: 'Requests per UTC day; null when unlimited.',
} as const;

export const requestSourceNames = ['api', 'dashboard', 'mcp'] as const;
export const statusClasses = ['2xx', '4xx', '5xx'] as const;

export const requestEntryOutput = z.object({
  request_id: z.string(),
  created_at: iso().describe(requestsFieldTexts.requestCreatedAt),
  operation_id: z.string(),
  family: z.enum(families),
  status: z.number().int(),
  code: z.string().nullable().describe(requestsFieldTexts.requestCode),
  duration_ms: z.number().int(),
  credits_charged: z.number(),
  credits_refunded: z.number(),
  key_id: z.string(),
  key_name: z.string().nullable().describe(requestsFieldTexts.requestKeyName),
  job_id: z.string().nullable().describe(requestsFieldTexts.requestJobId),
  idempotency_key: z.string().nullable(),
  user_agent: z.string().nullable(),
  source: z.enum(requestSourceNames).describe(requestsFieldTexts.requestSource),
  problem: z.string().nullable().describe(requestsFieldTexts.requestProblem),
  headers: z.record(z.string(), z.string()).describe(requestsFieldTexts.requestHeaders),
});
export type RequestEntry = z.infer<typeof requestEntryOutput>;

export const requestsOutput = z.object({
  items: z.array(requestEntryOutput),
  nextCursor: z.string().nullable(),
});
export type RequestsResponse = z.infer<typeof requestsOutput>;

const countsByFamily = z.record(z.string(), z.number()).describe(requestsFieldTexts.statsCountsByFamily);

export const requestStatsOutput = z.object({
  days: z
    .array(
      z.object({
        date: z.string().describe(requestsFieldTexts.statsDate),
        calls: countsByFamily,
        credits: countsByFamily,
      }),
    )
    .describe(requestsFieldTexts.statsDays),
  topOperations: z.array(
    z.object({
      operation_id: z.string(),
      family: z.enum(families),
      calls: z.number().int(),
      errors: z.number().int(),
      credits: z.number(),
    }),
  ),
  today: z.object({
    date: z.string(),
    calls: z.number().int(),
    quota: z.object({
      limit: z.number().int().nullable().describe(requestsFieldTexts.statsQuotaLimit),
      used: z.number().int(),
      resetAt: iso(),
    }),
    rate: z.object({ perSecond: z.number(), burst: z.number().int() }),
  }),
});
export type RequestStatsResponse = z.infer<typeof requestStatsOutput>;
