import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { TableDeps } from '../../../../functions/core/store/table.js';

/**
 * The single table as a map of items for the mailed-link flows' unit tests (newsletter, recovery): gets, puts and
 * deletes by `PK|SK`, one request at a time, so every conditional write holds. Concurrent requests are proved on
 * the local platform's table (test/integration). `reset()` goes in a `beforeEach`; a test adds what else it needs
 * (an UpdateCommand) on `mock`.
 */
export function memoryTable() {
  const mock = mockClient(DynamoDBDocumentClient);
  const items = new Map<string, Record<string, unknown>>();
  const keyOf = (key: Record<string, unknown> | undefined) => `${String(key?.PK)}|${String(key?.SK)}`;
  const table: TableDeps = {
    ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    tableName: 't',
  };
  const reset = () => {
    mock.reset();
    items.clear();
    mock
      .on(GetCommand)
      .callsFake((input: { Key?: Record<string, unknown> }) => ({ Item: items.get(keyOf(input.Key)) }));
    mock.on(PutCommand).callsFake((input: { Item?: Record<string, unknown> }) => {
      if (input.Item) items.set(keyOf(input.Item), input.Item);
      return {};
    });
    mock.on(DeleteCommand).callsFake((input: { Key?: Record<string, unknown> }) => {
      items.delete(keyOf(input.Key));
      return {};
    });
  };
  return { mock, items, keyOf, table, reset };
}
