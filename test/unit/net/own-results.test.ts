import { S3Client } from '@aws-sdk/client-s3';
import { buildConnector } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { ownResultUrls } from '../../../functions/core/files/own-results.js';
import { createFileChecker } from '../../../functions/core/files/resolve.js';
import { addressPolicy } from '../../../functions/core/net/connector.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import { checkFetchableUrl } from '../../../functions/core/net/public-host.js';
import type { TrustedUrls } from '../../../functions/core/net/trusted.js';
import type { OperationLimits } from '../../../shared/operations/types.js';
import { type CountingServer, startServer } from './servers.js';

/**
 * The platform's own result links fed back as inputs: the SSRF guard lets exactly the storage origin's results path
 * through (on the local platform a loopback address), and everything else private stays refused before any socket.
 */

function connectSpy() {
  const real = buildConnector({ timeout: 2000 });
  const attempts: string[] = [];
  const connect: buildConnector.connector = (options, callback) => {
    attempts.push(`${options.hostname}:${options.port}`);
    real(options, callback);
  };
  return { connect, attempts };
}

const refused = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
};

/** A stand-in for the storage: results under /bucket/results/, an upload beside them, a redirect out. */
let storage: CountingServer;
/** Another loopback service on another port, which no input may reach. */
let other: CountingServer;
let trusted: TrustedUrls;

beforeAll(async () => {
  other = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('secret');
  });
  storage = await startServer((req, res) => {
    if (req.url?.startsWith('/bucket/results/away')) {
      res.writeHead(302, { location: `${other.url}/bucket/results/x.png` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('png bytes');
  });
  trusted = async () => [{ origin: storage.url, pathPrefix: '/bucket/results/' }];
});

afterAll(async () => {
  await Promise.all([storage.close(), other.close()]);
});

describe('own result URLs through the SSRF guard', () => {
  it('fetches a result URL of the own storage although it is on 127.0.0.1', async () => {
    const fetchUrl = createSafeFetch({ trusted });
    const got = await fetchUrl(`${storage.url}/bucket/results/res_1/out.png?X-Amz-Signature=abc`, {
      field: 'imageUrl',
      maxBytes: 1000,
    });
    expect(new TextDecoder().decode(got.bytes)).toBe('png bytes');
  });

  it.each([
    ['another path on the storage origin', () => `${storage.url}/bucket/uploads/acct_1/file_1`],
    ['a path that climbs out of the results prefix', () => `${storage.url}/bucket/results/../uploads/file_1`],
    ['another bucket', () => `${storage.url}/other-bucket/results/x.png`],
    ['another port on 127.0.0.1', () => `${other.url}/bucket/results/x.png`],
    ['the storage port by another loopback name', () => `http://127.0.0.2:${storage.port}/bucket/results/x.png`],
    ['https on the storage port', () => `https://127.0.0.1:${storage.port}/bucket/results/x.png`],
  ])('refuses %s before any connection', async (_name, url) => {
    const spy = connectSpy();
    const before = [storage.connections, other.connections];
    const fetchUrl = createSafeFetch({ trusted, connect: spy.connect });
    await refused(fetchUrl(url(), { field: 'imageUrl', maxBytes: 1000 }));
    expect(spy.attempts).toEqual([]);
    expect([storage.connections, other.connections]).toEqual(before);
  });

  it('refuses a redirect from an allowed result URL to another private address, never connecting to it', async () => {
    const spy = connectSpy();
    const before = other.connections;
    const fetchUrl = createSafeFetch({ trusted, connect: spy.connect });
    await refused(fetchUrl(`${storage.url}/bucket/results/away`, { field: 'imageUrl', maxBytes: 1000 }));
    expect(spy.attempts).toEqual([`127.0.0.1:${storage.port}`]);
    expect(other.connections).toBe(before);
  });

  it('refuses loopback as before when nothing is trusted', async () => {
    const spy = connectSpy();
    await refused(
      createSafeFetch({ connect: spy.connect })(`${storage.url}/bucket/results/res_1/out.png`, {
        field: 'imageUrl',
        maxBytes: 1000,
      }),
    );
    expect(spy.attempts).toEqual([]);
  });

  it('applies the same rule at accept time and in dry runs (no download)', async () => {
    const policy = addressPolicy({ trusted });
    await expect(
      checkFetchableUrl(new URL(`${storage.url}/bucket/results/res_1/out.png`), 'imageUrl', policy),
    ).resolves.toBeUndefined();
    await refused(checkFetchableUrl(new URL(`${storage.url}/bucket/uploads/x`), 'imageUrl', policy));
    await refused(checkFetchableUrl(new URL(`${other.url}/bucket/results/x`), 'imageUrl', policy));
  });
});

describe('where the own results live', () => {
  const client = (endpoint?: string) =>
    new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      ...(endpoint ? { endpoint } : {}),
    });

  it('is the storage stand-in with the bucket in the path on the local platform (signed locally, no request)', async () => {
    const urls = ownResultUrls({ s3: client('http://127.0.0.1:4569'), bucket: 'alquimia-local-files' });
    expect(await urls()).toEqual([{ origin: 'http://127.0.0.1:4569', pathPrefix: '/alquimia-local-files/results/' }]);
  });

  it("is the results bucket's https origin on AWS", async () => {
    // As on Lambda: no endpoint override (a test run that started the local platform exports one to its workers).
    vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL', undefined);
    try {
      const urls = ownResultUrls({ s3: client(), bucket: 'alquimia-prod-files' });
      expect(await urls()).toEqual([
        { origin: 'https://alquimia-prod-files.s3.us-east-1.amazonaws.com', pathPrefix: '/results/' },
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lets the file checker pass a result link of its own bucket and refuse the bucket’s other paths', async () => {
    const s3 = client(storage.url);
    const check = createFileChecker({ s3, bucket: 'bucket' });
    const limits: OperationLimits = { maxBodyBytes: 1000 };
    const at = { field: 'imageUrl', limits, signal: new AbortController().signal, accountId: 'acct_1' };
    await expect(check(`${storage.url}/bucket/results/res_1/out.png`, at)).resolves.toBeUndefined();
    await refused(check(`${storage.url}/bucket/uploads/acct_1/file_1`, at));
    await refused(check(`${other.url}/bucket/results/res_1/out.png`, at));
  });
});
