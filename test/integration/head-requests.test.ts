import { describe, expect, inject, it } from 'vitest';

/** `HEAD` on the platform's public reads (shared/head-requests.ts), through the local gateway and the real handler. */
const { baseUrl } = inject('platform');

/** Headers that differ per request, left out of the comparison. */
const perRequest = new Set(['date', 'x-request-id', 'x-amzn-requestid', 'content-length', 'connection', 'keep-alive']);
const stableHeaders = (response: Response): Record<string, string> =>
  Object.fromEntries([...response.headers].filter(([name]) => !perRequest.has(name)));

describe('HEAD requests', () => {
  it.each(['/api/openapi.json', '/api/services'])(
    'HEAD %s answers 200 with the GET’s headers and no body',
    async (path) => {
      const get = await fetch(`${baseUrl}${path}`);
      const head = await fetch(`${baseUrl}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(get.status).toBe(200);
      expect(stableHeaders(head)).toEqual(stableHeaders(get));
      expect(head.headers.get('content-type')).toContain('application/json');
      expect(await head.text()).toBe('');
      expect((await get.text()).length).toBeGreaterThan(100);
    },
  );

  it('HEAD on a dashboard route still answers 405, naming the methods it has', async () => {
    const response = await fetch(`${baseUrl}/api/user/profile`, { method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});
