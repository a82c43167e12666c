import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { isConditionFailure } from '../store/errors.js';
import { accountPk, type ItemKey } from '../store/keys.js';
import type { TableDeps } from '../store/table.js';

/**
 * The per-account secret that signs job webhooks (`whsec_` + 32 random bytes, base64url). Created on first use,
 * shown on the API key page, rotated on request: a rotation takes effect for the next delivery.
 */
export interface WebhookSecretStore {
  /** The account's secret, created (race-free) if it has none yet. */
  get(accountId: string, now: Date): Promise<WebhookSecret>;
  /** Replaces the secret; the old one stops signing at once. */
  rotate(accountId: string, now: Date): Promise<WebhookSecret>;
}

export interface WebhookSecret {
  readonly secret: string;
  readonly createdAt: string;
}

export const webhookSecretKey = (accountId: string): ItemKey => ({ PK: accountPk(accountId), SK: 'WEBHOOK_SECRET' });

const secretItem = z.object({ secret: z.string().startsWith('whsec_'), createdAt: z.string() });

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function createDynamoWebhookSecretStore({ ddb, tableName }: TableDeps): WebhookSecretStore {
  async function read(accountId: string): Promise<WebhookSecret | undefined> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: tableName, Key: webhookSecretKey(accountId), ConsistentRead: true }),
    );
    return Item ? secretItem.parse(Item) : undefined;
  }

  async function write(accountId: string, now: Date, onlyIfAbsent: boolean): Promise<WebhookSecret> {
    const item: WebhookSecret = { secret: newWebhookSecret(), createdAt: now.toISOString() };
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...webhookSecretKey(accountId), type: 'webhook-secret', ...item },
        ...(onlyIfAbsent ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
      }),
    );
    return item;
  }

  return {
    async get(accountId, now) {
      const existing = await read(accountId);
      if (existing) return existing;
      try {
        return await write(accountId, now, true);
      } catch (error) {
        // A concurrent first use created it: that one is the secret.
        if (!isConditionFailure(error)) throw error;
        const created = await read(accountId);
        if (!created) throw error;
        return created;
      }
    },
    rotate: (accountId, now) => write(accountId, now, false),
  };
}
