import { randomBytes } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createDynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { pendingEntries, pendingGraceMs } from '../../functions/core/metering/pending.js';
import { accountIdFor } from '../../functions/core/principal.js';
import { profileKey } from '../../functions/core/store/keys.js';
import { formatReport } from '../../infra/smoke/report.js';
import { runSmoke } from '../../infra/smoke/run.js';
import { families } from '../../shared/operations/types.js';
import { planOf } from '../../shared/plans.js';
import { signUpAndKey } from '../integration/support/accounts.js';
import { cognitoClientFor } from '../integration/support/email-verification.js';
import { dynamoClients, newAccountId, seedProfile } from '../integration/support/table.js';

/**
 * What deploys is what is tested: `npm run smoke` and the AWS-only paths against the platform in bundled mode,
 * where every function runs from the asset `cdk deploy` uploads, on Lambda's Node, in a Lambda sandbox.
 */
const { baseUrl, env } = inject('platform');
const webhookPort = inject('webhookReceiverPort');
const table = { ...dynamoClients(env), tableName: env.TABLE_NAME ?? '' };

describe('bundled mode: the deployed artifacts, run as Lambda runs them', { timeout: 240_000 }, () => {
  it('passes every smoke check: one operation of every family (HTML→PDF in the asset Chromium), a job on its worker asset, its webhook through the webhook queue and asset, the edge', async () => {
    const results = await runSmoke({ url: baseUrl, webhookPort });
    const report = formatReport(results);
    expect(
      results.filter((r) => r.status !== 'pass'),
      report,
    ).toEqual([]);
    for (const family of families) expect(report).toContain(`\n${family}: `);
    expect(results.find((r) => r.name.startsWith('pdf: pdf.html-to-pdf'))?.status).toBe('pass');
    expect(results.find((r) => r.name.startsWith('jobs:'))?.status).toBe('pass');
    // Signed by the worker asset's queueing and the webhook asset's POST, verified with the account's secret.
    expect(results.find((r) => r.name.startsWith('jobs: signed webhook'))).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^evt_\w+ job\.succeeded, signature verified; job shows attempt 1: 204 in \d+ ms$/),
    });
  });

  it("runs the user pool's triggers from their assets: a sign-up is confirmed and provisioned before any call", async () => {
    const { client, clientId } = cognitoClientFor(env);
    const email = `trigger-${randomBytes(6).toString('hex')}@example.com`;
    const signedUp = await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: `Pw-${randomBytes(8).toString('hex')}`,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    expect(signedUp.UserConfirmed).toBe(true);
    // Source mode provisions on the first authenticated call; here the post-confirmation asset already did.
    const { Item } = await table.ddb.send(
      new GetCommand({
        TableName: table.tableName,
        Key: profileKey(accountIdFor(signedUp.UserSub ?? '')),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ type: 'profile', credits: 0 });
  });

  it("grants a plan's credits through the Stripe webhook asset (signed events from the local checkout)", async () => {
    const account = await signUpAndKey(baseUrl, env, 'Bundled Buyer');
    const session = { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' };
    const started = await fetch(`${baseUrl}/api/billing/checkout`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ planId: 1 }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { url, sessionId } = z.object({ url: z.string(), sessionId: z.string() }).parse(await started.json());
    expect(new URL(url).pathname).toContain(sessionId);
    // "Pagar": the local checkout signs checkout.session.completed and invoice.paid like Stripe and posts them to
    // the webhook route, which the billing asset serves.
    const paid = await fetch(`${baseUrl}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const { Item } = await table.ddb.send(
      new GetCommand({ TableName: table.tableName, Key: profileKey(account.accountId), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ plan: 1, credits: 20 + (planOf(1)?.credits ?? Number.NaN) });
  });

  it('refunds a charge whose function died after the debit, through the charge-sweep asset', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 10, plan: 3 });
    const longAgo = new Date(Date.now() - pendingGraceMs - 60 * 60_000);
    await createDynamoMeter(table).charge({
      accountId,
      plan: 3,
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 4,
      requestId: 'req_bundled_sweep',
      now: longAgo,
    });
    const ran = await fetch(`${baseUrl}/local/schedules/run`, { method: 'POST' });
    expect(ran.status).toBe(200);
    const runs = z.array(z.object({ functionFile: z.string(), result: z.unknown() })).parse(await ran.json());
    expect(runs.find((r) => r.functionFile === 'functions/platform/sweep.ts')?.result).toMatchObject({
      refunded: expect.any(Number),
    });
    const { Item } = await table.ddb.send(
      new GetCommand({ TableName: table.tableName, Key: profileKey(accountId), ConsistentRead: true }),
    );
    expect(Item?.credits).toBe(10);
    expect(pendingEntries(Item ?? {})).toEqual([]);
  });
});
