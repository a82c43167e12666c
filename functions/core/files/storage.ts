import { uploadTtlSeconds } from '../../../shared/operations/files.js';

/**
 * Where files live in the files bucket. Uploads are per account, so a `file_` id from one account can never be
 * read by another (it is simply not found). A small JSON sidecar keeps the name and type given at creation.
 */

export const fileIdPattern = /^file_[A-Za-z0-9]{20}$/;

export const uploadKey = (accountId: string, fileId: string): string => `uploads/${accountId}/${fileId}`;
export const uploadMetaKey = (accountId: string, fileId: string): string => `uploads/${accountId}/${fileId}.json`;
export const resultKey = (resultId: string, filename: string): string => `results/${resultId}/${filename}`;

/** Seconds presigned URLs stay valid; the bucket's lifecycle rule deletes objects after a day as well. */
export const fileTtlSeconds = uploadTtlSeconds;
