import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { newId } from '../../../shared/ids.js';
import { filesCreate, uploadMaxBytes, uploadUrlTtlSeconds } from '../../../shared/operations/files.js';
import { payloadTooLarge } from '../errors.js';
import { type Implementation, implement } from '../implement.js';
import { json } from '../operation.js';
import { safeFilename } from './filename.js';
import { uploadKey, uploadMetaKey } from './storage.js';

export type PresignPost = (s3: S3Client, options: PresignedPostOptions) => Promise<PresignedPost>;

export interface UploadDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly presign?: PresignPost;
}

/**
 * `POST /api/files`: a presigned S3 POST for one object under the caller's account. S3 itself enforces the policy:
 * the key, the Content-Type given here, the declared `size` exactly (or, undeclared, between 1 byte and the upload
 * maximum: `content-length-range`), and
 * an expiry of minutes. A presigned PUT could not bound the size. Each operation's own limit still applies on use.
 */
export function createUpload(deps: () => UploadDeps): Implementation {
  return implement(filesCreate, async (input, ctx) => {
    const { s3, bucket, presign = createPresignedPost } = deps();
    if (input.size !== undefined && input.size > uploadMaxBytes) throw payloadTooLarge(uploadMaxBytes, 'The upload');
    const accountId = ctx.principal.accountId;
    const fileId = newId('file');
    const filename = safeFilename(input.filename ?? '', fileId);
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: uploadMetaKey(accountId, fileId),
        Body: JSON.stringify({ filename, contentType: input.contentType }),
        ContentType: 'application/json',
      }),
    );
    const { url, fields } = await presign(s3, {
      Bucket: bucket,
      Key: uploadKey(accountId, fileId),
      Fields: { 'Content-Type': input.contentType },
      Conditions: [
        // A declared size is a promise the upload keeps: exactly that many bytes, or S3 refuses the POST.
        ['content-length-range', input.size ?? 1, input.size ?? uploadMaxBytes],
        ['eq', '$Content-Type', input.contentType],
      ],
      Expires: uploadUrlTtlSeconds,
    });
    const expiresAt = new Date(ctx.now().getTime() + uploadUrlTtlSeconds * 1000).toISOString();
    return json(
      {
        fileId,
        uploadUrl: url,
        uploadFields: fields,
        expiresAt,
        maxBytes: uploadMaxBytes,
        contentType: input.contentType,
      },
      201,
    );
  });
}
