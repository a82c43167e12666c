import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { type Kind, requireKind } from '../../core/files/sniff.js';
import type { FileResolver } from '../../core/files/types.js';
import { reportProgress } from '../../core/jobs/progress.js';
import type { ApiKeyPrincipal, OperationContext } from '../../core/operation.js';
import type { Ffmpeg } from '../engine/ffmpeg.js';

/** What every video operation needs: ffmpeg, the file resolver for its URL / file-id inputs, the fonts. */
export interface VideoDeps {
  readonly ffmpeg: Ffmpeg;
  readonly resolveFile: FileResolver;
  readonly fontsDir: () => Promise<string>;
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

/** Maps a stage's own 0–1 progress into the job's 0–100 range [from, to]. */
export const stage =
  (from: number, to: number) =>
  (fraction: number): void =>
    reportProgress(from + (to - from) * fraction);
