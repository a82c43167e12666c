import { type FileHandle, open, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { FileInput, UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError, invalidRequest, notFound, payloadTooLarge } from '../errors.js';
import { createSafeFetch, type SafeFetch } from '../net/fetch.js';
import { safeFilename, withExtension } from './filename.js';
import {
  type FileResolverDeps,
  fromDataUrl,
  headUpload,
  isNotFound,
  maxBytesOf,
  readUploadMeta,
  withOwnResults,
} from './resolve.js';
import { sniff } from './sniff.js';
import { fileIdPattern, uploadKey } from './storage.js';
import type { FileResolver } from './types.js';

/** A file input written to local disk: where it is, how large, and its first bytes (enough to sniff its type). */
export interface SavedFile {
  readonly path: string;
  readonly size: number;
  readonly filename: string;
  readonly contentType: string;
  readonly head: Uint8Array;
}

/**
 * The resolver's twin for inputs too large to hold in memory (video jobs: up to 200 MiB each, twenty at a time):
 * the same references, limits and errors, but the bytes go chunk by chunk to `path` and are never collected.
 * A partial file is removed when the download fails.
 */
export type FileSaver = (
  ref: FileInput,
  options: Parameters<FileResolver>[1] & { readonly path: string },
) => Promise<SavedFile>;

/** Bytes kept from the start of each file for sniffing (PDF headers may sit anywhere in the first KiB). */
const headBytes = 4096;

export interface FileSaverDeps extends FileResolverDeps {
  /**
   * How long one download may take, whole (default 3 minutes: 200 MiB at a little over 1 MiB/s). The resolver's
   * 20 s suits the few MiB of sync inputs, not a job's.
   */
  readonly downloadTimeoutMs?: number;
}

export function createFileSaver(deps: FileSaverDeps): FileSaver {
  const safeFetch: SafeFetch =
    typeof deps.fetch === 'function'
      ? deps.fetch
      : createSafeFetch(withOwnResults(deps, { timeoutMs: deps.downloadTimeoutMs ?? 180_000, ...(deps.fetch ?? {}) }));

  return async (ref, options) => {
    const maxBytes = maxBytesOf(options.limits);
    const out = await open(options.path, 'wx', 0o600);
    const sink = new CappedSink(out, maxBytes, options.field);
    try {
      const named = await load(ref, sink, { ...options, maxBytes });
      await out.close();
      const head = sink.head();
      const sniffed = sniff(head);
      const name = safeFilename(named.filename, '');
      return {
        path: options.path,
        size: sink.size,
        head,
        contentType: sniffed?.contentType ?? (named.contentType || 'application/octet-stream'),
        filename: name === '' ? withExtension('file', sniffed?.extension ?? 'bin') : name,
      };
    } catch (error) {
      await out.close().catch(() => undefined);
      await rm(options.path, { force: true });
      throw error;
    }
  };

  async function load(
    ref: FileInput,
    sink: CappedSink,
    at: { field: string; maxBytes: number; signal: AbortSignal; accountId?: string },
  ): Promise<Pick<UploadedFile, 'filename' | 'contentType'>> {
    if (typeof ref !== 'string') {
      await sink.write(ref.bytes);
      return ref;
    }
    if (/^data:/i.test(ref)) {
      const file = fromDataUrl(ref, at.field, at.maxBytes);
      await sink.write(file.bytes);
      return file;
    }
    if (/^https?:\/\//i.test(ref)) {
      const got = await safeFetch(ref, {
        field: at.field,
        maxBytes: at.maxBytes,
        signal: at.signal,
        sink: (chunk) => sink.write(chunk),
      });
      return got;
    }
    if (ref.startsWith('file_')) return fromUpload(ref, sink, at);
    throw invalidRequest(`${at.field}: expected a file upload, an https URL, a base64 data URL or a file_ id.`);
  }

  async function fromUpload(
    fileId: string,
    sink: CappedSink,
    at: { field: string; maxBytes: number; signal: AbortSignal; accountId?: string },
  ): Promise<Pick<UploadedFile, 'filename' | 'contentType'>> {
    const { field, signal, accountId } = at;
    if (!fileIdPattern.test(fileId))
      throw invalidRequest(`${field}: ${safeFilename(fileId, 'the id')} is not a file id.`);
    const missing = () => notFound(`${field}: ${fileId} does not exist or has expired (uploads last 24 hours).`);
    if (accountId === undefined) throw missing();
    try {
      await headUpload(deps, { fileId, field, maxBytes: at.maxBytes, signal, accountId });
      const [object, meta] = await Promise.all([
        deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: uploadKey(accountId, fileId) }), {
          abortSignal: signal,
        }),
        readUploadMeta(deps, accountId, fileId, signal),
      ]);
      if (!(object.Body instanceof Readable)) throw missing();
      // The object streams to disk; the cap holds even if it grew after the HEAD.
      for await (const chunk of object.Body) {
        if (!(chunk instanceof Uint8Array)) throw new Error('unexpected chunk type from S3');
        await sink.write(chunk);
      }
      return { filename: meta.filename ?? fileId, contentType: object.ContentType ?? meta.contentType ?? '' };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isNotFound(error)) throw missing();
      throw error;
    }
  }
}

/** Writes chunks to an open file in order, refusing any byte past the cap (413 naming the field). */
class CappedSink {
  size = 0;
  private readonly first: Uint8Array[] = [];
  private kept = 0;

  constructor(
    private readonly out: FileHandle,
    private readonly maxBytes: number,
    private readonly field: string,
  ) {}

  async write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.byteLength;
    if (this.size > this.maxBytes) throw payloadTooLarge(this.maxBytes, `${this.field}: the file`);
    if (this.kept < headBytes) {
      const part = chunk.slice(0, headBytes - this.kept);
      this.first.push(part);
      this.kept += part.byteLength;
    }
    try {
      // write() may take fewer bytes than given; the rest follows until the chunk is on disk.
      for (let at = 0; at < chunk.byteLength; ) {
        const { bytesWritten } = await this.out.write(chunk, at, chunk.byteLength - at);
        at += bytesWritten;
      }
    } catch (cause) {
      // A full /tmp is our sizing's fault, not the client's file: a 500, never a 422 about the download.
      throw new AppError('internal_error', `${this.field}: the file could not be written to local disk.`, { cause });
    }
  }

  head(): Uint8Array {
    const out = new Uint8Array(this.kept);
    let offset = 0;
    for (const part of this.first) {
      out.set(part, offset);
      offset += part.byteLength;
    }
    return out;
  }
}
