import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverExport, type ExportDelivery } from './export-builds.js';
import { parseExportMessage } from './export-queue.js';
import type { ExportDeps } from './exports.js';

export interface ExportConsumerLog {
  info(message: string, extra: Record<string, unknown>): void;
  error(message: string, extra: Record<string, unknown>): void;
}

/**
 * The export queue's SQS event source side: each record is one export's message, delivered once or more. A record
 * whose delivery threw (the table or the bucket unreachable, a build that failed) is reported as a batch item failure
 * and comes back after the queue's visibility, by when the export's lease is over; every other outcome, a duplicate
 * delivery included, is done with. A body that is not an export message is dropped: no redelivery could build it.
 */
export function createExportConsumer(
  deps: () => Promise<ExportDeps>,
  log: ExportConsumerLog,
  now: () => Date = () => new Date(),
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const ready = await deps();
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const message = parseExportMessage(record.body);
      if (message === undefined) {
        log.error('a message that is not a data export reached the export queue; dropping it', {
          messageId: record.messageId,
        });
        continue;
      }
      try {
        const outcome: ExportDelivery = await deliverExport(ready, message, now());
        log.info('data export delivery', { exportId: message.exportId, outcome });
      } catch (error) {
        log.error('a data export could not be built; its message will be redelivered', {
          exportId: message.exportId,
          error: error instanceof Error ? error.name : typeof error,
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
