import type { SafeFetch } from '../../../core/net/fetch.js';

/** A page as downloaded: where the redirects ended, and the raw bytes with their declared type. */
export interface FetchedPage {
  readonly finalUrl: string;
  readonly status: number;
  /** The Content-Type header; with its parameters when the fetcher keeps them (the charset lives there). */
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export interface PageRequest {
  readonly maxBytes: number;
  readonly signal: AbortSignal;
}

/** Downloads a client-given URL. Production uses the core SSRF guard; nothing else may reach the network. */
export type PageFetcher = (url: string, request: PageRequest) => Promise<FetchedPage>;

const acceptHtml = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/**
 * The page fetcher over the core guarded fetch (http/https only, every hop's address checked at connect time,
 * at most 5 redirects, byte and time caps). Its errors are already problems: 400 for a refused URL, 413 over
 * the cap, 422 for a page that outlives the safe fetch's own time limit, an unreachable host or a non-2xx answer,
 * and the caller's 504 when the request's deadline cuts the download (core/net/fetch.ts).
 */
export function guardedPageFetcher(safeFetch: SafeFetch): PageFetcher {
  return async (url, request) => {
    const got = await safeFetch(url, {
      field: 'url',
      maxBytes: request.maxBytes,
      signal: request.signal,
      headers: { accept: acceptHtml, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8,*;q=0.5' },
    });
    return {
      finalUrl: got.finalUrl,
      status: got.status,
      contentType: got.contentTypeHeader || got.contentType,
      bytes: got.bytes,
    };
  };
}
