import { Logger } from '@aws-lambda-powertools/logger';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import {
  createDynamoWebhookSecretStore,
  newWebhookSecret,
  type WebhookSecretStore,
} from '../../../functions/core/jobs/webhook-secrets.js';
import { signWebhook, verifyWebhook } from '../../../functions/core/jobs/webhooks.js';
import { createPlatformImplementations } from '../../../functions/platform/implementations.js';
import { defaultPlatformDeps } from '../../../functions/platform/wiring.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, restEvent } from '../core/fakes.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const secrets = createDynamoWebhookSecretStore({
  ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
  tableName: 't',
});
const now = new Date('2026-11-23T10:00:00Z');

beforeEach(() => ddbMock.reset());

describe('webhook secrets', () => {
  it('creates the secret on first use, only if absent, and keeps the winner of a concurrent first use', async () => {
    ddbMock
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({ Item: { secret: 'whsec_winner', createdAt: now.toISOString() } });
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect((await secrets.get('acct_a', now)).secret).toBe('whsec_winner');
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({ PK: 'ACCT#acct_a', SK: 'WEBHOOK_SECRET' });
  });

  it('rotates to a new random secret unconditionally', async () => {
    ddbMock.on(PutCommand).resolves({});
    const a = await secrets.rotate('acct_a', now);
    const b = await secrets.rotate('acct_a', now);
    expect(a.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBeUndefined();
  });

  it('signs timestamp.body and refuses stale timestamps', () => {
    const body = '{"id":"evt_1"}';
    const signature = `v1=${signWebhook('whsec_x', 1000, body)}`;
    expect(verifyWebhook('whsec_x', { timestamp: '1000', signature }, body, 1100)).toBe(true);
    expect(verifyWebhook('whsec_x', { timestamp: '1000', signature }, `${body} `, 1100)).toBe(false);
    expect(verifyWebhook('whsec_x', { timestamp: '1000', signature }, body, 2000)).toBe(false);
  });
});

describe('the webhook secret on the API key page (GET and rotate, through the pipeline)', () => {
  const stored = new Map<string, { secret: string; createdAt: string }>();
  const memorySecrets: WebhookSecretStore = {
    async get(accountId, at) {
      const existing = stored.get(accountId) ?? { secret: newWebhookSecret(), createdAt: at.toISOString() };
      stored.set(accountId, existing);
      return existing;
    },
    async rotate(accountId, at) {
      const next = { secret: newWebhookSecret(), createdAt: at.toISOString() };
      stored.set(accountId, next);
      return next;
    },
  };
  const handler = createFamilyHandler(
    'platform',
    createPlatformImplementations({ ...defaultPlatformDeps(), webhookSecrets: () => memorySecrets }),
    () => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
      now: () => now,
      price: operationPrice,
    }),
  );
  const session = (sub: string) => ({ claims: { sub, email: `${sub}@example.com` } });
  const call = async (method: string, resource: string, authorizer: Record<string, unknown> | undefined) => {
    const response = await handler(
      restEvent({
        method,
        resource,
        authorizer,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      }),
      lambdaContext(),
    );
    return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
  };

  it('shows one stable secret per account, rotates it, and then signs with the new one only', async () => {
    const first = await call('GET', '/api/user/webhook-secret', session('user-a'));
    expect(first).toMatchObject({ status: 200, body: { created_at: now.toISOString() } });
    expect(String(first.body.secret)).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/api/user/webhook-secret', session('user-a'))).body.secret).toBe(first.body.secret);
    expect((await call('GET', '/api/user/webhook-secret', session('user-b'))).body.secret).not.toBe(first.body.secret);

    const rotated = await call('POST', '/api/user/webhook-secret/rotate', session('user-a'));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(first.body.secret);
    expect((await call('GET', '/api/user/webhook-secret', session('user-a'))).body.secret).toBe(rotated.body.secret);
    const signed = signWebhook(String(rotated.body.secret), 1, '{}');
    expect(verifyWebhook(String(rotated.body.secret), { timestamp: '1', signature: `v1=${signed}` }, '{}', 1)).toBe(
      true,
    );
    expect(verifyWebhook(String(first.body.secret), { timestamp: '1', signature: `v1=${signed}` }, '{}', 1)).toBe(
      false,
    );
  });

  it('answers 401 without a session and never with an API key alone', async () => {
    expect((await call('GET', '/api/user/webhook-secret', undefined)).status).toBe(401);
    expect((await call('POST', '/api/user/webhook-secret/rotate', apiKeyAuthorizer)).status).toBe(401);
  });
});
