import { vi } from 'vitest';

export interface StubReply {
  readonly status?: number;
  readonly body?: unknown;
}

/** Replaces fetch with canned answers keyed by `METHOD /path`; unknown routes answer 404. Returns the calls. */
export function stubFetch(routes: Record<string, StubReply>): Request[] {
  const calls: Request[] = [];
  const table = new Map<string, StubReply>(
    Object.entries({
      'GET /config.json': {
        body: {
          region: 'us-east-1',
          userPoolId: 'us-east-1_Test',
          userPoolClientId: 'client',
          apiBase: '/api',
          stage: 'test',
        },
      },
      ...routes,
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1'),
        init,
      );
      calls.push(request);
      const reply = table.get(`${request.method} ${new URL(request.url).pathname}`) ?? { status: 404, body: {} };
      const status = reply.status ?? 200;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return calls;
}
