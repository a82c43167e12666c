import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newId } from '../../../shared/ids.js';

/**
 * Generated images in the media bucket (its lifecycle rule deletes them after 30 days, which is what the history
 * keeps). Objects are private; clients get presigned GETs, re-issued whenever the history is read.
 */

export interface MediaStore {
  /** Stores one image of `accountId` and answers its key and a presigned URL. */
  put(accountId: string, bytes: Uint8Array, contentType: string, extension: string): Promise<StoredMedia>;
  /** A fresh presigned GET for a stored key. */
  url(key: string): Promise<string>;
  /** The key of one of this account's images when `url` points at it (a URL this store issued), else undefined. */
  keyOf(accountId: string, url: string): string | undefined;
}

export interface StoredMedia {
  readonly id: string;
  readonly key: string;
  readonly url: string;
}

export interface MediaStoreDeps {
  readonly s3: () => S3Client;
  readonly bucket: () => string;
  /** Presigned URL lifetime; 24 hours by default. */
  readonly ttlSeconds?: number;
  readonly presign?: typeof getSignedUrl;
}

const keyPattern = /(images\/(acct_[A-Za-z0-9]+)\/img_[A-Za-z0-9]{20}\.(?:png|jpg|webp))$/;

export function createMediaStore(deps: MediaStoreDeps): MediaStore {
  const ttl = deps.ttlSeconds ?? 86_400;
  const presign = deps.presign ?? getSignedUrl;
  const url = (key: string) =>
    presign(deps.s3(), new GetObjectCommand({ Bucket: deps.bucket(), Key: key }), { expiresIn: ttl });
  return {
    async put(accountId, bytes, contentType, extension) {
      const id = newId('img');
      const key = `images/${accountId}/${id}.${extension}`;
      await deps
        .s3()
        .send(new PutObjectCommand({ Bucket: deps.bucket(), Key: key, Body: bytes, ContentType: contentType }));
      return { id, key, url: await url(key) };
    },
    url,
    keyOf(accountId, candidate) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(candidate).pathname);
      } catch {
        return undefined;
      }
      const match = keyPattern.exec(pathname);
      return match?.[1] && match[2] === accountId ? match[1] : undefined;
    },
  };
}
