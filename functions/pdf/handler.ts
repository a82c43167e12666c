import { s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { createUpload } from '../core/files/upload.js';
import { createFamilyHandler } from '../core/handler.js';
import { initializedAheadOfRequests } from '../core/lambda-init.js';
import { defaultDeps } from '../core/wiring.js';
import { loadFontBytes } from './engine/fonts.js';
import { createChromiumRenderer, locateChromium } from './engine/renderer.js';
import { createPdfImplementations } from './implementations.js';

/**
 * The pdf family's Lambda (also serves `POST /api/files`, which needs the same files-bucket grants).
 * Config and clients are read at the first request, never at import, so tests can import this module freely.
 */

const renderer = createChromiumRenderer({ locate: () => locateChromium(config().CHROMIUM_PATH)() });

/**
 * An environment that provisioned concurrency initialises (core/lambda-init.ts) does so before any request is routed
 * to it, so the browser is unpacked and launched then, and awaited. An on-demand environment does not: its first
 * request is waiting while it initialises, and a browser started then was measured to take as long to the first
 * HTML→PDF render (unpacking Chromium is the time) while slowing the other PDF operations' cold starts (the
 * watermark's by 0.8 s at the share; docs/performance.md, "Cold starts"). The local platform and the tests never
 * set the variable.
 */
if (initializedAheadOfRequests()) await renderer.start();

export const implementations = [
  ...createPdfImplementations({ fontBytes: () => loadFontBytes(), renderer }),
  createUpload(() => ({ s3: s3Client(), bucket: config().FILES_BUCKET })),
];

export const handler = createFamilyHandler('pdf', implementations, defaultDeps);
