import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What every store built on the single table needs: the document client and the deployed table name. */
export interface TableDeps {
  readonly ddb: DynamoDBDocumentClient;
  readonly tableName: string;
}

/** Epoch seconds, the unit of the table's `ttl` attribute. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
