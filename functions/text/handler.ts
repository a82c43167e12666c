import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { ocrImplementations } from './ocr/implementations.js';
import { scriptImplementations } from './script/implementations.js';
import { webImplementations } from './web/implementations.js';

/** The text family's Lambda: each part (web, OCR, script) exports its implementations; wiring happens lazily. */
export const implementations = [...ocrImplementations(), ...webImplementations(), ...scriptImplementations()];

export const handler = createFamilyHandler('text', implementations, defaultDeps);
