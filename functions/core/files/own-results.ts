import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TrustedPrefix, TrustedUrls } from '../net/trusted.js';
import { resultKey } from './storage.js';

export interface OwnResultsDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly presign?: typeof getSignedUrl;
}

/**
 * Where this platform's result links point, as trusted URLs for the SSRF guard, so a customer can pass a result
 * (`output=url`, a job's result) to another call. Taken from a link signed by the same client and bucket that sign
 * the real ones (results.ts), so it follows whatever decides their origin: the local platform's storage stand-in
 * on 127.0.0.1 (path style, `/bucket/results/`), the results bucket's https origin on AWS (`/results/`). Only the
 * results prefix is trusted: uploads and anything else on that origin stay refused. Signing is local (no request);
 * a failure trusts nothing and is tried again at the next fetch.
 */
export function ownResultUrls(deps: OwnResultsDeps): TrustedUrls {
  let known: Promise<readonly TrustedPrefix[]> | undefined;
  return () => {
    known ??= locate(deps).catch(() => {
      known = undefined;
      return [];
    });
    return known;
  };
}

async function locate(deps: OwnResultsDeps): Promise<readonly TrustedPrefix[]> {
  const tail = 'probe/result';
  const key = resultKey('probe', 'result');
  const presign = deps.presign ?? getSignedUrl;
  const signed = new URL(
    await presign(deps.s3, new GetObjectCommand({ Bucket: deps.bucket, Key: key }), { expiresIn: 60 }),
  );
  if (!signed.pathname.endsWith(`/${key}`)) return [];
  return [{ origin: signed.origin, pathPrefix: signed.pathname.slice(0, -tail.length) }];
}
