import { GetObjectCommand, HeadObjectCommand, type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OperationLimits } from '../../../shared/operations/types.js';
import type { FileInput, UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError, invalidRequest, notFound, payloadTooLarge } from '../errors.js';
import { addressPolicy } from '../net/connector.js';
import { createSafeFetch, type SafeFetch, type SafeFetchOptions } from '../net/fetch.js';
import { checkFetchableUrl } from '../net/public-host.js';
import { safeFilename, withExtension } from './filename.js';
import { ownResultUrls } from './own-results.js';
import { requireKind, sniff, sniffBytes } from './sniff.js';
import { fileIdPattern, uploadKey, uploadMetaKey } from './storage.js';
import type { FileChecker, FileResolver } from './types.js';

export interface FileResolverDeps {
  readonly s3: S3Client;
  readonly bucket: string;
  /** A prepared guarded fetch, or options to build one (tests allow-list their loopback server here). */
  readonly fetch?: SafeFetch | SafeFetchOptions;
}

/** Used when an operation declares no per-file limit: the Lambda request limit. */
const defaultMaxFileBytes = 6 * 1024 * 1024;

export const maxBytesOf = (limits: OperationLimits): number =>
  limits.maxFileBytes ?? limits.maxBodyBytes ?? defaultMaxFileBytes;

/**
 * Turns a validated file reference into bytes, checking the size limit before reading anything large:
 * multipart parts are already in memory; data URLs are measured from their base64 length; URLs go through the
 * SSRF guard with the limit as a byte cap; `file_` ids are checked with a HEAD before the GET.
 * The answered content type is the sniffed one when the magic bytes are known.
 */
export function createFileResolver(deps: FileResolverDeps): FileResolver {
  const safeFetch: SafeFetch =
    typeof deps.fetch === 'function' ? deps.fetch : createSafeFetch(withOwnResults(deps, deps.fetch));

  return async (ref, options) => {
    const maxBytes = maxBytesOf(options.limits);
    const file = await load(ref, options.field, maxBytes, options.signal, options.accountId);
    if (file.bytes.length > maxBytes) throw payloadTooLarge(maxBytes, `${options.field}: the file`);
    return finish(file);
  };

  async function load(
    ref: FileInput,
    field: string,
    maxBytes: number,
    signal: AbortSignal,
    accountId: string | undefined,
  ): Promise<UploadedFile> {
    if (typeof ref !== 'string') return ref;
    if (/^data:/i.test(ref)) return fromDataUrl(ref, field, maxBytes);
    if (/^https?:\/\//i.test(ref)) {
      const got = await safeFetch(ref, { field, maxBytes, signal });
      return { kind: 'upload', filename: got.filename, contentType: got.contentType, bytes: got.bytes };
    }
    if (ref.startsWith('file_')) return fromUpload(ref, field, maxBytes, signal, accountId);
    throw invalidRequest(`${field}: expected a file upload, an https URL, a base64 data URL or a file_ id.`);
  }

  async function fromUpload(
    fileId: string,
    field: string,
    maxBytes: number,
    signal: AbortSignal,
    accountId: string | undefined,
  ): Promise<UploadedFile> {
    if (!fileIdPattern.test(fileId))
      throw invalidRequest(`${field}: ${safeFilename(fileId, 'the id')} is not a file id.`);
    const missing = () => notFound(`${field}: ${fileId} does not exist or has expired (uploads last 24 hours).`);
    if (accountId === undefined) throw missing();
    const key = uploadKey(accountId, fileId);
    try {
      await headUpload(deps, { fileId, field, maxBytes, signal, accountId });
      const [object, meta] = await Promise.all([
        deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: key }), { abortSignal: signal }),
        readUploadMeta(deps, accountId, fileId, signal),
      ]);
      if (!object.Body) throw missing();
      // Copied once so the bytes own a plain ArrayBuffer (the SDK may hand out a view of a pooled buffer).
      const bytes = new Uint8Array(await object.Body.transformToByteArray());
      return {
        kind: 'upload',
        filename: meta.filename ?? fileId,
        contentType: object.ContentType ?? meta.contentType ?? '',
        bytes,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isNotFound(error)) throw missing();
      throw error;
    }
  }
}

/**
 * The dry run's side of the resolver: the checks that need no download. Multipart parts and data URLs are
 * measured, `file_` ids are HEAD-checked in the caller's uploads, URLs have their host checked against the
 * same address rules the fetch enforces (the fetch checks again when the real call connects).
 */
