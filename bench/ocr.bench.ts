import { createWorker, OEM } from 'tesseract.js';
import { createTextImplementations } from '../functions/text/implementations.js';
import { languagePath } from '../functions/text/ocr/engine.js';
import { defaultTextDeps, sharedOcrEngine } from '../functions/text/wiring.js';
import { textImage } from '../test/unit/text/text-image.js';
import { handlerCalls, megabytes, multipartForm, printRatios } from './support/lambda.js';
import { alternate } from './support/timing.js';

/**
 * Text from an image through the text family's Lambda handler (parse → validate → normalise with sharp → the
 * warm worker pool → respond, unmetered) beside raw tesseract.js with a warm worker on the same PNG, measured
 * alternately in this run. A process of its own, as the function is: the image family's 12 MP buffers are
 * another Lambda's.
 */

const runs = 40;

export default async function benchOcr(): Promise<void> {
  const text = handlerCalls('text', createTextImplementations(defaultTextDeps()));
  const png = textImage(['Ação rápida: o coração da emissão', 'Não há açúcar na lição de hoje.']);
  const worker = await createWorker('por', OEM.LSTM_ONLY, {
    langPath: languagePath('por'),
    gzip: true,
    cacheMethod: 'none',
  });
  const form = multipartForm({ language: 'por' }, { name: 'file', bytes: png, type: 'image/png' });
  try {
    const { anchor, subject } = await alternate(
      runs,
      () => worker.recognize(Buffer.from(png)),
      text('/api/text/extract-image-text', form.body, form.contentType),
    );
    printRatios(runs, [
      {
        name: 'OCR 900 × 180 PNG, 2 lines (por)',
        engine: anchor,
        pipeline: subject,
        anchor: 'raw tesseract.js, warm worker',
        target: 1.2,
      },
    ]);
  } finally {
    await worker.terminate();
    await sharedOcrEngine().close();
  }
  process.stdout.write(
    `peak RSS: ${megabytes(process.resourceUsage().maxRSS)} (the pool's and the anchor's workers)\n`,
  );
}
