import type { OperationLimits } from '../../../shared/operations/types.js';
import type { FileInput, FileKind, UploadedFile } from '../../../shared/schemas/fields.js';

/**
 * Turns a validated file reference (multipart part, https URL, data URL or `file_` id) into bytes,
 * enforcing the operation's limits before any work. Throws AppError 400/413/415/422 on bad input.
 */
export type FileResolver = (
  ref: FileInput,
  options: {
    readonly field: string;
    readonly limits: OperationLimits;
    readonly signal: AbortSignal;
    readonly accountId?: string;
  },
) => Promise<UploadedFile>;

/**
 * Checks a file reference as far as can be done without reading it, for a dry run: a part's or data URL's size,
 * a `file_` id's existence and size (HEAD) and, when the field says which kind it needs, the kind its first bytes
 * show; a URL's host (public addresses only; a host that does not resolve is
 * left to the real call). Throws the same problems the resolver would.
 */
export type FileChecker = (
  ref: FileInput,
  options: Parameters<FileResolver>[1] & {
    /** The kind the field needs: told from the first bytes where the platform holds them (parts, data URLs, ids). */
    readonly kind?: FileKind;
  },
) => Promise<void>;

/** A stored result answered as JSON when it is too large for a Lambda response or when `output=url` is asked. */
export interface StoredResult {
  readonly url: string;
  /** When the URL stops working: the earliest of the asked validity, the object's expiry and the signing credentials'. */
  readonly expiresAt: string;
  readonly size: number;
  readonly contentType: string;
}

/** A result file to store: bytes in memory, or a file on local disk (streamed, never read whole). */
export type ResultFile =
  | { readonly bytes: Uint8Array; readonly contentType: string; readonly filename: string }
  | { readonly path: string; readonly size: number; readonly contentType: string; readonly filename: string };

/**
 * A stored result without a URL: what a job record keeps, so the URL can be signed when the job is read (a URL
 * signed with a Lambda's session credentials dies with them, hours before the object itself expires).
 */
export interface StoredFile {
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
  readonly filename: string;
  /** When the object was written; the bucket's lifecycle deletes it a day later. */
  readonly storedAt: string;
}

export type ResultStore = (
  result: Extract<ResultFile, { readonly bytes: Uint8Array }>,
  now: Date,
) => Promise<StoredResult>;
export type ResultSaver = (result: ResultFile, now: Date) => Promise<StoredFile>;
/**
 * Keeps an object that a provider wrote to S3 (Nova Reel's video) as a stored result: copied server-side under a
 * fresh results key, so it is signed, trusted as an input and expires like any other result.
 */
export type ResultCopier = (
  source: { readonly bucket: string; readonly key: string },
  file: { readonly contentType: string; readonly filename: string },
  now: Date,
) => Promise<StoredFile>;
/** A fresh presigned GET for a stored file; undefined once the object has expired. */
export type ResultSigner = (file: StoredFile, now: Date) => Promise<StoredResult | undefined>;
