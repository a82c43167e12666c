import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountPk } from './keys.js';
import type { TableDeps } from './table.js';

export interface PartitionQuery {
  /** Only items whose sort key starts with this (keys.ts names the prefixes); the whole partition without it. */
  readonly prefix?: string;
  readonly consistent?: boolean;
  /** Attributes to read (`#name` placeholders resolved by `names`); every attribute without it. */
  readonly projection?: string;
  readonly names?: Readonly<Record<string, string>>;
}

/**
 * The items of one account's partition (`ACCT#<accountId>`, keys.ts), oldest sort key first, page by page: the one
 * paged query behind the key list, the request log's key names, the data export and the benches' counts.
 */
export async function* partitionItems(
  { ddb, tableName }: TableDeps,
  accountId: string,
  query: PartitionQuery = {},
): AsyncGenerator<Record<string, unknown>> {
  const { prefix, consistent, projection, names } = query;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: prefix === undefined ? 'PK = :pk' : 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': accountPk(accountId),
          ...(prefix === undefined ? {} : { ':prefix': prefix }),
        },
        ...(consistent ? { ConsistentRead: true } : {}),
        ...(projection ? { ProjectionExpression: projection } : {}),
        ...(names ? { ExpressionAttributeNames: { ...names } } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    yield* page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}
