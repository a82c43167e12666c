import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newId } from '../../../shared/ids.js';
import type { InputOf } from '../../../shared/operations/define.js';
import { type filesCreate, uploadMaxBytes } from '../../../shared/operations/files.js';
import { AppError, payloadTooLarge } from '../errors.js';
import { json, type OperationImpl } from '../operation.js';
import { safeFilename } from './filename.js';
import type { Presign } from './results.js';
import { fileTtlSeconds, uploadKey, uploadMetaKey } from './storage.js';

export interface UploadDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly presign?: Presign;
}

/**
 * `POST /api/files`: a presigned PUT for one object under the caller's account. The Content-Type is signed,
 * so the PUT must send the same one. Size is enforced where the file is used (each operation's limit).
 */
export function createUploadImpl(deps: UploadDeps): OperationImpl<InputOf<typeof filesCreate>> {
  const presign = deps.presign ?? getSignedUrl;
  return async (input, ctx) => {
    if (ctx.principal.kind === 'anonymous') throw new AppError('unauthorized', 'Uploads need an API key.');
    if (input.size !== undefined && input.size > uploadMaxBytes) throw payloadTooLarge(uploadMaxBytes, 'The upload');
    const accountId = ctx.principal.accountId;
    const fileId = newId('file');
    const filename = safeFilename(input.filename ?? '', fileId);
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.bucket,
        Key: uploadMetaKey(accountId, fileId),
        Body: JSON.stringify({ filename, contentType: input.contentType }),
        ContentType: 'application/json',
      }),
    );
    const uploadUrl = await presign(
      deps.s3,
      new PutObjectCommand({ Bucket: deps.bucket, Key: uploadKey(accountId, fileId), ContentType: input.contentType }),
      { expiresIn: fileTtlSeconds },
    );
    const expiresAt = new Date(ctx.now().getTime() + fileTtlSeconds * 1000).toISOString();
    return json({ fileId, uploadUrl, expiresAt, maxBytes: uploadMaxBytes, contentType: input.contentType }, 201);
  };
}
