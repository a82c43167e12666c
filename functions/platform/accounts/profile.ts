import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { type ProfileLanguage, profileLanguages } from '../../../shared/operations/user.js';
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

/** A profile with the user's language (kept beside the core profile item, which does not list it). */
export interface StoredProfile extends ProfileItem {
  readonly language: ProfileLanguage | null;
}

const languageAttribute = z.object({ language: z.enum(profileLanguages).optional().catch(undefined) });

const storedProfile = (item: unknown): StoredProfile => ({
  ...profileItem.parse(item),
  language: languageAttribute.parse(item ?? {}).language ?? null,
});

export async function getStoredProfile({ ddb, tableName }: TableDeps, accountId: string): Promise<StoredProfile> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  if (!Item) throw notFound('Account not found.');
  return storedProfile(Item);
}

export interface ProfileChanges {
  readonly name?: string | undefined;
  readonly language?: ProfileLanguage | undefined;
}

/** The name and the language change; the e-mail belongs to the sign-in identity and is read-only here. */
export async function updateProfile(
  { ddb, tableName }: TableDeps,
  accountId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<StoredProfile> {
  const sets = ['updatedAt = :now'];
  const names: Record<string, string> = {};
  const values: Record<string, string> = { ':now': now.toISOString() };
  if (changes.name !== undefined) {
    sets.push('#name = :name');
    names['#name'] = 'name';
    values[':name'] = changes.name;
  }
  if (changes.language !== undefined) {
    sets.push('#language = :language');
    names['#language'] = 'language';
    values[':language'] = changes.language;
  }
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(accountId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedProfile(Attributes);
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
