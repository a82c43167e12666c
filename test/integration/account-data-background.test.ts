import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { tombstoneKey } from '../../functions/core/accounts/deleted-account.js';
import { hashApiKey } from '../../functions/core/accounts/key-crypto.js';
import { createResultSigner } from '../../functions/core/files/results.js';
import { purchaseKey } from '../../functions/core/store/billing-keys.js';
import { keyHashKey } from '../../functions/core/store/keys.js';
import { type DeletionDeps, deleteAccount } from '../../functions/platform/account-data/delete.js';
import { deliverExport } from '../../functions/platform/account-data/export-builds.js';
import {
  createSqsExportQueue,
  type ExportQueue,
  exportLeaseMs,
} from '../../functions/platform/account-data/export-queue.js';
import { createExport } from '../../functions/platform/account-data/exports.js';
import { cognitoIdentity } from '../../functions/platform/account-data/identity.js';
import { createNoMailer, type Mail, type Mailer } from '../../functions/platform/account-data/mailer.js';
import { exportIdParam } from '../../shared/email-links.js';
import { accountDeletedOutput, dataExportOutput } from '../../shared/operations/account-data.js';
import { accountDataStores } from './support/account-data.js';
import { signUpAndKey } from './support/accounts.js';
import { cognitoClientFor } from './support/email-verification.js';

/**
 * The account-data work that outlives its request (docs/privacy.md): a large account's export, queued and built at
 * once by the export queue's consumer (the local platform's poller, SQS's event source on AWS), or by the sweep when
 * its message was lost; and a deletion interrupted after it was recorded, finished by the sweep. The sweep runs
 * through the local platform's real scheduled function (`POST /local/schedules/run`, EventBridge's rule on AWS).
 */

const { baseUrl, env } = inject('platform');

const { table, s3, filesBucket, mediaBucket, partition, objectsUnder, chargedCall, session } = accountDataStores(
  baseUrl,
  env,
);

const get = async (Key: { PK: string; SK: string }) =>
  (await table().ddb.send(new GetCommand({ TableName: table().tableName, Key, ConsistentRead: true }))).Item;

const runSweep = async () => {
  const ran = await fetch(`${baseUrl}/local/schedules/run`, { method: 'POST' });
  expect(ran.status).toBe(200);
};

const outboxSchema = z.array(z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }));

const readyZip = z
  .object({
    accountId: z.string(),
    profile: z.object({ email: z.string() }),
    keys: z.array(z.object({ name: z.string() })),
    usage: z.array(z.unknown()),
    requests: z.array(z.object({ requestId: z.string() })).min(2),
  })
  .passthrough();

/** The export's status as the profile page reads it, asked again until it is no longer `running`. */
async function settled(account: Parameters<typeof session>[0], exportId: string) {
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/user/export/${exportId}`, { headers: session(account) });
    expect(answer.status).toBe(200);
    const read = dataExportOutput.parse(await answer.json());
    if (read.status !== 'running') return read;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The request's side of a large account's export, with a limit just below the account's size (see below). */
const exportDeps = (inlineItems: number, queue: ExportQueue, mailer: Mailer = createNoMailer({ warn: () => {} })) => ({
  table: table(),
  s3,
  bucket: filesBucket,
  sign: createResultSigner({ s3, bucket: filesBucket }),
  mailer,
  siteUrl: baseUrl,
  inlineItems,
  queue,
});

/** The platform's export queue (EXPORTS_QUEUE_URL), which its consumer polls. */
const platformQueue = createSqsExportQueue({
  sqs: new SQSClient({
    endpoint: env.AWS_ENDPOINT_URL_SQS,
    region: env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    useQueueUrlAsEndpoint: false,
  }),
  queueUrl: env.EXPORTS_QUEUE_URL ?? '',
});
/** A queue that loses every message. */
const lostMessages: ExportQueue = { send: async () => {} };

describe('a large account’s data export', () => {
  it('is built at once by the export queue’s consumer, without any sweep run, e-mailed and reachable by a signed link', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Busy customer');
    await chargedCall(account);
    await chargedCall(account);
    const items = (await partition(account.accountId)).length;
    // The platform's limit (export-size.ts) is 10,000 items; seeding that many into DynamoDB Local outlasts a test
    // on a shared machine, so the request side runs here with a limit just below this account's size, sending its
    // message to the platform's own export queue.
    const requested = new Date();
    const queued = await createExport(
      exportDeps(items - 1, platformQueue),
      { accountId: account.accountId, email: account.email },
      requested,
    );
    expect(queued).toMatchObject({ status: 'running', url: null, emailed: false });
    // The sweep may take it only once a lease has passed (the local platform's timer runs the sweep every minute):
    // whatever builds it within the lease is the queue's consumer.
    const record = z
      .object({ GSI1SK: z.string() })
      .parse(await get({ PK: `ACCT#${account.accountId}`, SK: `EXPORT#${queued.id}` }));
    expect(record.GSI1SK >= new Date(requested.getTime() + exportLeaseMs).toISOString()).toBe(true);

    const ready = await settled(account, queued.id);
    expect(ready).toMatchObject({ id: queued.id, status: 'ready', emailed: true });
    const download = await fetch(z.string().parse(ready.url));
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const data = readyZip.parse(JSON.parse(strFromU8(z.instanceof(Uint8Array).parse(files['data.json']))));
    expect(data.accountId).toBe(account.accountId);
    expect(data.profile.email).toBe(account.email);
    expect(data.keys.map((k) => k.name)).toContain('API Key Principal');
    const usage = z.array(z.object({ operationId: z.string() })).parse(data.usage);
    expect(usage.filter((u) => u.operationId === 'verify.email')).toHaveLength(2);
    // requests.csv: a header line and one line per row of the section.
    const csvLines = strFromU8(z.instanceof(Uint8Array).parse(files['requests.csv'])).trimEnd().split('\r\n');
    expect(csvLines).toHaveLength(data.requests.length + 1);

    const mails = outboxSchema.parse(await (await fetch(`${baseUrl}/local/outbox.json`)).json());
    const mail = mails.filter(
      (m) => m.to === account.email && m.links.some((l) => new URL(l).searchParams.get(exportIdParam) === queued.id),
    );
    expect(mail).toHaveLength(1);
  }, 120_000);

  it('is built once when two deliveries of its message arrive together: one archive, one mail', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Twice delivered');
    await chargedCall(account);
    const items = (await partition(account.accountId)).length;
    const sent: Mail[] = [];
    const counting: Mailer = {
      kind: 'outbox',
      send: async (mail) => {
        sent.push(mail);
        return true;
      },
    };
    const deps = exportDeps(items - 1, lostMessages, counting);
    const queued = await createExport(deps, { accountId: account.accountId, email: account.email }, new Date());
    const message = { accountId: account.accountId, exportId: queued.id };

    const outcomes = await Promise.all([
      deliverExport(deps, message, new Date()),
      deliverExport(deps, message, new Date()),
    ]);

    expect([...outcomes].sort()).toEqual(['built', 'busy']);
    expect(sent).toHaveLength(1);
    expect(await objectsUnder(filesBucket, `exports/${account.accountId}/${queued.id}/`)).toHaveLength(1);
    expect(await deliverExport(deps, message, new Date())).toBe('finished');
    expect(sent).toHaveLength(1);
  }, 120_000);

  it('whose message was lost is built by the sweep once it has waited longer than the lease', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Lost message');
    await chargedCall(account);
    const items = (await partition(account.accountId)).length;
    // Requested a lease and a minute ago; its message never arrived.
    const requested = new Date(Date.now() - exportLeaseMs - 60_000);
    const queued = await createExport(
      exportDeps(items - 1, lostMessages),
      { accountId: account.accountId, email: account.email },
      requested,
    );
    const waiting = await fetch(`${baseUrl}/api/user/export/${queued.id}`, { headers: session(account) });
    expect(dataExportOutput.parse(await waiting.json())).toMatchObject({ status: 'running', url: null });

    await runSweep();

    const ready = await settled(account, queued.id);
    expect(ready).toMatchObject({ id: queued.id, status: 'ready', emailed: true });
    expect((await fetch(z.string().parse(ready.url))).headers.get('content-type')).toBe('application/zip');
  }, 120_000);
});

