import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../../infra/local/outbox.js';
import { handleCognitoCall, type ShimOptions } from '../../../infra/local/standins/cognito-shim.js';

/**
 * The shim's calls to cognito-local when the stand-in drops a connection before answering (as a kept-alive socket
 * its server closed does): the call goes out once more instead of failing the customer's sign-up or sign-in.
 */
describe('cognito shim upstream connection', () => {
  let server: Server;
  let upstream = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(String(req.headers['x-amz-target']));
      // The first request of each target loses its socket before any answer.
      if (seen.filter((t) => t === req.headers['x-amz-target']).length === 1) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end('{"Users":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends a call again when the connection closed before an answer, once', async () => {
    const options: ShimOptions = {
      upstream,
      dbDir: '/nonexistent',
      outbox: new Outbox(join(tmpdir(), 'cognito-shim-connection-outbox.json')),
      publicBaseUrl: () => 'http://localhost',
      log: () => {},
    };
    const reply = await handleCognitoCall(options, 'ListUsers', { UserPoolId: 'p' });
    expect(reply).toEqual({ status: 200, body: { Users: [] } });
    expect(seen).toEqual([
      'AWSCognitoIdentityProviderService.ListUsers',
      'AWSCognitoIdentityProviderService.ListUsers',
    ]);
  });
});
