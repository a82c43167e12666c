import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { createTextImplementations } from './implementations.js';
import { defaultTextDeps } from './wiring.js';

/** The text family's Lambda: OCR, web page reading and scripts. Engines are built at the first request (wiring.ts). */
export const implementations = createTextImplementations(defaultTextDeps());

export const handler = createFamilyHandler('text', implementations, defaultDeps);
