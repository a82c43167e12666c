import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';

/**
 * The verify family's Lambda. No engine is wired for its operations yet, so each answers 503 engine_unavailable,
 * uncharged, through the normal pipeline (validation still applies first).
 */
export const handler = createFamilyHandler('verify', {}, defaultDeps);
