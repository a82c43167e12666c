import { z } from 'zod';
import { families } from '../types.js';

/** Bodies of the request log and its usage summary (docs/requests.md). */

const iso = () => z.string().describe('ISO 8601 date-time.');

export const requestSourceNames = ['api', 'dashboard', 'mcp'] as const;
export const statusClasses = ['2xx', '4xx', '5xx'] as const;

export const requestEntryOutput = z.object({
  request_id: z.string(),
  created_at: iso().describe('When the gateway received the call.'),
  operation_id: z.string(),
  family: z.enum(families),
  status: z.number().int(),
  code: z.string().nullable().describe('The problem `code` of a failed call.'),
  duration_ms: z.number().int(),
  credits_charged: z.number(),
  credits_refunded: z.number(),
  key_id: z.string(),
  key_name: z
    .string()
    .nullable()
    .describe("The key's current name (a revoked key keeps its name); null when the key no longer exists."),
  job_id: z.string().nullable().describe('For a call accepted as a job: `GET /api/jobs/{id}` has its status.'),
  idempotency_key: z.string().nullable(),
  user_agent: z.string().nullable(),
  source: z.enum(requestSourceNames).describe('`api` (your code), `dashboard` (its tools) or `mcp`.'),
  problem: z.string().nullable().describe('The problem body answered (JSON text), for a failed call.'),
  headers: z.record(z.string(), z.string()).describe('The response headers answered (CORS headers left out).'),
});
export type RequestEntry = z.infer<typeof requestEntryOutput>;

export const requestsOutput = z.object({
  items: z.array(requestEntryOutput),
  nextCursor: z.string().nullable(),
});
export type RequestsResponse = z.infer<typeof requestsOutput>;

const countsByFamily = z.record(z.string(), z.number()).describe('By service family; families without calls left out.');

export const requestStatsOutput = z.object({
  days: z
    .array(
      z.object({ date: z.string().describe('UTC day, yyyy-mm-dd.'), calls: countsByFamily, credits: countsByFamily }),
    )
    .describe('The last 30 UTC days, oldest first, today last.'),
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
      limit: z.number().int().nullable().describe('Requests per UTC day; null when unlimited.'),
      used: z.number().int(),
      resetAt: iso(),
    }),
    rate: z.object({ perSecond: z.number(), burst: z.number().int() }),
  }),
});
export type RequestStatsResponse = z.infer<typeof requestStatsOutput>;
