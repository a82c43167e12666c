import { randomBytes } from 'node:crypto';
import { AdminGetUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createStripeClient, createStripeProvider } from '../../functions/billing/provider/stripe.js';
import { hashApiKey } from '../../functions/core/accounts/key-crypto.js';
import { customerKey, paymentKey, purchaseKey } from '../../functions/core/store/billing-keys.js';
import { accountPk, keyHashKey } from '../../functions/core/store/keys.js';
import { deleteAccount } from '../../functions/platform/account-data/delete.js';
import { cognitoIdentity } from '../../functions/platform/account-data/identity.js';
import { exportIdParam, exportPagePath } from '../../shared/email-links.js';
import { accountDeletedOutput, dataExportOutput } from '../../shared/operations/account-data.js';
import { type FakeStripe, startFakeStripe } from '../unit/billing/fake-stripe.js';
import { accountDataStores } from './support/account-data.js';
import { signUpAndKey } from './support/accounts.js';
import { cognitoClientFor, signInLocally, verifyEmailOf } from './support/email-verification.js';

const { baseUrl, env } = inject('platform');

const { table, s3, filesBucket, mediaBucket, partition, objectsUnder, chargedCall, session } = accountDataStores(
  baseUrl,
  env,
);

/** What the billing webhook leaves behind for a subscriber with one paid invoice. */
async function seedSubscriber(
  accountId: string,
  now: Date,
): Promise<{ purchaseSk: string; customerId: string; paymentIntentId: string }> {
  const { ddb, tableName } = table();
  const customerId = `cus_test_${randomBytes(6).toString('hex')}`;
  const pi = `pi_test_${randomBytes(6).toString('hex')}`;
  const purchase = purchaseKey(accountId, now, `in_${randomBytes(6).toString('hex')}`);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: accountPk(accountId), SK: 'PROFILE' },
      UpdateExpression: 'SET stripeCustomerId = :c, subscriptionId = :s, subscriptionStatus = :st, #plan = :p',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':c': customerId, ':s': `sub_${accountId}`, ':st': 'active', ':p': 1 },
    }),
  );
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...purchase,
        purchaseId: purchase.SK,
        kind: 'plan',
        planId: 1,
        credits: 1000,
        amountCents: 5900,
        currency: 'brl',
        createdAt: now.toISOString(),
        paymentIntentId: pi,
      },
    }),
  );
  await ddb.send(
    new PutCommand({ TableName: tableName, Item: { ...paymentKey(pi), accountId, purchaseSk: purchase.SK } }),
  );
  await ddb.send(new PutCommand({ TableName: tableName, Item: { ...customerKey(customerId), accountId } }));
  return { purchaseSk: purchase.SK, customerId, paymentIntentId: pi };
}

async function seedObjects(accountId: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: filesBucket, Key: `uploads/${accountId}/file_x`, Body: 'upload' }));
  await s3.send(new PutObjectCommand({ Bucket: mediaBucket, Key: `images/${accountId}/img_x.png`, Body: 'png' }));
  await s3.send(new PutObjectCommand({ Bucket: mediaBucket, Key: `speech/${accountId}/tts_x.mp3`, Body: 'mp3' }));
}

const outboxSchema = z.array(z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }));

