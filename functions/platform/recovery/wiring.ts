import { cognitoClient, dynamo } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { logger } from '../../core/logger.js';
import { mailerFromEnv } from '../account-data/mailer.js';
import { cognitoRecoveryPool } from './pool.js';
import type { RecoveryDeps } from './recovery.js';

let built: RecoveryDeps | undefined;
/** Production wiring, built at the first call: the table, the user pool, the mail engine and the site's origin. */
export function recoveryDeps(): RecoveryDeps {
  if (built) return built;
  const c = config();
  built = {
    table: { ddb: dynamo(), tableName: c.TABLE_NAME },
    pool: cognitoRecoveryPool(cognitoClient(), c.USER_POOL_ID),
    mailer: mailerFromEnv(process.env, logger),
    siteUrl: c.PUBLIC_BASE_URL,
  };
  return built;
}
