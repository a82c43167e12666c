import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * Generated speech and voice samples in the media bucket (kept 30 days by its lifecycle rule), read back through
 * presigned GETs. Keys: `speech/<accountId>/<id>.<ext>` for syntheses, `samples/<engine>/<voice>.mp3` for the
 * shared voice samples.
 */

export interface MediaStore {
  put(
    key: string,
    bytes: Uint8Array,
    contentType: string,
    filename: string,
    metadata?: Record<string, string>,
  ): Promise<void>;
  /** The object's user metadata, or undefined when there is no such object. */
  head(key: string): Promise<Readonly<Record<string, string>> | undefined>;
  /** A presigned GET valid for `expiresIn` seconds. */
  url(key: string, filename: string, expiresIn?: number): Promise<string>;
  /** The key behind one of our own presigned URLs, so a history item stores the key rather than a URL that expires. */
  keyOf(url: string): string | undefined;
}

export interface MediaStoreDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly presign?: typeof getSignedUrl;
}

/** A week, the longest a SigV4 presigned URL may live. */
const defaultExpiry = 7 * 24 * 3600;

export function createMediaStore(deps: MediaStoreDeps): MediaStore {
  const presign = deps.presign ?? getSignedUrl;
  return {
    async put(key, bytes, contentType, filename, metadata) {
      await deps.s3.send(
        new PutObjectCommand({
          Bucket: deps.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentDisposition: `inline; filename="${filename}"`,
          Metadata: metadata,
        }),
      );
    },
    async head(key) {
      try {
        const answer = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }));
        return answer.Metadata ?? {};
      } catch (error) {
        if (error instanceof NotFound || (error instanceof Error && error.name === 'NotFound')) return undefined;
        throw error;
      }
    },
    url(key, filename, expiresIn = defaultExpiry) {
      return presign(
        deps.s3,
        new GetObjectCommand({
          Bucket: deps.bucket,
          Key: key,
          ResponseContentDisposition: `inline; filename="${filename}"`,
        }),
        { expiresIn },
      );
    },
    keyOf(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      // Path-style (`/<bucket>/<key>`, the local stand-in) or virtual-hosted (`<bucket>.s3…/<key>`).
      const path = decodeURIComponent(parsed.pathname);
      const key = path.startsWith(`/${deps.bucket}/`)
        ? path.slice(deps.bucket.length + 2)
        : parsed.hostname.startsWith(`${deps.bucket}.`)
          ? path.slice(1)
          : undefined;
      return key?.startsWith('speech/') || key?.startsWith('samples/') ? key : undefined;
    },
  };
}
