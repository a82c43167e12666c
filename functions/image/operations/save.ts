import { imageSave } from '../../../shared/operations/image.js';
import { createSaveImage } from '../ai/saved-images.js';
import { imageImplementation } from '../deps.js';

export default imageImplementation(imageSave, createSaveImage);
