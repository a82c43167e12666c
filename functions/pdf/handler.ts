import { s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { createUpload } from '../core/files/upload.js';
import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { loadFontBytes } from './engine/fonts.js';
import { createChromiumRenderer, locateChromium } from './engine/renderer.js';
import { createPdfImplementations } from './implementations.js';

/**
 * The pdf family's Lambda (also serves `POST /api/files`, which needs the same files-bucket grants).
 * Config and clients are read at the first request, never at import, so tests can import this module freely.
 */

const renderer = createChromiumRenderer({ locate: () => locateChromium(config().CHROMIUM_PATH)() });

export const implementations = [
  ...createPdfImplementations({ fontBytes: () => loadFontBytes(), renderer }),
  createUpload(() => ({ s3: s3Client(), bucket: config().FILES_BUCKET })),
];

export const handler = createFamilyHandler('pdf', implementations, defaultDeps);
