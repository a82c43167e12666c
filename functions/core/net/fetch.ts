import type { Agent, buildConnector, fetch } from 'undici';
import { timeLimitText, withDeadline } from '../../../shared/deadline.js';
import { stoppedByDeadline } from '../deadline.js';
import { AppError, payloadTooLarge } from '../errors.js';
import { ipLiteral } from './address.js';
import {
  type AddressPolicy,
  addressAllowed,
  addressPolicy,
  ForbiddenAddressError,
  guardedConnector,
  type Resolve,
  UnresolvableHostError,
} from './connector.js';
import { isTrustedOrigin, isTrustedUrl, type TrustedPrefix, type TrustedUrls, trustedPrefixes } from './trusted.js';

/**
 * undici (about 0.5 MB) is loaded at the first fetch, not when this module is imported: most functions bundle this
 * file (file inputs may be URLs) and few calls fetch anything, and evaluating undici at every cold start cost each of
 * them init time (docs/performance.md, "Cold starts"). In a bundle the dynamic import stays in the one file, as a
 * module esbuild evaluates on first use.
 */
let undici: Promise<typeof import('undici')> | undefined;
const loadUndici = (): Promise<typeof import('undici')> => {
  undici ??= import('undici');
  return undici;
};

/**
 * The one way server code fetches a URL a client gave it (file inputs, web extraction, webhooks' targets are
 * checked the same way). http/https only; every hop's host is checked before a socket opens (literal IPs up
 * front, names at connect time through the guarded connector); redirects are followed by hand so each
 * Location is checked again (at most 5); the body is capped in bytes and the whole exchange in time.
 */

export interface SafeFetchOptions {
  readonly resolve?: Resolve;
  /** Test-only allow-list of exact addresses (e.g. `['127.0.0.1']` to reach a loopback test server). */
  readonly allowAddresses?: readonly string[];
  readonly maxRedirects?: number;
  readonly timeoutMs?: number;
  /** The socket-opening step; tests wrap it with a spy. */
  readonly connect?: buildConnector.connector;
  /** The platform's own URLs (its stored results), fetched wherever they live; see trusted.ts. */
  readonly trusted?: TrustedUrls;
}

export interface FetchRequest {
  /** Field the URL came from, named in error messages. */
  readonly field: string;
  readonly maxBytes: number;
  readonly signal?: AbortSignal;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Non-2xx answers are errors unless set (webhook senders read the status themselves). */
  readonly acceptAnyStatus?: boolean;
  /**
   * Receives the body chunk by chunk (under the same byte cap) instead of it being collected: large inputs go
   * straight to a file, never whole into memory. The answered `bytes` are then empty.
   */
  readonly sink?: (chunk: Uint8Array) => Promise<void>;
}

export interface FetchedResource {
  readonly status: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly contentType: string;
  /** The whole Content-Type header, parameters included (`text/html; charset=Shift_JIS`). */
  readonly contentTypeHeader: string;
  readonly finalUrl: string;
  /** File name from Content-Disposition or the URL's last path segment (unsanitised: callers sanitise). */
  readonly filename: string;
}

export type SafeFetch = (url: string, request: FetchRequest) => Promise<FetchedResource>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const policy = addressPolicy(options);
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 20_000;
  // Made at the first fetch, with undici (loadUndici).
  let guardedAgent: Promise<Agent> | undefined;
  const agent = (): Promise<Agent> => {
    guardedAgent ??= loadUndici().then(
      ({ Agent, buildConnector }) =>
        new Agent({ connect: guardedConnector(policy, options.connect ?? buildConnector({ timeout: 10_000 })) }),
    );
    return guardedAgent;
  };

  // withDeadline's timer is strongly held (shared/deadline.ts says why AbortSignal.timeout is not enough here).
  return (rawUrl, request) =>
    withDeadline({ signal: request.signal, timeoutMs }, (signal) => fetchGuarded(rawUrl, request, signal));

  async function fetchGuarded(rawUrl: string, request: FetchRequest, signal: AbortSignal): Promise<FetchedResource> {
    const prefixes = await trustedPrefixes(policy);
    let url = checkUrl(rawUrl, request.field, policy, prefixes);
    const [{ fetch }, dispatcher] = await Promise.all([loadUndici(), agent()]);
    let method = request.method ?? 'GET';
    let body = request.body;
    for (let hop = 0; ; hop++) {
      let response: Awaited<ReturnType<typeof fetch>>;
      try {
        response = await fetch(url, {
          method,
          headers: { 'user-agent': 'AlquimiaFetcher/1.0', ...request.headers },
          body,
          redirect: 'manual',
          signal,
          dispatcher,
        });
      } catch (error) {
        throw fetchFailure(error, request, url, signal, timeoutMs);
      }
      const location = response.headers.get('location');
      if (redirectStatuses.has(response.status) && location !== null) {
        await response.body?.cancel();
        if (hop >= maxRedirects) {
          throw new AppError('unprocessable_input', `${request.field}: more than ${maxRedirects} redirects.`);
        }
        url = checkUrl(new URL(location, url).href, request.field, policy, prefixes);
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      if (!request.acceptAnyStatus && (response.status < 200 || response.status > 299)) {
        await response.body?.cancel();
        throw new AppError('unprocessable_input', `${request.field}: the URL answered HTTP ${response.status}.`);
      }
      const bytes = await readCapped(response, request, signal, timeoutMs);
      const contentTypeHeader = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        bytes,
        contentType: contentTypeHeader.split(';')[0]?.trim() ?? '',
        contentTypeHeader,
        finalUrl: url.href,
        filename: filenameOf(response.headers.get('content-disposition'), url),
      };
    }
  }
}

