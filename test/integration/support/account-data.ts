import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { accountPk } from '../../../functions/core/store/keys.js';
import type { TableDeps } from '../../../functions/core/store/table.js';
import type { TestAccount } from './accounts.js';
import { dynamoClients } from './table.js';

/** The env keys these helpers read from `inject('platform').env`. */
export interface StoreEnv {
  readonly TABLE_NAME?: string;
  readonly AWS_ENDPOINT_URL_S3?: string;
  readonly AWS_ENDPOINT_URL_DYNAMODB?: string;
  readonly AWS_REGION?: string;
  readonly FILES_BUCKET?: string;
  readonly MEDIA_BUCKET?: string;
}

/**
 * What the account-data tests read and write beside the API: the platform's table and buckets as the functions see
 * them, an account's whole partition, the objects under a prefix, and a charged call that leaves a ledger row.
 */
export function accountDataStores(baseUrl: string, env: StoreEnv & Record<string, string | undefined>) {
  const table = (): TableDeps => ({ ddb: dynamoClients(env).ddb, tableName: env.TABLE_NAME ?? '' });
  const s3 = new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

  /** Every item of an account's partition, read consistently, page by page. */
  const partition = async (accountId: string): Promise<Record<string, unknown>[]> => {
    const { ddb, tableName } = table();
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': accountPk(accountId) },
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };

  const objectsUnder = async (bucket: string, prefix: string): Promise<string[]> => {
    const answer = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (answer.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
  };

  /** A charged call with the account's key, so the ledger (and the request log) has a row. */
  const chargedCall = async (account: Pick<TestAccount, 'apiKey'>): Promise<void> => {
    const response = await fetch(`${baseUrl}/api/verify/email`, {
      method: 'POST',
      headers: { 'api-token': account.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(response.status).toBe(200);
  };

  /** The headers of a dashboard call with the account's session. */
  const session = (account: Pick<TestAccount, 'idToken'>) => ({
    authorization: `Bearer ${account.idToken}`,
    'content-type': 'application/json',
  });

  return {
    table,
    s3,
    filesBucket: env.FILES_BUCKET ?? '',
    mediaBucket: env.MEDIA_BUCKET ?? '',
    partition,
    objectsUnder,
    chargedCall,
    session,
  };
}
