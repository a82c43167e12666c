import type { OperationLimits } from '../../../shared/operations/types.js';
import type { FileInput, UploadedFile } from '../../../shared/schemas/fields.js';

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
 * a `file_` id's existence and size (HEAD), a URL's host (public addresses only; a host that does not resolve is
 * left to the real call). Throws the same problems the resolver would.
 */
export type FileChecker = (ref: FileInput, options: Parameters<FileResolver>[1]) => Promise<void>;

/** A stored result answered as JSON when it is too large for a Lambda response or when `output=url` is asked. */
export interface StoredResult {
  readonly url: string;
  readonly expiresAt: string;
  readonly size: number;
  readonly contentType: string;
}

export type ResultStore = (
  result: { readonly bytes: Uint8Array; readonly contentType: string; readonly filename: string },
  now: Date,
) => Promise<StoredResult>;
