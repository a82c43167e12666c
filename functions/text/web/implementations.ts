import { textExtractWebInfo } from '../../../shared/operations/text.js';
import { type Implementation, implement } from '../../core/implement.js';
import { createSafeFetch } from '../../core/net/fetch.js';
import { parseWebConfig } from './config.js';
import { guardedPageFetcher, type PageFetcher } from './engine/fetcher.js';
import { createExtractWebInfo, type ExtractDeps } from './operations/extract.js';

/**
 * The web part of the text family. Production fetches through the core SSRF guard with no exceptions; tests
 * pass their own `fetchPage` (a guard that allow-lists their loopback server), which production cannot.
 */
export function webImplementations(deps: ExtractDeps = { fetchPage: productionFetcher() }): readonly Implementation[] {
  return [implement(textExtractWebInfo, createExtractWebInfo(deps))];
}

/** Built at the first request, once per process (config is read then, never at import). */
function productionFetcher(): PageFetcher {
  let fetcher: PageFetcher | undefined;
  return (url, request) => {
    if (!fetcher) {
      const config = parseWebConfig(process.env);
      const timeoutMs = config.WEB_FETCH_TIMEOUT_MS;
      fetcher = guardedPageFetcher(
        createSafeFetch({ timeoutMs, allowAddresses: config.WEB_FETCH_ALLOW_ADDRESSES }),
        timeoutMs,
      );
    }
    return fetcher(url, request);
  };
}
