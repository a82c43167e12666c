import { billingAvailable, productionBillingDeps } from '../../billing/wiring.js';
import { cognitoClient, dynamo, s3Client } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { createResultSigner } from '../../core/files/results.js';
import { logger } from '../../core/logger.js';
import { forgetAccount } from '../accounts/wiring.js';
import type { AccountDataDeps } from '../deps.js';
import { cognitoIdentity } from './identity.js';
import { mailerFromEnv } from './mailer.js';

/**
 * Production wiring of this folder for the platform family handler, built at the first call: the files and media
 * buckets, the user pool, the mail engine the environment names, and Stripe when billing is configured.
 */
let built: AccountDataDeps | undefined;
export async function accountDataDeps(): Promise<AccountDataDeps> {
  if (built) return built;
  const c = config();
  const table = { ddb: dynamo(), tableName: c.TABLE_NAME };
  const s3 = s3Client();
  built = {
    exports: {
      table,
      s3,
      bucket: c.FILES_BUCKET,
      sign: createResultSigner({ s3, bucket: c.FILES_BUCKET }),
      mailer: mailerFromEnv(process.env, logger),
    },
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