describe('data export', () => {
  it('zips the account: data.json lists its items and a CSV per table, never a key secret; the link is e-mailed', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Exporter');
    await chargedCall(account);

    const response = await fetch(`${baseUrl}/api/user/export`, {
      method: 'POST',
      headers: session(account),
      body: '{}',
    });
    expect(response.status).toBe(201);
    const created = dataExportOutput.parse(await response.json());
    expect(created.status).toBe('ready');
    expect(created.emailed).toBe(true);

    const download = await fetch(z.string().parse(created.url));
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['data.json', 'profile.csv', 'keys.csv', 'usage.csv', 'jobs.csv', 'purchases.csv']),
    );
    const data = z
      .object({
        accountId: z.string(),
        email: z.string(),
        profile: z.object({ email: z.string(), credits: z.number() }),
        keys: z.array(z.record(z.string(), z.unknown())).min(1),
        usage: z.array(z.object({ operationId: z.string(), credits: z.number() })),
        requests: z.array(z.record(z.string(), z.unknown())),
        purchases: z.array(z.unknown()),
      })
      .passthrough()
      .parse(JSON.parse(strFromU8(z.instanceof(Uint8Array).parse(files['data.json']))));
    expect(data.accountId).toBe(account.accountId);
    expect(data.profile.email).toBe(account.email);
    expect(data.usage.some((u) => u.operationId === 'verify.email' && u.credits > 0)).toBe(true);
    expect(data.keys[0]).toMatchObject({ name: 'API Key Principal', revoked: false });
    expect(data.keys[0]).not.toHaveProperty('encrypted');
    expect(data.keys[0]).not.toHaveProperty('hash');

    // Neither the key, nor its hash, nor its encrypted form appears in any file of the archive.
    const stored = await partition(account.accountId);
    const encrypted = z.object({ encrypted: z.string() }).parse(stored.find((i) => i.SK === 'APIKEY')).encrypted;
    for (const [name, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      expect(text, name).not.toContain(account.apiKey);
      expect(text, name).not.toContain(account.apiKey.slice(-12));
      expect(text, name).not.toContain(hashApiKey(account.apiKey));
      expect(text, name).not.toContain(encrypted);
    }

    // The e-mail links to the profile page of this export, which asks for it again: no signature of its own, so it
    // cannot expire with the session that built the export; the read signs a fresh download.
    const mails = outboxSchema.parse(await (await fetch(`${baseUrl}/local/outbox.json`)).json());
    const link = mails.filter((m) => m.to === account.email).flatMap((m) => m.links)[0];
    const mailed = new URL(z.string().parse(link));
    expect(mailed.origin).toBe(new URL(baseUrl).origin);
    expect(mailed.pathname).toBe(exportPagePath);
    expect(mailed.searchParams.get(exportIdParam)).toBe(created.id);
    expect(mailed.search).not.toContain('X-Amz-');

    const again = await fetch(`${baseUrl}/api/user/export/${mailed.searchParams.get(exportIdParam)}`, {
      headers: session(account),
    });
    expect(again.status).toBe(200);
    const fresh = dataExportOutput.parse(await again.json());
    expect(fresh).toMatchObject({ id: created.id, status: 'ready', size: created.size });
    expect(new URL(z.string().parse(fresh.url)).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const redownload = await fetch(z.string().parse(fresh.url));
    expect(redownload.status).toBe(200);
    expect((await redownload.arrayBuffer()).byteLength).toBe(created.size);
  });

  it("answers 404 for another account's export", async () => {
    const [owner, other] = await Promise.all([signUpAndKey(baseUrl, env, 'A'), signUpAndKey(baseUrl, env, 'B')]);
    const created = dataExportOutput.parse(
      await (await fetch(`${baseUrl}/api/user/export`, { method: 'POST', headers: session(owner), body: '{}' })).json(),
    );
    const response = await fetch(`${baseUrl}/api/user/export/${created.id}`, { headers: session(other) });
    expect(response.status).toBe(404);
  });
});

