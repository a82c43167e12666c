import { textExtractImageText } from '../../../shared/operations/text.js';
import { textImplementation } from '../deps.js';
import { createExtractImageText } from '../ocr/operation.js';

/** Text from a still image (tesseract.js, ocr/engine.ts). */
export default textImplementation(textExtractImageText, (deps) => createExtractImageText(deps.ocr));
