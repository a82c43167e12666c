import { AppError } from '../errors.js';
import type { OperationContext } from '../operation.js';
import { type ImageInfo, maxInputPixels } from './images.js';

const megapixels = (pixels: number) => `${Number((pixels / 1e6).toFixed(1))} megapixels`;

/**
 * Refuses, in a call that answers in the request, an image over the operation's sync pixel limit
 * (`limits.syncMaxPixels`, measured in docs/performance.md): a 413 that names the way through, the same call with
 * `Prefer: respond-async`, which reads it as a job up to the engine's own limit. A job, or an operation without a
 * sync limit, passes. The pipeline refunds the refused call like any other error after the debit.
 */
export function requireSyncPixels(
  info: Pick<ImageInfo, 'width' | 'height'>,
  field: string,
  ctx: Pick<OperationContext, 'operation' | 'runsAs'>,
  maxPixels = maxInputPixels,
): void {
  const limit = ctx.operation.limits.syncMaxPixels;
  const pixels = info.width * info.height;
  if (ctx.runsAs === 'job' || limit === undefined || pixels <= limit) return;
  throw new AppError(
    'payload_too_large',
    `${field}: the image has ${info.width} × ${info.height} pixels (${megapixels(pixels)}); a call that answers ` +
      `in the request reads at most ${megapixels(limit)}. Send the same call with the header ` +
      `\`Prefer: respond-async\` to read it as a job (up to ${megapixels(maxPixels)}).`,
    { extensions: { field, syncMaxPixels: limit, maxPixels } },
  );
}