/**
 * Scheme, credentials and literal-IP checks, before any request is made. A URL on one of the platform's own
 * origins passes only under its own path (a stored result); any other path there is refused like a private host.
 */
function checkUrl(raw: string, field: string, policy: AddressPolicy, prefixes: readonly TrustedPrefix[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('invalid_request', `${field}: not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid_request', `${field}: only http and https URLs can be fetched (got ${url.protocol}).`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new AppError('invalid_request', `${field}: URLs with credentials are not accepted.`);
  }
  if (isTrustedOrigin(url.origin, prefixes)) {
    if (isTrustedUrl(url, prefixes)) return url;
    throw forbidden(field);
  }
  const literal = ipLiteral(url.hostname);
  if (literal !== undefined && !addressAllowed(literal, policy)) throw forbidden(field);
  return url;
}

const forbidden = (field: string, cause?: unknown) =>
  new AppError(
    'invalid_request',
    `${field}: the URL points to a private, loopback, link-local or otherwise non-public address.`,
    { cause },
  );

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * The problem a failed download is: the guard's refusals and a host that does not resolve as such; a download cut
 * by the caller's deadline (the request's or the job's) is that deadline's 504 (core/deadline.ts), refunded as any
 * timeout; one that outlived this fetcher's own time limit is the URL's fault, a 422 naming the limit.
 */
function fetchFailure(
  error: unknown,
  request: Pick<FetchRequest, 'field' | 'signal'>,
  url: URL,
  signal: AbortSignal,
  timeoutMs: number,
): AppError {
  const { field } = request;
  const chain = causeChain(error);
  const appError = chain.find((e): e is AppError => e instanceof AppError);
  if (appError) return appError;
  if (chain.some((e) => e instanceof ForbiddenAddressError)) return forbidden(field, error);
  if (chain.some((e) => e instanceof UnresolvableHostError)) {
    return new AppError('unprocessable_input', `${field}: the host ${url.hostname} does not resolve.`, {
      cause: error,
    });
  }
  if (request.signal?.aborted) {
    return stoppedByDeadline(request.signal, `${field}: the download was stopped when the request ran out of time.`);
  }
  if (signal.aborted) {
    return new AppError(
      'unprocessable_input',
      `${field}: the download did not finish within ${timeLimitText(timeoutMs)}.`,
      {
        cause: error,
      },
    );
  }
  return new AppError('unprocessable_input', `${field}: the URL could not be downloaded.`, { cause: error });
}

async function readCapped(
  response: Awaited<ReturnType<typeof fetch>>,
  request: FetchRequest,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > request.maxBytes) {
    await response.body?.cancel();
    throw payloadTooLarge(request.maxBytes, `${request.field}: the file`);
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > request.maxBytes) {
        await response.body.cancel().catch(() => undefined);
        throw payloadTooLarge(request.maxBytes, `${request.field}: the file`);
      }
      if (request.sink) await request.sink(chunk);
      else chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fetchFailure(error, request, new URL(response.url || 'http://invalid/'), signal, timeoutMs);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function filenameOf(disposition: string | null, url: URL): string {
  if (disposition) {
    const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (star) {
      try {
        return decodeURIComponent(star);
      } catch {
        // fall through to the plain form
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
    if (plain) return plain;
  }
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
