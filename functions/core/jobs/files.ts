import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { newId } from '../../../shared/ids.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { safeFilename } from '../files/filename.js';
import { uploadKey, uploadMetaKey } from '../files/storage.js';

/**
 * What a job keeps in the files bucket so its message can be replayed: inline files (multipart parts, data URLs)
 * become ordinary `file_` uploads of the account, resolved by the worker like any other file id; an input too
 * large for the table item is kept beside them. The bucket's lifecycle rule removes both after a day.
 */
export interface JobFiles {
  saveUpload(accountId: string, file: UploadedFile): Promise<string>;
  putInput(accountId: string, jobId: string, json: string): Promise<string>;
  getInput(key: string): Promise<string>;
}

export const jobInputKey = (accountId: string, jobId: string): string => `jobs/${accountId}/${jobId}/input.json`;

export function createS3JobFiles(deps: { readonly s3: S3Client; readonly bucket: string }): JobFiles {
  return {
    async saveUpload(accountId, file) {
      const fileId = newId('file');
      const filename = safeFilename(file.filename, fileId);
      await Promise.all([
        deps.s3.send(
          new PutObjectCommand({
            Bucket: deps.bucket,
            Key: uploadKey(accountId, fileId),
            Body: file.bytes,
            ContentType: file.contentType || 'application/octet-stream',
          }),
        ),
        deps.s3.send(
          new PutObjectCommand({
            Bucket: deps.bucket,
            Key: uploadMetaKey(accountId, fileId),
            Body: JSON.stringify({ filename, contentType: file.contentType }),
            ContentType: 'application/json',
          }),
        ),
      ]);
      return fileId;
    },
    async putInput(accountId, jobId, json) {
      const key = jobInputKey(accountId, jobId);
      await deps.s3.send(
        new PutObjectCommand({ Bucket: deps.bucket, Key: key, Body: json, ContentType: 'application/json' }),
      );
      return key;
    },
    async getInput(key) {
      const object = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: key }));
      return (await object.Body?.transformToString()) ?? '';
    },
  };
}
