import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { parseEnv } from '../core/env.js';
import { logger } from '../core/logger.js';
import { createRequestLog } from '../core/metering/request-log.js';
import { authorize } from './accounts/authorize.js';
import { createKeyLookup } from './accounts/keys.js';
import { cachePlans } from './accounts/plan-cache.js';
import { planOf } from './accounts/profile.js';
import { logRefusal } from './requests/refused.js';

/**
 * The api-key Lambda authorizer (API Gateway REQUEST type, results cached by the `api-token` header). It needs
 * only the table, so it parses just that rather than the full function config.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().min(3),
  /** How long a warm instance remembers an account's plan (0 reads it on every call). */
  PLAN_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

/** The lookups, built at the first invocation (config is read then, never at import) and kept for the process. */
function build() {
  const env = parseEnv(envSchema, process.env, 'authorizer configuration');
  const table = { ddb: dynamo(), tableName: env.TABLE_NAME };
  return {
    keys: createKeyLookup(table),
    planOf: cachePlans((accountId) => planOf(table, accountId), { ttlMs: env.PLAN_CACHE_SECONDS * 1000 }),
    logRefused: logRefusal(createRequestLog(table)),
  };
}
let built: ReturnType<typeof build> | undefined;

export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  built ??= build();
  return authorize(event, { ...built, now: () => new Date(), logger });
};
