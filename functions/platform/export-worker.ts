import { logger } from '../core/logger.js';
import { createExportConsumer } from './account-data/export-consumer.js';
import { exportDeps } from './account-data/wiring.js';

/**
 * The export queue's consumer (an SQS event source on AWS, infra/aws/export-delivery.ts; a queue poller on
 * `npm start`): builds, stores and e-mails each large data export as soon as its request queued it.
 */
export const handler = createExportConsumer(async () => exportDeps(), {
  info: (message, extra) => logger.info(message, extra),
  error: (message, extra) => logger.error(message, extra),
});
