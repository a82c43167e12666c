import { filesCreate } from '../../shared/operations/files.js';
import { s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { createFileResolver } from '../core/files/resolve.js';
import { createResultStore } from '../core/files/results.js';
import { createUploadImpl } from '../core/files/upload.js';
import { createFamilyHandler } from '../core/handler.js';
import type { Implementations } from '../core/operation.js';
import type { PipelineDeps } from '../core/pipeline.js';
import { defaultDeps } from '../core/wiring.js';
import { loadFontBytes } from './engine/fonts.js';
import { createChromiumRenderer, locateChromium } from './engine/renderer.js';
import { createPdfImplementations } from './implementations.js';

/**
 * The pdf family's Lambda (also serves `POST /api/files`, which needs the same files-bucket grants).
 * Config and clients are read at the first request, never at import, so tests can import this module freely.
 */

const renderer = createChromiumRenderer({ locate: () => locateChromium(config().CHROMIUM_PATH)() });

let upload: ReturnType<typeof createUploadImpl> | undefined;
const uploadImpl: ReturnType<typeof createUploadImpl> = (input, ctx) => {
  upload ??= createUploadImpl({ s3: s3Client(), bucket: config().FILES_BUCKET });
  return upload(input, ctx);
};

export const implementations: Implementations = {
  ...createPdfImplementations({ fontBytes: () => loadFontBytes(), renderer }),
  [filesCreate.id]: uploadImpl,
};

/** Files in and out through the files bucket, unless the shared wiring already provides them. */
export function pdfDeps(): PipelineDeps {
  const base = defaultDeps();
  const bucket = config().FILES_BUCKET;
  return {
    ...base,
    resolveFile: base.resolveFile ?? createFileResolver({ s3: s3Client(), bucket }),
    storeResult: base.storeResult ?? createResultStore({ s3: s3Client(), bucket }),
  };
}

export const handler = createFamilyHandler('pdf', implementations, pdfDeps);
