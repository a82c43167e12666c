import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';
import { uploadCors } from '../../../shared/resources.js';
import { postPolicyMiddleware } from './s3-post-policy.js';

/** s3rver's fixed credentials (key id and secret are the same). */
const accessKey = 'S3RVER';

export interface S3StandIn {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** The CORS rule presigned browser uploads need, from the same constants the CDK Data stack uses. */
export function corsXml(): string {
  const lines = [
    '<CORSConfiguration><CORSRule>',
    '<AllowedOrigin>*</AllowedOrigin>',
    ...uploadCors.allowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
    ...uploadCors.allowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`),
    ...uploadCors.exposedHeaders.map((h) => `<ExposeHeader>${h}</ExposeHeader>`),
    `<MaxAgeSeconds>${uploadCors.maxAgeSeconds}</MaxAgeSeconds>`,
    '</CORSRule></CORSConfiguration>',
  ];
  return lines.join('');
}

/**
 * s3rver in this process, objects on disk under `<dataDir>/s3`. Clients must use the access key `S3RVER`
 * and `requestChecksumCalculation: 'WHEN_REQUIRED'` (which presigned PUTs need on real S3 too).
 */
export async function startS3(dataDir: string, bucketNames: readonly string[]): Promise<S3StandIn> {
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const cors = corsXml();
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: bucketNames.map((name) => ({ name, configs: [cors] })),
  });
  // s3rver stores POST uploads without checking their policy; S3 enforces it, so the stand-in does too.
  server.middleware.unshift(postPolicyMiddleware(accessKey));
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (error) {
    throw new Error(`S3 (s3rver) failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    port: address.port,
    stop: () => server.close(),
  };
}
