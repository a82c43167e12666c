import { registrar } from '../core/registration.js';
import type { ImageEngine } from './ai/engine/types.js';
import type { ImageHistoryStore } from './ai/history.js';
import type { MediaStore } from './ai/media.js';
import type { ChartRenderer } from './engine/chart.js';

/** What the provider-backed operations use: text to image, background removal, saved images and their history. */
export interface AiImageDeps {
  /** The configured provider, or undefined when none is (the operations then answer 503, uncharged). */
  readonly engine: () => ImageEngine | undefined;
  readonly media: MediaStore;
  readonly history: ImageHistoryStore;
}

export interface ImageDeps extends AiImageDeps {
  /** The chart worker, built at the first chart request and reused by every later one. */
  readonly chartRenderer: () => ChartRenderer;
}

/**
 * How an image operation registers itself: `functions/image/operations/<name>.ts` default-exports
 * `imageImplementation(image<Name>, (deps) => fn)` for the table entry `image.<name>` (core/registration.ts).
 */
export const imageImplementation = registrar<ImageDeps>('image');

/** A provider-backed operation is available while a provider is configured, and priced by the one serving it. */
export const providerBacked = (deps: AiImageDeps) => ({
  available: () => deps.engine() !== undefined,
  engine: () => deps.engine()?.name,
});