describe('account deletion', () => {
  it('refuses a wrong password with 403 invalid_password and deletes nothing', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Careful');
    const response = await fetch(`${baseUrl}/api/user/account/delete`, {
      method: 'POST',
      headers: session(account),
      body: JSON.stringify({ password: 'not-the-password' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden', reason: 'invalid_password' });
    expect((await partition(account.accountId)).map((i) => i.SK)).toContain('PROFILE');
    await chargedCall(account);
  });

  it('deletes every item, object and the sign-in, keeps the purchases under an opaque id, and lets the e-mail sign up again', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Leaving');
    await chargedCall(account);
    const now = new Date();
    const { purchaseSk, customerId, paymentIntentId } = await seedSubscriber(account.accountId, now);
    await seedObjects(account.accountId);
    expect((await partition(account.accountId)).length).toBeGreaterThan(3);

    const response = await fetch(`${baseUrl}/api/user/account/delete`, {
      method: 'POST',
      headers: session(account),
      body: JSON.stringify({ password: account.password }),
    });
    expect(response.status).toBe(200);
    expect(accountDeletedOutput.parse(await response.json())).toMatchObject({ deleted: true, kept: ['purchases'] });

    // Nothing of the account is left in its partition, nor its key lookup or customer link.
    expect(await partition(account.accountId)).toEqual([]);
    const { ddb, tableName } = table();
    const get = async (Key: { PK: string; SK: string }) =>
      (await ddb.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;
    expect(await get(keyHashKey(hashApiKey(account.apiKey)))).toBeUndefined();
    expect(await get(customerKey(customerId))).toBeUndefined();
    // The purchase is kept under an opaque owner (its payment still finds it), with nothing of the person on it.
    const owner = z.object({ accountId: z.string().startsWith('anon_') }).parse(await get(paymentKey(paymentIntentId)));
    const kept = await partition(owner.accountId);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ SK: purchaseSk, amountCents: 5900, paymentIntentId });
    expect(JSON.stringify(kept)).not.toContain(account.email);
    expect(JSON.stringify(kept)).not.toContain(account.accountId);

    for (const [bucket, prefix] of [
      [filesBucket, `uploads/${account.accountId}/`],
      [filesBucket, `exports/${account.accountId}/`],
      [mediaBucket, `images/${account.accountId}/`],
      [mediaBucket, `speech/${account.accountId}/`],
    ] as const) {
      expect(await objectsUnder(bucket, prefix), prefix).toEqual([]);
    }

    const { client } = cognitoClientFor(env);
    await expect(
      client.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: account.email })),
    ).rejects.toThrow();
    const call = await fetch(`${baseUrl}/api/verify/email`, {
      method: 'POST',
      headers: { 'api-token': account.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect([401, 403]).toContain(call.status);

    // A session from before the deletion is refused; it does not provision a new, empty account.
    for (const path of ['/api/user/profile', '/api/user/requests']) {
      const stale = await fetch(`${baseUrl}${path}`, { headers: session(account) });
      expect(stale.status, path).toBe(401);
      expect(await stale.json(), path).toMatchObject({ code: 'unauthorized', reason: 'account_deleted' });
    }
    expect(await partition(account.accountId)).toEqual([]);

    // The same address signs up again as a new account, with the 20 welcome credits.
    const { client: cognito, clientId } = cognitoClientFor(env);
    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: account.email,
        Password: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'name', Value: 'Back again' },
        ],
      }),
    );
    const again = await signInLocally(env, account.email, account.password);
    const first = await fetch(`${baseUrl}/api/user/profile`, { headers: session(again) });
    const profile = z.object({ id: z.string(), credits: z.number() }).parse(await first.json());
    expect(profile.credits).toBe(0);
    expect((await verifyEmailOf(baseUrl, env, account.email, again)).credits).toBe(20);
  });
});

describe('account deletion with Stripe', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('sets the running subscription to cancel at the end of its period, through the Stripe API', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Subscriber');
    await seedSubscriber(account.accountId, new Date());
    const provider = createStripeProvider(
      createStripeClient({ secretKey: 'sk_test_fake', host: stripe.host, port: stripe.port, protocol: 'http' }),
    );
    const { client } = cognitoClientFor(env);
    const result = await deleteAccount(
      {
        table: table(),
        s3,
        filesBucket,
        mediaBucket,
        identity: cognitoIdentity(client, env.USER_POOL_ID ?? '', env.USER_POOL_CLIENT_ID ?? ''),
        cancelAtPeriodEnd: (id) => provider.cancelAtPeriodEnd(id),
      },
      { accountId: account.accountId, userId: account.email, email: account.email, password: account.password },
      new Date(),
    );
    expect(result.subscriptionCancelledAtPeriodEnd).toBe(true);
    const cancel = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/sub_${account.accountId}`,
    );
    expect(cancel?.form.get('cancel_at_period_end')).toBe('true');
    expect(await partition(account.accountId)).toEqual([]);
  });
});
