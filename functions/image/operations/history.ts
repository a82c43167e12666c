import { imageHistory } from '../../../shared/operations/image.js';
import { createImageHistory } from '../ai/saved-images.js';
import { imageImplementation } from '../deps.js';

export default imageImplementation(imageHistory, createImageHistory);
