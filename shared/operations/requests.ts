import { z } from 'zod';
import { int } from '../schemas/fields.js';
import { dashboardCall } from './common.js';
import { defineOperation } from './define.js';
import { requestStatsOutput, requestsOutput, statusClasses } from './outputs/requests.js';
import type { Operation } from './types.js';

/**
 * The request log and its usage summary: every call made with one of the account's keys, kept 30 days
 * (docs/requests.md). Session calls (auth `user`) in the platform Lambda; free.
 */

const dashboard = dashboardCall;

const dateTime = () => z.string().datetime({ offset: true }).or(z.string().date());

export const userRequests = defineOperation({
  ...dashboard,
  id: 'platform.user-requests',
  output: requestsOutput,
  fileTypes: ['text/csv'],
  method: 'GET',
  path: '/api/user/requests',
  input: z.object({
    status: z.enum(statusClasses).optional().describe('Only calls answered with this status class.'),
    operation: z.string().max(100).optional().describe('Only calls of this operation id (e.g. `pdf.merge`).'),
    key: z.string().max(100).optional().describe('Only calls made with this key id.'),
    from: dateTime().optional().describe('Calls received at or after this time (or UTC day).'),
    to: dateTime().optional().describe('Calls received before this time (a UTC day includes the whole day).'),
    limit: int(1, 100).default(50).describe('Entries per page.'),
    cursor: z.string().max(2000).optional().describe('`nextCursor` of the previous page.'),
    format: z.enum(['json', 'csv']).default('json').describe('`csv`: every call matching the filter, as CSV.'),
  }),
  bodyTypes: [],
  doc: {
    summary: 'Request log',
    example: { status: '4xx', limit: 50 },
    description:
      'Every call made with one of your keys in the last 30 days, newest first: status, problem code, duration, ' +
      'credits charged and refunded, key id and name, request id, job id. Filters combine; `nextCursor` when more entries ' +
      'exist. `format=csv` (or `Accept: text/csv`) answers the whole filter as CSV (up to 10,000 rows).',
  },
});

export const userRequestStats = defineOperation({
  ...dashboard,
  id: 'platform.user-request-stats',
  output: requestStatsOutput,
  method: 'GET',
  path: '/api/user/requests/stats',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'Usage by day',
    description:
      'Calls and credits per UTC day for the last 30 days by service family, the most used operations, and ' +
      "today's use against the plan's daily quota and request rate.",
  },
});

export const requestOperations: readonly Operation[] = [userRequests, userRequestStats];
