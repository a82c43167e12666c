import { createReadStream } from 'node:fs';
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newId } from '../../../shared/ids.js';
import { AppError } from '../errors.js';
import { contentDisposition, safeFilename } from './filename.js';
import { fileTtlSeconds, resultKey } from './storage.js';
import type { ResultCopier, ResultSaver, ResultSigner, ResultStore } from './types.js';

export type Presign = typeof getSignedUrl;

export interface ResultStoreDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  /** How long a result object lives (the bucket's lifecycle rule); URLs never outlive it. */
  readonly ttlSeconds?: number;
  readonly presign?: Presign;
}

/**
 * Stores a result file under a fresh key and its (sanitised) name. A file on disk is streamed with its known
 * length (a plain PutObject, up to 5 GB), never read into memory. The bucket's lifecycle rule deletes it after a day.
 */
export function createResultSaver(deps: Pick<ResultStoreDeps, 's3' | 'bucket'>): ResultSaver {
  return async (result, now) => {
    const filename = safeFilename(result.filename, 'result');
    const key = resultKey(newId('res'), filename);
    const body =
      'bytes' in result
        ? { Body: result.bytes, size: result.bytes.length }
        : { Body: createReadStream(result.path), ContentLength: result.size, size: result.size };
    const { size, ...payload } = body;
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.bucket,
        Key: key,
        ...payload,
        ContentType: result.contentType,
        ContentDisposition: contentDisposition(filename),
      }),
    );
    // Taken before the upload finished, so the object's lifetime counted from it errs short, never long.
    return { key, size, contentType: result.contentType, filename, storedAt: now.toISOString() };
  };
}

/**
 * Keeps a provider's output object as a stored result: one server-side CopyObject (no bytes pass through the
 * function; S3 copies up to 5 GB this way, far above a generated clip) under a fresh results key with the result's
 * type and name, then a HEAD of the copy for its size. The copy is a new object, so the bucket's lifecycle counts
 * its day from now; the provider's original is left to its own bucket's rule. A missing or oversized source is the
 * provider's failure (502, and the job is refunded).
 */
export function createResultCopier(deps: Pick<ResultStoreDeps, 's3' | 'bucket'>): ResultCopier {
  return async (source, file, now) => {
    const filename = safeFilename(file.filename, 'result');
    const key = resultKey(newId('res'), filename);
    try {
      await deps.s3.send(
        new CopyObjectCommand({
          Bucket: deps.bucket,
          Key: key,
          CopySource: `${source.bucket}/${encodeURIComponent(source.key).replaceAll('%2F', '/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: file.contentType,
          ContentDisposition: contentDisposition(filename),
        }),
      );
    } catch (cause) {
      if (cause instanceof S3ServiceException && providerFaults.has(cause.name))
        throw new AppError('provider_error', "The provider's output could not be kept.", { cause });
      throw cause;
    }
    const head = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }));
    return { key, size: head.ContentLength ?? 0, contentType: file.contentType, filename, storedAt: now.toISOString() };
  };
}

/** S3's answers when the source is not there to copy, or is larger than one CopyObject takes (InvalidRequest). */
const providerFaults = new Set(['NoSuchKey', 'NotFound', 'InvalidRequest']);

/**
 * Signs a GET for a stored result at the moment it is asked for. The URL is asked to live until the object
 * expires (stored + ttl); `expiresAt` is when it really stops working, which is earlier when the signing
 * credentials are temporary (a Lambda role's session): a presigned URL dies with the session that signed it.
 */
export function createResultSigner(deps: ResultStoreDeps): ResultSigner {
  const ttl = deps.ttlSeconds ?? fileTtlSeconds;
  const presign = deps.presign ?? getSignedUrl;
  return async (file, now) => {
    const objectExpiresMs = Date.parse(file.storedAt) + ttl * 1000;
    const seconds = Math.floor((objectExpiresMs - now.getTime()) / 1000);
    if (!(seconds > 0)) return undefined;
    const disposition = contentDisposition(file.filename);
    const url = await presign(
      deps.s3,
      new GetObjectCommand({
        Bucket: deps.bucket,
        Key: file.key,
        ResponseContentDisposition: disposition,
        ResponseContentType: file.contentType,
      }),
      { expiresIn: seconds, signingDate: now },
    );
    // Read after signing: the provider has refreshed by then if it had to, so this is the session that signed.
    const sessionEndsMs = await credentialsExpiry(deps.s3);
    const untilMs = Math.min(now.getTime() + seconds * 1000, sessionEndsMs ?? Number.POSITIVE_INFINITY);
    return { url, expiresAt: new Date(untilMs).toISOString(), size: file.size, contentType: file.contentType };
  };
}

/**
 * A sync call's stored result (too large for a Lambda response, or `output=url`): stored, then signed once. Such a
 * URL cannot be signed again later, so its `expiresAt` is the honest one from the signer.
 */
export function createResultStore(deps: ResultStoreDeps): ResultStore {
  const save = createResultSaver(deps);
  const sign = createResultSigner(deps);
  return async (result, now) => {
    const stored = await save(result, now);
    const signed = await sign(stored, now);
    if (!signed) throw new Error('a result expired before it was stored (ttlSeconds must be positive)');
    return signed;
  };
}

/** When the client's credentials expire, if they are temporary and the provider says so. */
async function credentialsExpiry(s3: S3Client): Promise<number | undefined> {
  try {
    const identity = await s3.config.credentials();
    return identity.expiration?.getTime();
  } catch {
    // No credentials to read here means none to expire either: the signing above would have failed first.
    return undefined;
  }
}
