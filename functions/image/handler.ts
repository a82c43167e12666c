import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { aiImageImplementations } from './ai/implementations.js';
import { imageImplementations } from './implementations.js';

/**
 * The image family's Lambda: embedded engines (QR code, watermark, chart, upscale) and the provider-backed AI
 * operations. Engines are built at their first request, once per process.
 */
export const implementations = [...imageImplementations(), ...aiImageImplementations()];

export const handler = createFamilyHandler('image', implementations, defaultDeps);
