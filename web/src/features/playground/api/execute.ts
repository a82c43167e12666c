import { inputSchemas } from '../../../../../shared/operations/json-schema.js';
import type { Operation } from '../../../../../shared/operations/types.js';
import { loadWebConfig } from '../../../lib/config.js';

/**
 * The playground's call: the operation's method and path on this deployment's API, with the customer's key in
 * the `api-token` header, exactly as their own code would send it. Answers are read whole, whatever the status:
 * JSON, a file, or an RFC 9457 problem, with the credit headers.
 */

export interface CallOptions {
  readonly key: string;
  readonly dryRun?: boolean;
  /** `Prefer: respond-async` (async-allowed operations). */
  readonly async?: boolean;
  readonly signal?: AbortSignal;
}

export interface Problem {
  readonly title: string;
  readonly detail: string;
  readonly code?: string;
  readonly errors: readonly { readonly path: string; readonly message: string }[];
}

export interface FileResult {
  readonly blob: Blob;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface CallResult {
  readonly status: number;
  readonly ok: boolean;
  readonly ms: number;
  readonly charged?: number;
  readonly remaining?: number;
  readonly requestId?: string;
  /** Where a 202 job is read (Location header or body `statusUrl`). */
  readonly jobUrl?: string;
  readonly json?: unknown;
  readonly file?: FileResult;
  readonly problem?: Problem;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

const numberHeader = (headers: Headers, name: string): number | undefined => {
  const raw = headers.get(name);
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

/** This deployment's API origin for a `/api/...` path (the configured apiBase, or the site's own origin). */
export async function apiUrl(path: string): Promise<string> {
  try {
    const { apiBase } = await loadWebConfig();
    if (apiBase !== '/api') return `${apiBase.replace(/\/$/, '')}${path.slice('/api'.length)}`;
  } catch {
    // No config: the site and the API share an origin.
  }
  return new URL(path, window.location.origin).toString();
}

/** The origin shown in the examples: where `/api/...` resolves for this site. */
export async function apiOrigin(): Promise<string> {
  const url = await apiUrl('/api');
  return url.replace(/\/api$/, '');
}

const fileName = (disposition: string | null, fallback: string): string => {
  if (disposition) {
    const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (star) {
      try {
        return decodeURIComponent(star);
      } catch {
        // fall through to the plain name
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
    if (plain) return plain;
  }
  return fallback;
};

const problemOf = (status: number, body: unknown, statusText: string): Problem => {
  const record = isRecord(body) ? body : {};
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(isRecord).map((e) => ({ path: str(e.path) ?? '', message: str(e.message) ?? '' }))
    : [];
  const code = str(record.code);
  return {
    title: str(record.title) ?? (statusText || `HTTP ${status}`),
    detail: str(record.detail) ?? str(record.message) ?? (typeof body === 'string' ? body : ''),
    ...(code ? { code } : {}),
    errors,
  };
};

/** Reads any answer: JSON (problem or not) when it says so, else a file. */
export async function readResponse(response: Response, started: number, fallbackName: string): Promise<CallResult> {
  const type = response.headers.get('content-type') ?? '';
  const base = {
    status: response.status,
    ok: response.ok,
    ...(numberHeader(response.headers, 'x-credits-charged') === undefined
      ? {}
      : { charged: numberHeader(response.headers, 'x-credits-charged') }),
    ...(numberHeader(response.headers, 'x-credits-remaining') === undefined
      ? {}
      : { remaining: numberHeader(response.headers, 'x-credits-remaining') }),
    ...(response.headers.get('x-request-id') ? { requestId: response.headers.get('x-request-id') ?? '' } : {}),
  };
  const isJson = /json/i.test(type);
  if (isJson || !response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    const ms = Math.round(performance.now() - started);
    if (!response.ok) return { ...base, ms, problem: problemOf(response.status, body, response.statusText) };
    const location = response.headers.get('location') ?? (isRecord(body) ? str(body.statusUrl) : undefined);
    return { ...base, ms, json: body, ...(response.status === 202 && location ? { jobUrl: location } : {}) };
  }
  const blob = await response.blob();
  const ms = Math.round(performance.now() - started);
  const name = fileName(response.headers.get('content-disposition'), fallbackName);
  return { ...base, ms, file: { blob, name, size: blob.size, type: blob.type || type } };
}

/** The URL of one call: path parameters filled, query parameters for bodiless methods, pipeline controls. */
export function callPath(op: Operation, input: Readonly<Record<string, unknown>>, dryRun: boolean): string {
  const schemas = inputSchemas(op);
  let path = op.path;
  for (const p of schemas.path)
    path = path.replace(new RegExp(`\\{${p.name}\\+?\\}`), encodeURIComponent(String(input[p.name] ?? '')));
  const query = new URLSearchParams();
  for (const q of schemas.query) {
    const value = input[q.name];
    if (value !== undefined) query.set(q.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (dryRun) query.set('dry_run', 'true');
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Multipart when a file is uploaded or the operation takes nothing else; JSON otherwise (the call and its examples agree). */
export const bodyTypeFor = (op: Operation, uploads: boolean): 'json' | 'multipart' =>
  uploads || !op.bodyTypes.includes('json') ? 'multipart' : 'json';

/** The body: multipart when a file is uploaded (or the operation takes nothing else), else JSON. */
export function callBody(
  op: Operation,
  input: Readonly<Record<string, unknown>>,
): { body?: BodyInit; contentType?: string } {
  if (op.method === 'GET' || op.method === 'DELETE' || op.bodyTypes.length === 0) return {};
  const schemas = inputSchemas(op);
  const bodyInput = Object.fromEntries(Object.entries(input).filter(([k]) => !schemas.path.some((p) => p.name === k)));
  const values = Object.values(bodyInput).flatMap((v) => (Array.isArray(v) ? v : [v]));
  const multipart =
    bodyTypeFor(
      op,
      values.some((v) => v instanceof File),
    ) === 'multipart';
  if (!multipart) return { body: JSON.stringify(bodyInput), contentType: 'application/json' };
  const form = new FormData();
  for (const [name, value] of Object.entries(bodyInput)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v instanceof File) form.append(name, v, v.name);
      else form.append(name, typeof v === 'string' ? v : JSON.stringify(v));
    }
  }
  return { body: form };
}

const fallbackNames: Partial<Record<string, string>> = {
  pdf: 'resultado.pdf',
  image: 'resultado.png',
  audio: 'audio.mp3',
};

export async function callOperation(
  op: Operation,
  input: Readonly<Record<string, unknown>>,
  options: CallOptions,
): Promise<CallResult> {
  const headers = new Headers({ 'api-token': options.key, accept: 'application/json, */*' });
  if (options.async && op.mode === 'async-allowed') headers.set('prefer', 'respond-async');
  const { body, contentType } = callBody(op, input);
  if (contentType) headers.set('content-type', contentType);
  const started = performance.now();
  const response = await fetch(await apiUrl(callPath(op, input, options.dryRun === true)), {
    method: op.method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return readResponse(response, started, fallbackNames[op.family] ?? 'resultado.bin');
}

export interface JobState {
  readonly status: string;
  readonly progress: number;
  readonly body: unknown;
}

export const jobStateOf = (body: unknown): JobState => {
  const record = isRecord(body) ? body : {};
  const progress = typeof record.progress === 'number' ? record.progress : 0;
  return { status: str(record.status) ?? 'queued', progress, body };
};

export const jobDone = (state: JobState): boolean => ['succeeded', 'failed', 'completed'].includes(state.status);

/** Reads a job's status with the same key (the status URL may be relative or absolute). */
export async function readJob(url: string, key: string, signal?: AbortSignal): Promise<CallResult> {
  const absolute = /^https?:\/\//i.test(url) ? url : await apiUrl(url);
  const started = performance.now();
  const response = await fetch(absolute, {
    headers: { 'api-token': key, accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  return readResponse(response, started, 'resultado.bin');
}
