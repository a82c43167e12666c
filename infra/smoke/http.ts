import type { z } from 'zod';

/** One HTTP answer, read in full (the smoke checks bodies, headers and sizes together). */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
  readonly text: () => string;
  /** The body parsed as JSON, then by `schema`; a failure names what came back. */
  readonly json: <T extends z.ZodType>(schema: T) => z.infer<T>;
}

/** Longest request the smoke waits for: the gateway's own limit is 29 s, so anything longer is a hang. */
const requestTimeoutMs = 35_000;

/** `fetch` against the site, answered in full. `path` is absolute (`/api/…`) or a whole URL (a status or file URL). */
export async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const url = new URL(path, base);
  // Failures name the request: a smoke table row must say which call broke without a second run.
  const what = `${init.method ?? 'GET'} ${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    // undici says only "fetch failed"; the cause (ECONNREFUSED, a TLS error, the timeout) is what helps.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = () => new TextDecoder().decode(bytes);
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text,
    json: (schema) => {
      let body: unknown;
      try {
        body = JSON.parse(text());
      } catch {
        throw new Error(`${what} answered ${response.status} without JSON: ${text().slice(0, 120)}`);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `${what} answered ${response.status} with a body that does not fit its schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}; got ${text().slice(0, 160)}`,
        );
      }
      return parsed.data;
    },
  };
}

/** JSON request headers, with the key when there is one. */
export const jsonHeaders = (key?: string, extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'application/json',
  ...(key === undefined ? {} : { 'api-token': key }),
  ...extra,
});

/** Fails the check with `message` unless `condition` holds. */
export function ensure(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Fails unless the answer has `status`, quoting the body (a problem's detail is the useful part). */
export function ensureStatus(answer: Answer, status: number, what: string): void {
  ensure(answer.status === status, `${what}: expected ${status}, got ${answer.status} ${answer.text().slice(0, 200)}`);
}
