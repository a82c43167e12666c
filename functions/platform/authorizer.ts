import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { logger } from '../core/logger.js';
import { authorize, usagePlanKeysSchema } from './accounts/authorize.js';
import { createKeyLookup } from './accounts/keys.js';
import { cachePlans } from './accounts/plan-cache.js';
import { planOf } from './accounts/profile.js';

/**
 * The api-key Lambda authorizer (API Gateway REQUEST type, `apiKeySourceType: AUTHORIZER`). It needs only the
 * table and the usage-plan key values, so it parses just those rather than the full function config.
 */
const env = z
  .object({
    TABLE_NAME: z.string().min(3),
    /** JSON `{"0": "<usage plan key value>", "1": …}`; locally absent (any value works without usage plans). */
    USAGE_PLAN_KEYS: usagePlanKeysSchema.optional(),
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
    usagePlanKeys: env.USAGE_PLAN_KEYS ?? {},
    now: () => new Date(),
    logger,
  });
