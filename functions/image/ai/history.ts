import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { invalidRequest } from '../../core/errors.js';
import { accountPk } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';

/**
 * Saved images in the single table: `PK = ACCT#<accountId>`, `SK = IMAGE#<ISO time>#<img id>`, so one account's
 * records sort by time in its own partition and another account's can never be addressed. Records expire with
 * the media they point at (30 days, the media bucket's lifecycle).
 */

export const imagePrefix = 'IMAGE#';
export const imageRetentionDays = 30;

export const imageRecord = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The media bucket key when the image is ours (its URL is re-signed on every read). */
  media_key: z.string().optional(),
  storage_url: z.string(),
  positive_prompt: z.string(),
  negative_prompt: z.string().nullable().default(null),
  width: z.number().nullable().default(null),
  height: z.number().nullable().default(null),
  number_results: z.number().nullable().default(null),
  output_format: z.string().nullable().default(null),
  steps: z.number().nullable().default(null),
  cfg_scale: z.number().nullable().default(null),
  scheduler: z.string().nullable().default(null),
  style: z.string().nullable().default(null),
  mood: z.string().nullable().default(null),
  task_type: z.string().nullable().default(null),
  image_uuid: z.string().nullable().default(null),
  task_uuid: z.string().nullable().default(null),
  seed: z.number().nullable().default(null),
  credits_used: z.number().nullable().default(null),
  generation_status: z.string().nullable().default(null),
});
export type ImageRecord = z.infer<typeof imageRecord>;

export interface ImageHistoryStore {
  save(accountId: string, record: ImageRecord, now: Date): Promise<void>;
  /** Newest first; `cursor` continues after the last item of the previous page. */
  list(accountId: string, limit: number, cursor?: string): Promise<{ items: ImageRecord[]; nextCursor?: string }>;
}

const encodeCursor = (sk: string) => Buffer.from(sk).toString('base64url');
const decodeCursor = (cursor: string): string => {
  const sk = Buffer.from(cursor, 'base64url').toString();
  if (!sk.startsWith(imagePrefix))
    throw invalidRequest('cursor: not a cursor this endpoint issued.', [{ path: 'cursor', message: 'invalid cursor' }]);
  return sk;
};

export function createImageHistoryStore(table: () => TableDeps): ImageHistoryStore {
  return {
    async save(accountId, record, now) {
      const { ddb, tableName } = table();
      const expires = new Date(now.getTime() + imageRetentionDays * 86_400_000);
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            PK: accountPk(accountId),
            SK: `${imagePrefix}${record.created_at}#${record.id}`,
            ...record,
            ttl: epochSeconds(expires),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async list(accountId, limit, cursor) {
      const { ddb, tableName } = table();
      const pk = accountPk(accountId);
      const out = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': imagePrefix },
          ScanIndexForward: false,
          Limit: limit,
          ...(cursor ? { ExclusiveStartKey: { PK: pk, SK: decodeCursor(cursor) } } : {}),
        }),
      );
      const items = (out.Items ?? []).map((item) => imageRecord.parse(item));
      const lastSk = z.object({ SK: z.string() }).safeParse(out.LastEvaluatedKey);
      return { items, nextCursor: lastSk.success ? encodeCursor(lastSk.data.SK) : undefined };
    },
  };
}