describe('an interrupted account deletion', () => {
  it('keeps its record when the user pool fails at the last step, and the sweep finishes it', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Interrupted');
    const { ddb, tableName } = table();
    const bought = purchaseKey(account.accountId, new Date(), 'in_interrupted');
    await ddb.send(
      new PutCommand({ TableName: tableName, Item: { ...bought, purchaseId: bought.SK, amountCents: 5900 } }),
    );
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket, Key: `images/${account.accountId}/a.png`, Body: 'x' }));
    const { client } = cognitoClientFor(env);
    const pool = cognitoIdentity(client, env.USER_POOL_ID ?? '', env.USER_POOL_CLIENT_ID ?? '');
    const deps: DeletionDeps = {
      table: table(),
      s3,
      filesBucket,
      mediaBucket,
      // The user pool is unreachable at the last step: the sign-in survives the request.
      identity: {
        checkPassword: (username, password) => pool.checkPassword(username, password),
        removeUser: () => Promise.reject(Object.assign(new Error('pool down'), { name: 'InternalErrorException' })),
      },
    };
    // Begun ten minutes ago, so the sweep (which leaves alone deletions a request may still be finishing) takes it.
    const begun = new Date(Date.now() - 10 * 60 * 1000);
    const result = await deleteAccount(
      deps,
      { accountId: account.accountId, userId: account.email, email: account.email, password: account.password },
      begun,
    );
    expect(accountDeletedOutput.parse(result)).toMatchObject({ deleted: true, kept: ['purchases'] });

    // Stuck half way: the partition is gone but the sign-in still exists.
    const getUser = () =>
      client.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: account.email }));
    await expect(getUser()).resolves.toBeDefined();
    expect(await partition(account.accountId)).toEqual([]);
    const pending = z
      .object({ status: z.literal('pending'), userId: z.string(), erasedOwner: z.string().startsWith('anon_') })
      .parse(await get(tombstoneKey(account.accountId)));
    expect(pending.userId).toBe(account.email);
    const owner = pending.erasedOwner;
    await runSweep();

    await expect(getUser()).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const tombstone = z.record(z.string(), z.unknown()).parse(await get(tombstoneKey(account.accountId)));
    expect(tombstone).toMatchObject({ status: 'done', accountId: account.accountId });
    for (const gone of ['userId', 'keyHashes', 'erasedOwner', 'GSI1PK', 'GSI1SK']) {
      expect(tombstone, gone).not.toHaveProperty(gone);
    }
    expect(tombstone.ttl).toEqual(expect.any(Number));
    expect(await get(keyHashKey(hashApiKey(account.apiKey)))).toBeUndefined();
    expect(await objectsUnder(mediaBucket, `images/${account.accountId}/`)).toEqual([]);
    // The purchase was moved once, to the opaque owner the record named, before the partition went.
    const moved = await partition(owner);
    expect(moved.map((i) => i.SK)).toEqual([bought.SK]);
    expect(moved[0]).toMatchObject({ amountCents: 5900, erasedOwner: owner });
  }, 120_000);
});
