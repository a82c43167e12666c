import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { createAudioImplementations } from './implementations.js';
import { audioEngines } from './wiring.js';

/**
 * The audio family's Lambda: text to speech (eSpeak NG, Polly when enabled), speech to text and YouTube transcripts.
 * Engines are built at the first request (wiring.ts).
 */
export const implementations = createAudioImplementations(audioEngines);

export const handler = createFamilyHandler('audio', implementations, defaultDeps);
