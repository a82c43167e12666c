import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { imageImplementations } from './implementations.js';
import { defaultImageDeps } from './wiring.js';

/**
 * The image family's Lambda: embedded engines (QR code, watermark, chart, upscale) and the provider-backed AI
 * operations. Engines are built at their first request, once per process (wiring.ts).
 */
export const implementations = imageImplementations(defaultImageDeps());

export const handler = createFamilyHandler('image', implementations, defaultDeps);
