import { dynamo } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { logger } from '../../core/logger.js';
import { mailerFromEnv } from '../account-data/mailer.js';
import type { NewsletterDeps } from './subscriptions.js';

let built: NewsletterDeps | undefined;
/** Production wiring, built at the first call: the table, the platform's mail engine and the site's origin. */
export function newsletterDeps(): NewsletterDeps {
  if (built) return built;
  const c = config();
  built = {
    table: { ddb: dynamo(), tableName: c.TABLE_NAME },
    mailer: mailerFromEnv(process.env, logger),
    siteUrl: c.PUBLIC_BASE_URL,
  };
  return built;
}