export function createFileChecker(deps: FileResolverDeps): FileChecker {
  const policy = addressPolicy(withOwnResults(deps, typeof deps.fetch === 'function' ? undefined : deps.fetch));
  return async (ref, { field, limits, signal, accountId, kind }) => {
    const maxBytes = maxBytesOf(limits);
    const ofKind = (bytes: Uint8Array) => {
      if (kind) requireKind({ bytes }, kind, field);
    };
    if (typeof ref !== 'string') {
      if (ref.bytes.length > maxBytes) throw payloadTooLarge(maxBytes, `${field}: the file`);
      ofKind(ref.bytes);
    } else if (/^data:/i.test(ref)) {
      ofKind(fromDataUrl(ref, field, maxBytes).bytes);
    } else if (/^https?:\/\//i.test(ref)) {
      await checkFetchableUrl(new URL(ref), field, policy);
    } else if (ref.startsWith('file_')) {
      if (!fileIdPattern.test(ref)) throw invalidRequest(`${field}: ${safeFilename(ref, 'the id')} is not a file id.`);
      const missing = () => notFound(`${field}: ${ref} does not exist or has expired (uploads last 24 hours).`);
      if (accountId === undefined) throw missing();
      try {
        await headUpload(deps, { fileId: ref, field, maxBytes, signal, accountId });
        if (kind) ofKind(await readUploadHead(deps, accountId, ref, signal));
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isNotFound(error)) throw missing();
        throw error;
      }
    } else {
      throw invalidRequest(`${field}: expected a file upload, an https URL, a base64 data URL or a file_ id.`);
    }
  };
}

/**
 * The fetch options with this bucket's result links trusted (own-results.ts): a result URL fed back as an input is
 * fetched like any other, wherever the storage lives. Options that name their own `trusted` keep it.
 */
export const withOwnResults = (
  deps: Pick<FileResolverDeps, 's3' | 'bucket'>,
  options: SafeFetchOptions = {},
): SafeFetchOptions => ({ trusted: ownResultUrls(deps), ...options });

/** The first bytes of an upload: all that telling its type needs (a ranged GET, never the whole file). */
async function readUploadHead(
  deps: Pick<FileResolverDeps, 's3' | 'bucket'>,
  accountId: string,
  fileId: string,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const object = await deps.s3.send(
    new GetObjectCommand({
      Bucket: deps.bucket,
      Key: uploadKey(accountId, fileId),
      Range: `bytes=0-${sniffBytes - 1}`,
    }),
    { abortSignal: signal },
  );
  return new Uint8Array((await object.Body?.transformToByteArray()) ?? []);
}

/** The upload's sidecar (its original name and type); empty when missing or unreadable. */
export async function readUploadMeta(
  deps: Pick<FileResolverDeps, 's3' | 'bucket'>,
  accountId: string,
  fileId: string,
  signal: AbortSignal,
): Promise<{ filename?: string; contentType?: string }> {
  try {
    const object = await deps.s3.send(
      new GetObjectCommand({ Bucket: deps.bucket, Key: uploadMetaKey(accountId, fileId) }),
      {
        abortSignal: signal,
      },
    );
    const text = (await object.Body?.transformToString()) ?? '{}';
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const filename = Reflect.get(parsed, 'filename');
    const contentType = Reflect.get(parsed, 'contentType');
    return {
      ...(typeof filename === 'string' ? { filename } : {}),
      ...(typeof contentType === 'string' ? { contentType } : {}),
    };
  } catch {
    // The sidecar is a nicety (the original name); the upload itself is what matters.
    return {};
  }
}

/** An upload's size from a HEAD, before anything is read: 413 when over the limit. */
export async function headUpload(
  deps: Pick<FileResolverDeps, 's3' | 'bucket'>,
  at: { fileId: string; field: string; maxBytes: number; signal: AbortSignal; accountId: string },
): Promise<void> {
  const head = await deps.s3.send(
    new HeadObjectCommand({ Bucket: deps.bucket, Key: uploadKey(at.accountId, at.fileId) }),
    { abortSignal: at.signal },
  );
  if ((head.ContentLength ?? 0) > at.maxBytes) throw payloadTooLarge(at.maxBytes, `${at.field}: the file`);
}

export function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
  }
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}

/** `data:[type][;params];base64,<data>`; the decoded size is known from the length, so 413 comes before decoding. */
export function fromDataUrl(ref: string, field: string, maxBytes: number): UploadedFile {
  const comma = ref.indexOf(',');
  const header = comma < 0 ? '' : ref.slice(5, comma);
  if (comma < 0 || !/;base64$/i.test(header))
    throw invalidRequest(`${field}: data URLs must be base64 (data:<type>;base64,...).`);
  const payload = ref.slice(comma + 1).replace(/\s+/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = Math.floor((payload.length * 3) / 4) - padding;
  if (size > maxBytes) throw payloadTooLarge(maxBytes, `${field}: the file`);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw invalidRequest(`${field}: the data URL is not valid base64.`);
  }
  const contentType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return { kind: 'upload', filename: '', contentType, bytes: new Uint8Array(Buffer.from(payload, 'base64')) };
}

/** Sniffed type wins over the declared one; a missing or unsafe name gets `file.<ext>`. */
function finish(file: UploadedFile): UploadedFile {
  const sniffed = sniff(file.bytes);
  const contentType = sniffed?.contentType ?? (file.contentType || 'application/octet-stream');
  const named = safeFilename(file.filename, '');
  const filename = named === '' ? withExtension('file', sniffed?.extension ?? 'bin') : named;
  return { kind: 'upload', filename, contentType, bytes: file.bytes };
}
