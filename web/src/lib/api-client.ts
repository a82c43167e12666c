import { getAccessToken } from './auth.js';
import { loadApiBase } from './config-source.js';

/**
 * The one way the web calls the API. Paths are the operation table's (`/api/…`); they are rebased on the
 * configured `apiBase` when it differs. The session's access token is attached as a bearer unless the call
 * is public. Failures become `ApiError`, parsed from the RFC 9457 problem body when there is one.
 */
export interface ApiFieldError {
  readonly path: string;
  readonly message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: readonly ApiFieldError[] = [],
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export interface ApiRequestInit extends RequestInit {
  /** Send the session's bearer token (default true). Public calls such as `GET /api/services` pass false. */
  readonly authenticated?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

const fieldErrors = (value: unknown): ApiFieldError[] =>
  Array.isArray(value)
    ? value.filter(isRecord).map((entry) => ({ path: text(entry.path, ''), message: text(entry.message, '') }))
    : [];

/** Builds an ApiError from a failed response, reading problem+json (or any JSON with detail/message). */
export const toApiError = async (response: Response): Promise<ApiError> => {
  const fallbackCode = response.status === 401 ? 'unauthorized' : 'http_error';
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isRecord(body))
    return new ApiError(response.status, fallbackCode, response.statusText || `HTTP ${response.status}`);
  return new ApiError(
    response.status,
    text(body.code, fallbackCode),
    text(body.detail, text(body.message, text(body.title, `HTTP ${response.status}`))),
    fieldErrors(body.errors),
  );
};

const resolveUrl = async (path: string): Promise<string> => {
  if (!path.startsWith('/api')) return path;
  try {
    const apiBase = await loadApiBase();
    return apiBase === '/api' ? path : `${apiBase.replace(/\/$/, '')}${path.slice('/api'.length)}`;
  } catch {
    // Without a config the site and the API share an origin under /api (the deployed layout).
    return path;
  }
};

/** Sends a request; resolves with the response when it is 2xx, rejects with ApiError otherwise. */
export const apiFetch = async (path: string, init: ApiRequestInit = {}): Promise<Response> => {
  const { authenticated = true, headers, ...rest } = init;
  const merged = new Headers(headers);
  if (!merged.has('accept')) merged.set('accept', 'application/json');
  if (authenticated) {
    const token = await getAccessToken();
    if (token) merged.set('authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(await resolveUrl(path), { ...rest, headers: merged });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  announceCredits(response);
  return response;
};

/** Fired on `window` whenever a response reports the balance (`X-Credits-Remaining`): a call changed it. */
export const creditsChangedEvent = 'alquimia:credits-changed';

const announceCredits = (response: Response): void => {
  const remaining = response.headers.get('x-credits-remaining');
  if (remaining === null || typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(creditsChangedEvent, { detail: Number(remaining) }));
};

/**
 * apiFetch + JSON: `parse` validates the body (pass a zod schema's `parse`), so no response is trusted
 * unchecked. A `json` value is sent as the request body with the JSON content type.
 */
export const apiJson = async <T>(
  path: string,
  parse: (data: unknown) => T,
  init: ApiRequestInit & { json?: unknown } = {},
): Promise<T> => {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await apiFetch(path, {
    ...rest,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  return parse(response.status === 204 ? undefined : await response.json());
};
