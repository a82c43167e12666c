import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/** Where an account's objects live (functions/core/files/storage.ts, functions/core/jobs/files.ts, the media stores). */
export const accountPrefixes = (accountId: string): { files: string[]; media: string[] } => ({
  files: [`uploads/${accountId}/`, `jobs/${accountId}/`, `exports/${accountId}/`],
  media: [`images/${accountId}/`, `speech/${accountId}/`],
});

/** Deletes every object under `prefix`; returns how many. One object at a time per slot, 16 slots. */
export async function deletePrefix(s3: S3Client, bucket: string, prefix: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    for (let i = 0; i < keys.length; i += 16) {
      await Promise.all(keys.slice(i, i + 16).map((Key) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
    }
    deleted += keys.length;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
