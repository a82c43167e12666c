import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { listServices } from '../../shared/catalogue/index.js';
import { buildOpenApi } from '../../shared/openapi.js';
import { operations } from '../../shared/operations/index.js';
import { cognitoClient, dynamo, s3Client, sqsClient } from '../core/clients.js';
import { config } from '../core/config.js';
import { createFamilyHandler } from '../core/handler.js';
import { type Implementations, json } from '../core/operation.js';
import { defaultDeps } from '../core/wiring.js';
import { lazyAccountImplementations } from './accounts/wiring.js';
import { checkHealth } from './health.js';

/** Public platform operations: health of every dependency, the catalogue and the OpenAPI document. */
const platformImplementations: Implementations = {
  'platform.health': async (_input, ctx) => {
    const c = config();
    return checkHealth(
      {
        dynamodb: () => dynamo().send(new DescribeTableCommand({ TableName: c.TABLE_NAME })),
        s3: () => s3Client().send(new HeadBucketCommand({ Bucket: c.FILES_BUCKET })),
        sqs: () =>
          sqsClient().send(new GetQueueAttributesCommand({ QueueUrl: c.JOBS_QUEUE_URL, AttributeNames: ['QueueArn'] })),
        cognito: () => cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: c.USER_POOL_ID })),
      },
      ctx.now,
    );
  },
  'platform.services': async () => json(listServices(), 200, { 'Cache-Control': 'public, max-age=300' }),
  'platform.openapi': async () =>
    json(buildOpenApi(operations, { serverUrl: config().PUBLIC_BASE_URL }), 200, {
      'Cache-Control': 'public, max-age=300',
    }),
};

export const handler = createFamilyHandler(
  'platform',
  { ...platformImplementations, ...lazyAccountImplementations() },
  defaultDeps,
);
