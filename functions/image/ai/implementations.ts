import { imageHistory, imageRemoveBackground, imageSave, imageTextToImage } from '../../../shared/operations/image.js';
import { type Implementation, implement } from '../../core/implement.js';
import type { ImageEngine } from './engine/types.js';
import type { ImageHistoryStore } from './history.js';
import type { MediaStore } from './media.js';
import { createRemoveBackground } from './operations/remove-background.js';
import { createImageHistory, createSaveImage } from './operations/saved-images.js';
import { createTextToImage } from './operations/text-to-image.js';

export interface AiImageDeps {
  /** The configured provider, or undefined when none is (the operations then answer 503, uncharged). */
  readonly engine: () => ImageEngine | undefined;
  readonly media: MediaStore;
  readonly history: ImageHistoryStore;
}

/** Text to image, background removal, saved images and their history, bound to their table entries. */
export function createAiImageImplementations(deps: AiImageDeps): readonly Implementation[] {
  const available = () => deps.engine() !== undefined;
  const engine = () => deps.engine()?.name;
  return [
    implement(imageTextToImage, createTextToImage(deps), { available, engine }),
    implement(imageRemoveBackground, createRemoveBackground(deps.engine), { available, engine }),
    implement(imageSave, createSaveImage(deps)),
    implement(imageHistory, createImageHistory(deps)),
  ];
}
