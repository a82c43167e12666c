import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { logger } from '../core/logger.js';
import { authorize, usagePlanKeysSchema } from './accounts/authorize.js';
import { createKeyLookup } from './accounts/keys.js';
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
  })
  .parse(process.env);

const table = { ddb: dynamo(), tableName: env.TABLE_NAME };
const keys = createKeyLookup(table);

export const handler = (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> =>
  authorize(event, {
    keys,
    planOf: (accountId) => planOf(table, accountId),
    usagePlanKeys: env.USAGE_PLAN_KEYS ?? {},
    now: () => new Date(),
    logger,
  });
