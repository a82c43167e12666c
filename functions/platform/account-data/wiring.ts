import { z } from 'zod';
import { billingAvailable, productionBillingDeps } from '../../billing/wiring.js';
import { forgetAccount } from '../../core/accounts/wiring.js';
import { cognitoClient, dynamo, s3Client, sqsClient } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { createResultSigner } from '../../core/files/results.js';
import { logger } from '../../core/logger.js';
import type { AccountDataDeps } from '../deps.js';
import { createSqsExportQueue } from './export-queue.js';
import type { ExportDeps } from './exports.js';
import { cognitoIdentity } from './identity.js';
import { mailerFromEnv } from './mailer.js';

/**
 * EXPORTS_QUEUE_URL: the export queue (infra/aws/export-delivery.ts sets it on the platform function; the local
 * platform on every function). Unset, a large export waits for the sweep.
 */
const exportQueueUrl = z.object({ EXPORTS_QUEUE_URL: z.string().url().optional() });

/** The exports' side alone: the platform function, the export consumer and the sweep build from it. */
let exportsBuilt: ExportDeps | undefined;
export function exportDeps(): ExportDeps {
  if (exportsBuilt) return exportsBuilt;
  const c = config();
  const s3 = s3Client();
  const queueUrl = exportQueueUrl.parse(process.env).EXPORTS_QUEUE_URL;
  exportsBuilt = {
    table: { ddb: dynamo(), tableName: c.TABLE_NAME },
    s3,
    bucket: c.FILES_BUCKET,
    sign: createResultSigner({ s3, bucket: c.FILES_BUCKET }),
    mailer: mailerFromEnv(process.env, logger),
    siteUrl: c.PUBLIC_BASE_URL,
    ...(queueUrl === undefined ? {} : { queue: createSqsExportQueue({ sqs: sqsClient(), queueUrl }) }),
    warn: (message, extra) => logger.warn(message, extra),
  };
  return exportsBuilt;
}

/**
 * Production wiring of this folder for the platform family handler, built at the first call: the files and media
 * buckets, the user pool, the export queue and the mail engine the environment names, and Stripe when billing is
 * configured.
 */
let built: AccountDataDeps | undefined;
export async function accountDataDeps(): Promise<AccountDataDeps> {
  if (built) return built;
  const c = config();
  const table = { ddb: dynamo(), tableName: c.TABLE_NAME };
  const s3 = s3Client();
  built = {
    exports: exportDeps(),
    deletion: {
      table,
      s3,
      filesBucket: c.FILES_BUCKET,
      mediaBucket: c.MEDIA_BUCKET,
      identity: cognitoIdentity(cognitoClient(), c.USER_POOL_ID, c.USER_POOL_CLIENT_ID),
      forget: forgetAccount,
      warn: (message, extra) => logger.warn(message, extra),
      ...(billingAvailable()
        ? {
            cancelAtPeriodEnd: async (subscriptionId: string) =>
              (await productionBillingDeps()).provider.cancelAtPeriodEnd(subscriptionId),
          }
        : {}),
    },
  };
  return built;
}
