import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createResultStore } from '../../../functions/core/files/results.js';
import { createUpload } from '../../../functions/core/files/upload.js';
import { type S3StandIn, startS3 } from '../../../infra/local/standins/s3.js';
import { filesCreate } from '../../../shared/operations/files.js';
import { testContext } from './context.js';

const now = new Date('2026-11-22T00:00:00Z');

describe('result store (mocked S3)', () => {
  it('stores under a sanitised name and answers a presigned GET valid for 24 hours', async () => {
    const s3 = new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    const mock = mockClient(s3);
    mock.on(PutObjectCommand).resolves({});
    const store = createResultStore({ s3, bucket: 'files-bucket' });
    const stored = await store(
      { bytes: new Uint8Array(10), contentType: 'application/pdf', filename: '../../evil"\r\n.pdf' },
      now,
    );

    const put = mock.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put?.Bucket).toBe('files-bucket');
    expect(put?.Key).toMatch(/^results\/res_[A-Za-z0-9]{20}\/evil\.pdf$/);
    expect(put?.ContentDisposition).toBe(`attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    expect(stored).toMatchObject({ size: 10, contentType: 'application/pdf', expiresAt: '2026-11-23T00:00:00.000Z' });
    const url = new URL(stored.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(url.pathname).toContain('/results/res_');
  });
});

const uploadShape = z.object({ uploadUrl: z.string(), uploadFields: z.record(z.string(), z.string()) });

/** What a browser or `curl -F` sends: every presigned field, then the file last. */
function postForm(created: unknown, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<Response> {
  const { uploadUrl, uploadFields } = uploadShape.parse(created);
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...uploadFields, ...fields })) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), 'upload.bin');
  return fetch(uploadUrl, { method: 'POST', body: form });
}

describe('uploads and results against the local S3 stand-in', () => {
  let dir: string;
  let standIn: S3StandIn;
  let s3: S3Client;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alq-s3-'));
    standIn = await startS3(dir, ['files']);
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    await standIn.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('POST /api/files → POST to the presigned form → the file_ id resolves to the same bytes for its account only', async () => {
    const impl = createUpload(() => ({ s3, bucket: 'files' }));
    const bytes = new TextEncoder().encode('%PDF-1.7\n% uploaded through S3\n%%EOF');
    const input = filesCreate.input.parse({
      filename: 'big report.pdf',
      contentType: 'application/pdf',
      size: bytes.byteLength,
    });
    const result = await impl.run(input, testContext(filesCreate));
    expect(result.kind).toBe('json');
    const body = result.kind === 'json' ? (result.body as Record<string, unknown>) : {};
    expect(body.fileId).toMatch(/^file_[A-Za-z0-9]{20}$/);
    expect(body.expiresAt).toBe('2026-11-22T00:15:00.000Z');
    expect(body.maxBytes).toBe(200 * 1024 * 1024);

    const post = await postForm(body, bytes);
    expect(post.status).toBe(204);

    const resolve = createFileResolver({ s3, bucket: 'files' });
    const limits = { maxBodyBytes: 1000, maxFileBytes: 1000 };
    const signal = new AbortController().signal;
    const file = await resolve(String(body.fileId), { field: 'file', limits, signal, accountId: 'acct_test' });
    expect(file.bytes).toEqual(bytes);
    expect(file.filename).toBe('big report.pdf');
    expect(file.contentType).toBe('application/pdf');

    await expect(
      resolve(String(body.fileId), { field: 'file', limits, signal, accountId: 'acct_other' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      resolve(String(body.fileId), {
        field: 'file',
        limits: { maxBodyBytes: 10, maxFileBytes: 10 },
        signal,
        accountId: 'acct_test',
      }),
    ).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('the presigned POST carries a content-length-range policy and expires in minutes; S3 enforces both', async () => {
    const impl = createUpload(() => ({ s3, bucket: 'files' }));
    const input = filesCreate.input.parse({ filename: 'a.pdf', contentType: 'application/pdf' });
    const result = await impl.run(input, { ...testContext(filesCreate), now: () => new Date() });
    const body = result.kind === 'json' ? result.body : {};
    const { uploadFields } = uploadShape.parse(body);
    const policy = z
      .object({ expiration: z.string(), conditions: z.array(z.unknown()) })
      .parse(JSON.parse(Buffer.from(uploadFields.Policy ?? '', 'base64').toString('utf8')));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 200 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // Another Content-Type, an altered key, an empty file: refused by the stand-in as by S3.
    const pdf = new TextEncoder().encode('%PDF-1.7');
    expect((await postForm(body, pdf, { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await postForm(body, pdf, { key: 'uploads/acct_other/file_x' })).status).toBe(403);
    const empty = await postForm(body, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('EntityTooSmall');
    expect((await postForm(body, pdf)).status).toBe(204);
  });

  it('the stand-in refuses a file over the content-length-range with EntityTooLarge, as S3 does', async () => {
    const form = await createPresignedPost(s3, {
      Bucket: 'files',
      Key: 'uploads/acct_test/file_small',
      Conditions: [['content-length-range', 1, 10]],
      Expires: 60,
    });
    const body = { uploadUrl: form.url, uploadFields: form.fields };
    const tooLarge = await postForm(body, new Uint8Array(11));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('EntityTooLarge');
    expect((await postForm(body, new Uint8Array(10))).status).toBe(204);
  });

  it('a declared size binds the upload: more or fewer bytes are refused by the policy, the exact size is stored', async () => {
    const impl = createUpload(() => ({ s3, bucket: 'files' }));
    const input = filesCreate.input.parse({ filename: 'a.pdf', contentType: 'application/pdf', size: 1000 });
    const result = await impl.run(input, { ...testContext(filesCreate), now: () => new Date() });
    const body = result.kind === 'json' ? result.body : {};
    const tooLarge = await postForm(body, new Uint8Array(1_460_000), {});
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('EntityTooLarge');
    const tooSmall = await postForm(body, new Uint8Array(999), {});
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.text()).toContain('EntityTooSmall');
    expect((await postForm(body, new Uint8Array(1000), {})).status).toBe(204);
  });

  it('refuses a declared size over the upload maximum with 413', async () => {
    const impl = createUpload(() => ({ s3, bucket: 'files' }));
    const input = filesCreate.input.parse({ size: 500 * 1024 * 1024 });
    await expect(impl.run(input, testContext(filesCreate))).rejects.toMatchObject({
      code: 'payload_too_large',
      status: 413,
    });
  });

  it('a stored result downloads through its presigned URL with the safe name', async () => {
    const store = createResultStore({ s3, bucket: 'files' });
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const stored = await store({ bytes, contentType: 'application/zip', filename: 'partes.zip' }, new Date());
    const response = await fetch(stored.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-disposition')).toContain('filename="partes.zip"');
  });
});
