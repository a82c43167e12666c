import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newId } from '../../../shared/ids.js';
import { contentDisposition, safeFilename } from './filename.js';
import { fileTtlSeconds, resultKey } from './storage.js';
import type { ResultStore } from './types.js';

export type Presign = typeof getSignedUrl;

export interface ResultStoreDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly ttlSeconds?: number;
  readonly presign?: Presign;
}

/**
 * Stores a result too large for a Lambda response (or asked for with `output=url`) and answers a presigned GET
 * that downloads it under its (sanitised) name. The bucket's lifecycle rule deletes it after a day.
 */
export function createResultStore(deps: ResultStoreDeps): ResultStore {
  const ttl = deps.ttlSeconds ?? fileTtlSeconds;
  const presign = deps.presign ?? getSignedUrl;
  return async (result, now) => {
    const filename = safeFilename(result.filename, 'result');
    const key = resultKey(newId('res'), filename);
    const disposition = contentDisposition(filename);
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.bucket,
        Key: key,
        Body: result.bytes,
        ContentType: result.contentType,
        ContentDisposition: disposition,
      }),
    );
    const url = await presign(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: key,
        ResponseContentDisposition: disposition,
        ResponseContentType: result.contentType,
      }),
      { expiresIn: ttl },
    );
    return {
      url,
      expiresAt: new Date(now.getTime() + ttl * 1000).toISOString(),
      size: result.bytes.length,
      contentType: result.contentType,
    };
  };
}
