import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../../core/errors.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { type ProfileItem, profileItem } from '../../core/store/items.js';
import { profileKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

export async function getProfile({ ddb, tableName }: TableDeps, accountId: string): Promise<ProfileItem> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  if (!Item) throw notFound('Account not found.');
  return profileItem.parse(Item);
}

/** Only the name changes; the e-mail belongs to the sign-in identity and is read-only here. */
export async function renameProfile(
  { ddb, tableName }: TableDeps,
  accountId: string,
  name: string,
  now: Date,
): Promise<ProfileItem> {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(accountId),
        UpdateExpression: 'SET #name = :name, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return profileItem.parse(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Account not found.');
    throw error;
  }
}

/** The account's plan for the authorizer (0 when there is no profile yet). */
export async function planOf({ ddb, tableName }: TableDeps, accountId: string): Promise<number> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(accountId),
      ProjectionExpression: '#plan',
      ExpressionAttributeNames: { '#plan': 'plan' },
    }),
  );
  const parsed = profileItem.pick({ plan: true }).safeParse(Item);
  return parsed.success ? parsed.data.plan : 0;
}
