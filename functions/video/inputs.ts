import type { UploadedFile } from '../../shared/schemas/fields.js';
import type { FileSaver } from '../core/files/save.js';
import { type Kind, requireKind } from '../core/files/sniff.js';
import type { FileResolver } from '../core/files/types.js';
import { reportProgress } from '../core/jobs/progress.js';
import type { TrustedUrls } from '../core/net/trusted.js';
import type { ApiKeyPrincipal, OperationContext } from '../core/operation.js';
import type { Ffmpeg } from './engine/ffmpeg.js';

/** What every video operation needs: ffmpeg, the file resolver and saver for its URL / file-id inputs, the fonts. */
export interface VideoDeps {
  readonly ffmpeg: Ffmpeg;
  readonly resolveFile: FileResolver;
  /** Inputs of up to 200 MiB each go to disk through this, never whole into memory. */
  readonly saveFile: FileSaver;
  readonly fontsDir: () => Promise<string>;
  /** Where this platform's own result links point (core/files/own-results.ts): accept probes those too (measure.ts). */
  readonly ownResults: TrustedUrls;
}

type Ctx = Pick<OperationContext, 'operation' | 'signal'> & { readonly principal: ApiKeyPrincipal };

/**
 * Video inputs are references inside the JSON body (images[].url, videos[]…), so the operation resolves them
 * itself with the pipeline's resolver: same SSRF guard, size limits and per-account file ids.
 */
export async function fetchInput(
  deps: Pick<VideoDeps, 'resolveFile'>,
  ref: string,
  field: string,
  ctx: Ctx,
  kind: Kind,
): Promise<UploadedFile> {
  const file = await deps.resolveFile(ref, {
    field,
    limits: ctx.operation.limits,
    signal: ctx.signal,
    accountId: ctx.principal.accountId,
  });
  requireKind(file, kind, field);
  return file;
}

/**
 * The same input written to `path` as it downloads (S3 or the SSRF-guarded fetch, chunk by chunk), with the same
 * limits and errors: twenty 200 MiB clips must fit on disk, not in memory. Answers the path.
 */
export async function saveInput(
  deps: Pick<VideoDeps, 'saveFile'>,
  ref: string,
  field: string,
  ctx: Ctx,
  kind: Kind,
  path: string,
): Promise<string> {
  const saved = await deps.saveFile(ref, {
    field,
    limits: ctx.operation.limits,
    signal: ctx.signal,
    accountId: ctx.principal.accountId,
    path,
  });
  // The first bytes are all sniffing needs; an empty file is a 422 there.
  requireKind({ bytes: saved.head }, kind, field);
  return saved.path;
}

/**
 * Runs `work` over `items` with at most `limit` at a time, answers in order. Bounds how many inputs are on disk
 * (and decoding) at once: fifty 200 MiB images fetched together would not fit in the largest /tmp Lambda has.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) results[i] = await work(item, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Maps a stage's own 0–1 progress into the job's 0–100 range [from, to]. */
export const stage =
  (from: number, to: number) =>
  (fraction: number): void =>
    reportProgress(from + (to - from) * fraction);
