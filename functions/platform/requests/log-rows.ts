import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountPk, requestLogPrefix } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * Every request-log row of an account from `since` (an ISO time or UTC day) on, oldest first, with only the
 * attributes `projection` names (`#name` placeholders resolved by `names`): what the usage charts and the keys' call
 * counts read, page by page.
 */
export async function* logRowsSince(
  { ddb, tableName }: TableDeps,
  accountId: string,
  since: string,
  projection: string,
  names?: Readonly<Record<string, string>>,
): AsyncGenerator<Record<string, unknown>> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: {
          ':pk': accountPk(accountId),
          ':lo': `${requestLogPrefix}${since}`,
          ':hi': `${requestLogPrefix}~`,
        },
        ProjectionExpression: projection,
        ...(names ? { ExpressionAttributeNames: { ...names } } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    yield* page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}
