import type { textExtractImageText } from '../../../shared/operations/text.js';
import { decode, decoding, inspectImage } from '../../core/images/images.js';
import { requireSyncPixels } from '../../core/images/sync-limit.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, json, type OperationResult } from '../../core/operation.js';
import type { OcrEngine } from './engine.js';

type Input = ResolvedInputOf<typeof textExtractImageText>;

/**
 * Text from a still image. The image is normalised first with sharp (EXIF orientation, transparency on white,
 * greyscale), so every accepted format reads the same way and a transparent PNG of black text is not read as
 * black on black. A blank image is a successful read with empty text. Larger images than the sync limit are read
 * only as a job (docs/performance.md measures why).
 */
export function createExtractImageText(engine: () => OcrEngine) {
  return async (input: Input, ctx: ContextFor<typeof textExtractImageText>): Promise<OperationResult> => {
    const info = await inspectImage(input.file, 'file');
    requireSyncPixels(info, 'file', ctx);
    const pgm = await greyscalePgm(input.file.bytes);
    const result = await engine().recognize(pgm, input.language, ctx.signal);
    return json({
      text: result.text,
      confidence: result.confidence,
      language: input.language,
      width: info.width,
      height: info.height,
      words: result.words,
    });
  };
}

/**
 * The image as an 8-bit greyscale PGM (a 15-byte header before the raw pixels), which the engine's Leptonica reads
 * without decompressing: a PNG costs it 1–3 CPU s of inflate in WebAssembly on a large image, and sharp an encode.
 */
async function greyscalePgm(bytes: Uint8Array): Promise<Uint8Array> {
  const { data, info } = await decoding('file', () =>
    decode(bytes).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true }),
  );
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data]);
}
