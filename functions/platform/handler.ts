import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { listServices } from '../../shared/catalogue/index.js';
import { buildOpenApi, openApiServerUrl } from '../../shared/openapi.js';
import { operations } from '../../shared/operations/index.js';
import { platformHealth, platformOpenApi, platformServices } from '../../shared/operations/platform.js';
import { cognitoClient, dynamo, s3Client, sqsClient } from '../core/clients.js';
import { config } from '../core/config.js';
import { createFamilyHandler } from '../core/handler.js';
import { implement } from '../core/implement.js';
import type { WebhookSecretStore } from '../core/jobs/webhook-secrets.js';
import { defaultWebhookSecrets } from '../core/jobs/wiring.js';
import { json } from '../core/operation.js';
import { defaultDeps } from '../core/wiring.js';
import { accountDataImplementations } from './account-data/implementations.js';
import { accountDataDeps } from './account-data/wiring.js';
import { accountImplementations } from './accounts/implementations.js';
import { webhookSecretImplementations } from './accounts/webhook-secret.js';
import { accountDeps, provisionUser } from './accounts/wiring.js';
import { answeringHead } from './head.js';
import { checkHealth } from './health.js';
import { newsletterImplementations } from './newsletter/implementations.js';
import { newsletterDeps } from './newsletter/wiring.js';
import { configuredProviders } from './providers.js';
import { requestImplementations } from './requests/implementations.js';

let secretStore: WebhookSecretStore | undefined;
/** Built at first use: the table name comes from the parsed config. */
const webhookSecrets = (): WebhookSecretStore => {
  secretStore ??= defaultWebhookSecrets();
  return secretStore;
};

/** Public platform operations (health of every dependency, the catalogue, the OpenAPI document) and the accounts. */
export const implementations = [
  implement(platformHealth, async (_input, ctx) => {
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
  }),
  implement(platformServices, async () =>
    json(listServices({ configured: configuredProviders() }), 200, { 'Cache-Control': 'public, max-age=300' }),
  ),
  implement(platformOpenApi, async (_input, ctx) =>
    json(
      buildOpenApi(operations, {
        serverUrl: openApiServerUrl({ headers: ctx.headers, configured: config().PUBLIC_BASE_URL }),
      }),
      200,
      { 'Cache-Control': 'public, max-age=300', Vary: 'Host, X-Forwarded-Host' },
    ),
  ),
  ...accountImplementations(accountDeps),
  ...accountDataImplementations(accountDataDeps),
  ...newsletterImplementations(newsletterDeps),
  ...webhookSecretImplementations(webhookSecrets),
  ...requestImplementations(() => ({ ddb: dynamo(), tableName: config().TABLE_NAME })),
];

export const handler = answeringHead(
  createFamilyHandler('platform', implementations, () => ({
    ...defaultDeps(),
    provision: provisionUser,
  })),
);
