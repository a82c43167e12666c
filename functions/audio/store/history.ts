import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { accountPk, type ItemKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * The speech history in the single table, in the owner's partition:
 * `PK = ACCT#<accountId>`, `SK = SPEECH#<ISO time>#<id>`, so a query on the prefix, newest first, is the list.
 * An audio that lives in our media bucket is kept as its key (re-signed on every read, the URL would expire);
 * any other URL is kept as given.
 */

export const speechHistoryPrefix = 'SPEECH#';

export const speechHistoryKey = (accountId: string, at: Date, id: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `${speechHistoryPrefix}${at.toISOString()}#${id}`,
});

export const speechHistoryItem = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  voice: z.string(),
  language: z.string(),
  creditsUsed: z.number(),
  duration: z.number().nullable(),
  audioKey: z.string().optional(),
  audioUrl: z.string().optional(),
  createdAt: z.string(),
});
export type SpeechHistoryItem = z.infer<typeof speechHistoryItem>;

export interface SpeechHistoryStore {
  save(accountId: string, item: SpeechHistoryItem): Promise<void>;
  /** Newest first; `page` starts at 1. */
  list(accountId: string, page: number, limit: number): Promise<SpeechHistoryItem[]>;
}

export function createDynamoHistoryStore(table: TableDeps): SpeechHistoryStore {
  return {
    async save(accountId, item) {
      await table.ddb.send(
        new PutCommand({
          TableName: table.tableName,
          Item: { ...speechHistoryKey(accountId, new Date(item.createdAt), item.id), ...item },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async list(accountId, page, limit) {
      const wanted = page * limit;
      const items: SpeechHistoryItem[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const answer = await table.ddb.send(
          new QueryCommand({
            TableName: table.tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': speechHistoryPrefix },
            ScanIndexForward: false,
            Limit: wanted - items.length,
            ExclusiveStartKey: start,
          }),
        );
        for (const raw of answer.Items ?? []) items.push(speechHistoryItem.parse(raw));
        start = answer.LastEvaluatedKey;
      } while (start && items.length < wanted);
      return items.slice((page - 1) * limit, wanted);
    },
  };
}

/** The same contract in memory (tests, and the bench's handler runs). */
export function createMemoryHistoryStore(): SpeechHistoryStore {
  const rows = new Map<string, SpeechHistoryItem[]>();
  return {
    async save(accountId, item) {
      const list = rows.get(accountId) ?? [];
      list.push(item);
      rows.set(accountId, list);
    },
    async list(accountId, page, limit) {
      const sorted = [...(rows.get(accountId) ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return sorted.slice((page - 1) * limit, page * limit);
    },
  };
}
