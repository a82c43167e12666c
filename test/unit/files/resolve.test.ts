import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../../functions/core/errors.js';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import type { OperationLimits } from '../../../shared/operations/types.js';
import { type CountingServer, startServer } from '../net/servers.js';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
const limits: OperationLimits = { maxBodyBytes: 6_000_000, maxFileBytes: 1000 };
const signal = new AbortController().signal;
const options = (field = 'file', accountId: string | undefined = 'acct_a') => ({ field, limits, signal, accountId });

const s3 = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const s3Mock = mockClient(s3);
const body = (bytes: Uint8Array) => sdkStreamMixin(Readable.from([Buffer.from(bytes)]));

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

let server: CountingServer;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/doc.pdf') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from(pdfBytes));
    } else {
      res.writeHead(200, { 'content-length': '5000' });
      res.end(Buffer.alloc(5000));
    }
  });
});
afterAll(() => server.close());
beforeEach(() => s3Mock.reset());

describe('file resolver', () => {
  const resolve = () => createFileResolver({ s3, bucket: 'files', fetch: { allowAddresses: ['127.0.0.1'] } });

  it('passes multipart parts through with the sniffed type and a safe name', async () => {
    const file = await resolve()(
      { kind: 'upload', filename: '../../etc/pass"wd\r\n.pdf', contentType: 'text/plain', bytes: pdfBytes },
      options(),
    );
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('passwd.pdf');
    expect(file.bytes).toEqual(pdfBytes);
  });

  it('refuses a part over the limit with 413 naming it', async () => {
    const error = await rejection(
      resolve()(
        { kind: 'upload', filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array(1001) },
        options(),
      ),
    );
    expect(error).toMatchObject({ code: 'payload_too_large', status: 413 });
    expect((error as AppError).detail).toContain('1000');
  });

  it('decodes base64 data URLs', async () => {
    const ref = `data:application/pdf;base64,${Buffer.from(pdfBytes).toString('base64')}`;
    const file = await resolve()(ref, options());
    expect(file.bytes).toEqual(pdfBytes);
    expect(file.filename).toBe('file.pdf');
  });

  it('measures data URLs before decoding them (413) and refuses bad base64 (400)', async () => {
    const big = `data:application/pdf;base64,${'A'.repeat(4000)}`;
    expect(await rejection(resolve()(big, options()))).toMatchObject({ code: 'payload_too_large' });
    expect(await rejection(resolve()('data:application/pdf;base64,@@@@', options()))).toMatchObject({
      code: 'invalid_request',
    });
    expect(await rejection(resolve()('data:text/plain,hello', options()))).toMatchObject({ code: 'invalid_request' });
  });

  it('downloads URLs through the guard, named after the path', async () => {
    const file = await resolve()(`${server.url}/doc.pdf`, options());
    expect(file.bytes).toEqual(pdfBytes);
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('doc.pdf');
  });

  it('refuses a loopback URL when the address is not allow-listed, without connecting', async () => {
    const before = server.connections;
    const strict = createFileResolver({ s3, bucket: 'files' });
    expect(await rejection(strict(`${server.url}/doc.pdf`, options()))).toMatchObject({ code: 'invalid_request' });
    expect(server.connections).toBe(before);
  });

  it('caps URL downloads at the operation limit (413)', async () => {
    expect(await rejection(resolve()(`${server.url}/big`, options()))).toMatchObject({ code: 'payload_too_large' });
  });

  it('reads file_ ids from the caller account only, after a size check', async () => {
    const id = 'file_abcdefghijABCDEFGHIJ';
    s3Mock.on(HeadObjectCommand, { Key: `uploads/acct_a/${id}` }).resolves({ ContentLength: pdfBytes.length });
    s3Mock
      .on(GetObjectCommand, { Key: `uploads/acct_a/${id}` })
      .resolves({ Body: body(pdfBytes), ContentType: 'application/pdf' });
    s3Mock
      .on(GetObjectCommand, { Key: `uploads/acct_a/${id}.json` })
      .resolves({ Body: body(new TextEncoder().encode('{"filename":"relatorio.pdf"}')) });
    s3Mock
      .on(HeadObjectCommand, { Key: `uploads/acct_b/${id}` })
      .rejects(new NotFound({ message: 'nf', $metadata: { httpStatusCode: 404 } }));

    const file = await resolve()(id, options('file', 'acct_a'));
    expect(file.bytes).toEqual(pdfBytes);
    expect(file.filename).toBe('relatorio.pdf');

    expect(await rejection(resolve()(id, options('file', 'acct_b')))).toMatchObject({ code: 'not_found', status: 404 });
    expect(await rejection(resolve()(id, { field: 'file', limits, signal }))).toMatchObject({ code: 'not_found' });
  });

  it('refuses an oversized upload from its HEAD, before downloading it', async () => {
    const id = 'file_abcdefghijABCDEFGHIJ';
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 10_000 });
    expect(await rejection(resolve()(id, options()))).toMatchObject({ code: 'payload_too_large' });
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('refuses malformed ids without touching S3', async () => {
    expect(await rejection(resolve()('file_../../secrets', options()))).toMatchObject({ code: 'invalid_request' });
    expect(s3Mock.calls()).toHaveLength(0);
  });
});
