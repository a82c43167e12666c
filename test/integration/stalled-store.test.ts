import { connect, createServer, type Server, type Socket } from 'node:net';
import { Logger } from '@aws-lambda-powertools/logger';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFamilyHandler } from '../../functions/core/handler.js';
import { implement } from '../../functions/core/implement.js';
import { createDynamoMeter, type DynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { pendingGraceMs } from '../../functions/core/metering/pending.js';
import { json } from '../../functions/core/operation.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { listUsage } from '../../functions/platform/accounts/usage.js';
import { sweepPendingCharges } from '../../functions/platform/sweep.js';
import { operationPrice } from '../../shared/operations/index.js';
import { testOperation } from '../support/test-operation.js';
import { lambdaContext, restEvent } from '../unit/core/fakes.js';
import { dynamoClients, freshTable, newAccountId, seedProfile } from './support/table.js';

/**
 * A database that stalls mid-request must not bill for answers the customer never got. DynamoDB Local is reached
 * through a loopback proxy that can stop passing bytes (what a paused database looks like to a client: the request
 * is sent, nothing comes back); the handler must answer its own 504 before the gateway's, with nothing charged,
 * and a debit that lands after the client gave up is refunded by the sweep, never settled.
 */

const { env } = inject('platform');

/** A TCP proxy to `target` that holds every byte, both ways, while paused and passes them on when resumed. */
function pausableProxy(target: URL) {
  let paused = false;
  const held: (() => void)[] = [];
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (paused) held.push(send);
      else send();
    });
    from.on('end', () => (paused ? held.push(() => to.end()) : to.end()));
    from.on('error', () => undefined);
  };
  // Every socket both ways, so `close` can end the SDK's kept-alive connections instead of waiting for the
  // database to drop them when idle (half a minute for DynamoDB Local).
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    return socket;
  };
  const server: Server = createServer((client) => {
    const upstream = track(connect(Number(target.port), target.hostname));
    forward(track(client), upstream);
    forward(upstream, client);
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

const proxy = pausableProxy(new URL(env.AWS_ENDPOINT_URL_DYNAMODB ?? 'http://127.0.0.1:1'));
let direct: TableDeps;
let meter: DynamoMeter;
let directMeter: DynamoMeter;

beforeAll(async () => {
  direct = await freshTable(env, 'stall');
  const through = dynamoClients({ ...env, AWS_ENDPOINT_URL_DYNAMODB: await proxy.listen() });
  meter = createDynamoMeter({ ddb: through.ddb, tableName: direct.tableName });
  directMeter = createDynamoMeter(direct);
});

afterAll(async () => {
  proxy.resume();
  await proxy.close();
});

const paid = testOperation({ id: 'test.stalls', path: '/test/stalls' }, 3);
const handler = createFamilyHandler('platform', [implement(paid, async () => json({ ok: true }))], () => ({
  logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
  now: () => new Date(),
  price: operationPrice,
  meter,
}));

const call = (accountId: string, remainingMs: number) =>
  handler(
    restEvent({
      method: 'POST',
      resource: paid.path,
      headers: { 'content-type': 'application/json' },
      body: '{}',
      authorizer: { accountId, keyId: 'key_test', plan: 0, principalId: accountId },
    }),
    lambdaContext(remainingMs),
  );

const history = async (accountId: string) =>
  (await listUsage(direct, accountId, 10)).items.map((i) => [i.kind, i.credits_used, i.refunded]);

describe('a store that stalls mid-request', { timeout: 60_000 }, () => {
  it('answers its own 504 before the deadline, charges nothing, and the late debit is refunded, never settled', async () => {
    const accountId = newAccountId();
    await seedProfile(direct, accountId, { credits: 20 });
    // The handler's deadline is the remaining time less its margin (1.5 s): 2.5 s here, as 27.5 s is on AWS.
    const remainingMs = 4000;
    proxy.pause();
    const started = Date.now();
    const response = await call(accountId, remainingMs);
    const took = Date.now() - started;
    expect(response.statusCode).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'timeout', status: 504 });
    expect(response.headers?.['X-Credits-Charged']).toBe('0');
    expect(took).toBeLessThan(remainingMs);

    // The database comes back: whatever it received now lands, and nothing settles it as a success.
    proxy.resume();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      (await history(accountId)).filter(([kind, , refunded]) => kind === 'charge' && !refunded).length,
    ).toBeLessThanOrEqual(1);
    await sweepPendingCharges(directMeter, new Date(Date.now() + 10 * pendingGraceMs));
    expect(await directMeter.balance(accountId)).toBe(20);
  });

  it('the same call answers and is charged once the store is back', async () => {
    const accountId = newAccountId();
    await seedProfile(direct, accountId, { credits: 20 });
    const response = await call(accountId, 4000);
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['X-Credits-Charged']).toBe('3');
    await sweepPendingCharges(directMeter, new Date(Date.now() + 10 * pendingGraceMs));
    expect(await directMeter.balance(accountId)).toBe(17);
  });
});
