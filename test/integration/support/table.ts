import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { initialCredits } from '../../../functions/core/store/items.js';
import { profileKey } from '../../../functions/core/store/keys.js';
import type { TableDeps } from '../../../functions/core/store/table.js';
import { ensureTable } from '../../../infra/local/tables.js';

/** The env keys these helpers read from `inject('platform').env`. */
export interface DynamoEnv {
  readonly AWS_ENDPOINT_URL_DYNAMODB?: string;
  readonly AWS_REGION?: string;
}

/** Clients for the platform's DynamoDB Local (explicit endpoint, so process.env is left alone). */
export function dynamoClients(env: DynamoEnv): { client: DynamoDBClient; ddb: DynamoDBDocumentClient } {
  const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_DYNAMODB is missing from the platform env');
  const client = new DynamoDBClient({
    endpoint,
    region: env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // Concurrency tests send hundreds of requests at once; the default pool of 50 sockets would queue them.
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 256 }) },
  });
  return { client, ddb: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }) };
}

/** A table of the product's shape (shared/resources.ts) with a unique name, so test files never collide. */
export async function freshTable(env: DynamoEnv, label: string): Promise<TableDeps> {
  const { client, ddb } = dynamoClients(env);
  const tableName = `it-${label}-${randomBytes(4).toString('hex')}`;
  await ensureTable(client, tableName);
  return { ddb, tableName };
}

/** A unique account id of the production shape. */
export const newAccountId = (): string => `acct_${randomBytes(16).toString('hex')}`;

/** Writes a profile directly (tests that need a given balance or plan without going through sign-up). */
export async function seedProfile(
  { ddb, tableName }: TableDeps,
  accountId: string,
  options: { credits?: number; plan?: number } = {},
): Promise<void> {
  const at = new Date().toISOString();
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...profileKey(accountId),
        type: 'profile',
        accountId,
        userId: accountId.slice(5),
        email: `${accountId}@example.com`,
        name: 'Test',
        role: 'user',
        plan: options.plan ?? 0,
        credits: options.credits ?? initialCredits,
        createdAt: at,
        updatedAt: at,
      },
    }),
  );
}

/** Every item of a test table whose attributes match (test tables are small; a scan is fine there). */
export async function scanWhere(
  { ddb, tableName }: TableDeps,
  match: Record<string, string>,
): Promise<Record<string, unknown>[]> {
  const names = Object.keys(match);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: names.map((_, i) => `#n${i} = :v${i}`).join(' AND '),
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, match[n]])),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
