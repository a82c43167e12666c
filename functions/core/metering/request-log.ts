import type { PutCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from '../store/errors.js';
import type { RequestLogItem } from '../store/items.js';
import { refusedCounterKey, requestLogKey } from '../store/keys.js';
import { epochSeconds, type TableDeps } from '../store/table.js';

/**
 * The request log's writes (docs/requests.md). What each call costs the table:
 * - a successful charged call: nothing more; its row is one more item of the settle's write (dynamo-meter.ts);
 * - any other call the pipeline answers (a failure, a free call): one put;
 * - a call the authorizer refuses for a revoked key: one transaction that counts it per key and UTC hour, and
 *   writes nothing once the hour's count reaches `refusedRowsPerKeyHour`, so a flood cannot grow the log;
 * - an unknown or missing key: no account to log it to, nothing written.
 * Rows expire by the table's TTL after `requestLogRetentionDays`.
 */
export const requestLogRetentionDays = 30;
export const refusedRowsPerKeyHour = 60;

/** A row to log, for the account that owns the key. */
export interface RequestLogRow {
  readonly accountId: string;
  readonly entry: RequestLogItem;
}

export interface RequestLog {
  /** One put of the row. */
  write(row: RequestLogRow): Promise<void>;
  /** A refused call: counted, and logged only under the key's hourly cap. True when the row was written. */
  writeRefused(row: RequestLogRow): Promise<boolean>;
}

const retentionSeconds = requestLogRetentionDays * 24 * 60 * 60;

/** The row as stored: its key, the entry, and its expiry. */
export function requestLogPut(tableName: string, { accountId, entry }: RequestLogRow): PutCommandInput {
  const at = new Date(entry.at);
  return {
    TableName: tableName,
    Item: {
      ...requestLogKey(accountId, at, entry.requestId),
      type: 'request',
      ...entry,
      ttl: epochSeconds(at) + retentionSeconds,
    },
  };
}

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Item 0 counts the refusal under the cap (its condition), item 1 is the row: both or neither. */
export function refusedItems(tableName: string, row: RequestLogRow): TransactItems {
  const at = new Date(row.entry.at);
  return [
    {
      Update: {
        TableName: tableName,
        Key: refusedCounterKey(row.accountId, row.entry.keyId, at),
        UpdateExpression: 'ADD refused :one SET #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(refused) OR refused < :cap',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':cap': refusedRowsPerKeyHour, ':ttl': epochSeconds(at) + 2 * 3600 },
      },
    },
    { Put: requestLogPut(tableName, row) },
  ];
}

export function createRequestLog({ ddb, tableName }: TableDeps): RequestLog {
  return {
    async write(row) {
      await ddb.send(new PutCommand(requestLogPut(tableName, row)));
    },
    async writeRefused(row) {
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: refusedItems(tableName, row) }));
        return true;
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },
  };
}
