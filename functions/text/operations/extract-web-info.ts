import { textExtractWebInfo } from '../../../shared/operations/text.js';
import { textImplementation } from '../deps.js';
import { createExtractWebInfo } from '../web/extract.js';

/** A web page's metadata and main text, fetched through the deps' guarded fetcher. */
export default textImplementation(textExtractWebInfo, (deps) => createExtractWebInfo({ fetchPage: deps.fetchPage }));
