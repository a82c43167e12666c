import type { textExtractImageText } from '../../../shared/operations/text.js';
import { decode, inspectImage, render } from '../../core/images/images.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, json, type OperationResult } from '../../core/operation.js';
import type { OcrEngine } from './engine.js';

type Input = ResolvedInputOf<typeof textExtractImageText>;

/**
 * Text from a still image. The image is normalised first with sharp (EXIF orientation, transparency on white,
 * greyscale PNG), so every accepted format reads the same way and a transparent PNG of black text is not read as
 * black on black. A blank image is a successful read with empty text.
 */
export function createExtractImageText(engine: () => OcrEngine) {
  return async (input: Input, ctx: ContextFor<typeof textExtractImageText>): Promise<OperationResult> => {
    const info = await inspectImage(input.file, 'file');
    const png = await render('file', () =>
      decode(input.file.bytes).flatten({ background: '#ffffff' }).greyscale().png({ compressionLevel: 1 }).toBuffer(),
    );
    const result = await engine().recognize(png, input.language, ctx.signal);
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
