import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { logger } from '../core/logger.js';
import { authorize } from './accounts/authorize.js';
import { createKeyLookup } from './accounts/keys.js';
import { cachePlans } from './accounts/plan-cache.js';
import { planOf } from './accounts/profile.js';

/**
 * The api-key Lambda authorizer (API Gateway REQUEST type, results cached by the `api-token` header). It needs
 * only the table, so it parses just that rather than the full function config.
 */
const env = z
  .object({
    TABLE_NAME: z.string().min(3),
    /** How long a warm instance remembers an account's plan (0 reads it on every call). */
    PLAN_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  })
  .parse(process.env);

const table = { ddb: dynamo(), tableName: env.TABLE_NAME };
const keys = createKeyLookup(table);
const plans = cachePlans((accountId) => planOf(table, accountId), { ttlMs: env.PLAN_CACHE_SECONDS * 1000 });

export const handler = (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> =>
  authorize(event, {
    keys,
    planOf: plans,
    now: () => new Date(),
    logger,
  });
