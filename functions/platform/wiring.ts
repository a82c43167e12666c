import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { accountDeps } from '../core/accounts/wiring.js';
import { cognitoClient, dynamo, s3Client, sqsClient } from '../core/clients.js';
import { config } from '../core/config.js';
import type { WebhookSecretStore } from '../core/jobs/webhook-secrets.js';
import { defaultWebhookSecrets } from '../core/jobs/wiring.js';
import { configuredProviders } from '../core/providers/configured.js';
import { accountDataDeps } from './account-data/wiring.js';
import { emailVerifiedInPool } from './accounts/wiring.js';
import type { PlatformDeps } from './deps.js';
import type { Probe } from './health.js';
import { newsletterDeps } from './newsletter/wiring.js';
import { recoveryDeps } from './recovery/wiring.js';

/**
 * Production deps of the platform operations. Nothing is built at import: config and clients are read at the first
 * call of each (the key secret may come from Secrets Manager); each sub-folder's own wiring.ts builds its part.
 */

/** What `/api/test` checks: the table, the files bucket, the jobs queue and the user pool, each with one call. */
const probes = (): Readonly<Record<string, Probe>> => {
  const c = config();
  return {
    dynamodb: () => dynamo().send(new DescribeTableCommand({ TableName: c.TABLE_NAME })),
    s3: () => s3Client().send(new HeadBucketCommand({ Bucket: c.FILES_BUCKET })),
    sqs: () =>
      sqsClient().send(new GetQueueAttributesCommand({ QueueUrl: c.JOBS_QUEUE_URL, AttributeNames: ['QueueArn'] })),
    cognito: () => cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: c.USER_POOL_ID })),
  };
};

let secretStore: WebhookSecretStore | undefined;

export const defaultPlatformDeps = (): PlatformDeps => ({
  probes,
  configuredProviders: () => configuredProviders(),
  publicBaseUrl: () => config().PUBLIC_BASE_URL,
  keys: accountDeps,
  emailVerified: emailVerifiedInPool,
  accountData: accountDataDeps,
  newsletter: newsletterDeps,
  recovery: recoveryDeps,
  webhookSecrets: () => {
    secretStore ??= defaultWebhookSecrets();
    return secretStore;
  },
  table: () => ({ ddb: dynamo(), tableName: config().TABLE_NAME }),
});
