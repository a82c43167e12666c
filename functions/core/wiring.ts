import { operationPrice } from '../../shared/operations/index.js';
import { dynamo, s3Client } from './clients.js';
import { config } from './config.js';
import { createFileChecker, createFileResolver } from './files/resolve.js';
import { createResultStore } from './files/results.js';
import { acceptWithDefaults, checkJobInputWithDefaults } from './jobs/wiring.js';
import { logger } from './logger.js';
import { createDynamoMeter } from './metering/dynamo-meter.js';
import { createDynamoIdempotencyStore } from './metering/idempotency.js';
import type { PipelineDeps } from './pipeline/state.js';

/**
 * The production wiring of the pipeline: real stores and engines built from the config once per process
 * (the family handler calls this at its first request). Tests build their own PipelineDeps instead.
 */
export function defaultDeps(): PipelineDeps {
  const c = config();
  const table = { ddb: dynamo(), tableName: c.TABLE_NAME };
  const files = { s3: s3Client(), bucket: c.FILES_BUCKET };
  return {
    logger,
    now: () => new Date(),
    price: operationPrice,
    meter: createDynamoMeter(table),
    idempotency: createDynamoIdempotencyStore(table),
    resolveFile: createFileResolver(files),
    checkFile: createFileChecker(files),
    storeResult: createResultStore(files),
    acceptJob: acceptWithDefaults,
    checkJobInput: checkJobInputWithDefaults,
  };
}
