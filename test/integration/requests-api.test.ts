import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { type RequestEntry, requestStatsOutput, requestsOutput } from '../../shared/operations/outputs/requests.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * The request log through the local platform (gateway, authorizer, pipeline, DynamoDB Local): a customer's
 * successful, failed (4xx), refused (revoked key) and async calls each appear in `GET /api/user/requests` with
 * the right status and credits, and under today in the usage summary.
 */
const { baseUrl, env } = inject('platform');

let account: TestAccount;
const session = () => ({ authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' });
const call = (key: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'api-token': key, 'content-type': 'application/json', 'user-agent': 'it-client/1.0', ...headers },
    body: JSON.stringify(body),
  });
const log = async (query = ''): Promise<RequestEntry[]> => {
  const response = await fetch(`${baseUrl}/api/user/requests${query}`, { headers: session() });
  expect(response.status).toBe(200);
  return requestsOutput.parse(await response.json()).items;
};

const ids: Record<'ok' | 'bad' | 'async' | 'refused', string> = { ok: '', bad: '', async: '', refused: '' };

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env);
  const ok = await call(
    account.apiKey,
    '/api/image/qr-code',
    { data: 'https://example.com' },
    { 'idempotency-key': 'log-it-1' },
  );
  expect(ok.status).toBe(200);
  ids.ok = ok.headers.get('x-request-id') ?? '';
  const bad = await call(account.apiKey, '/api/image/qr-code', { data: 'x', color: '#fefefe' });
  expect(bad.status).toBe(400);
  ids.bad = bad.headers.get('x-request-id') ?? '';
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c81e1e' } })
    .png()
    .toBuffer();
  const accepted = await call(
    account.apiKey,
    '/api/e-image/upscale',
    { image: `data:image/png;base64,${png.toString('base64')}`, upscaleFactor: 2 },
    { prefer: 'respond-async' },
  );
  expect(accepted.status).toBe(202);
  ids.async = accepted.headers.get('x-request-id') ?? '';

  const created = await fetch(`${baseUrl}/api/user/keys`, {
    method: 'POST',
    headers: session(),
    body: JSON.stringify({ name: 'to revoke' }),
  });
  expect(created.status).toBe(201);
  const second = z.object({ id: z.string(), token: z.string() }).parse(await created.json());
  const revoke = await fetch(`${baseUrl}/api/user/keys/${second.id}`, { method: 'DELETE', headers: session() });
  expect(revoke.status).toBe(200);
  const refused = await call(second.token, '/api/image/qr-code', { data: 'after revoke' });
  expect(refused.status).toBe(401);
  ids.refused = second.id;
});

describe('GET /api/user/requests', () => {
  it('lists each call with its status and credits, newest first', async () => {
    const items = await log();
    const byId = new Map(items.map((i) => [i.request_id, i]));
    expect(byId.get(ids.ok)).toMatchObject({
      operation_id: 'image.qr-code',
      family: 'image',
      status: 200,
      code: null,
      credits_charged: 1,
      credits_refunded: 0,
      idempotency_key: 'log-it-1',
      user_agent: 'it-client/1.0',
      source: 'api',
    });
    expect(byId.get(ids.ok)?.headers['X-Credits-Charged']).toBe('1');
    expect(byId.get(ids.bad)).toMatchObject({ status: 400, code: 'invalid_request', credits_charged: 0 });
    expect(JSON.parse(byId.get(ids.bad)?.problem ?? '{}')).toMatchObject({ code: 'invalid_request', status: 400 });
    const job = byId.get(ids.async);
    expect(job).toMatchObject({ status: 202, operation_id: 'image.upscale', credits_charged: 2 });
    expect(job?.job_id).toMatch(/^job_/);
    const refused = items.find((i) => i.key_id === ids.refused);
    expect(refused).toMatchObject({
      status: 401,
      code: 'unauthorized',
      credits_charged: 0,
      operation_id: 'image.qr-code',
    });
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("names each row's key, a revoked key by the name it had, in the list and the CSV", async () => {
    const items = await log();
    const byId = new Map(items.map((i) => [i.request_id, i]));
    expect(byId.get(ids.ok)).toMatchObject({ key_name: 'API Key Principal' });
    expect(items.find((i) => i.key_id === ids.refused)).toMatchObject({ key_name: 'to revoke' });
    const csv = await fetch(`${baseUrl}/api/user/requests?format=csv`, { headers: session() });
    const [header = '', ...rows] = (await csv.text()).trimEnd().split('\r\n');
    const column = header.split(',').indexOf('key_name');
    expect(column).toBeGreaterThan(-1);
    const names = rows.map((row) => row.split(',')[column]);
    expect(names).toContain('API Key Principal');
    expect(names).toContain('to revoke');
  });

  it('filters by status class and key, and exports the filter as CSV', async () => {
    expect((await log('?status=4xx')).map((i) => i.status).sort()).toEqual([400, 401]);
    expect((await log(`?key=${ids.refused}`)).map((i) => i.status)).toEqual([401]);
    const csv = await fetch(`${baseUrl}/api/user/requests?status=2xx`, {
      headers: { ...session(), accept: 'text/csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).some((l) => l.includes(ids.ok))).toBe(true);
  });

  it('counts the calls and credits under today in the usage summary', async () => {
    const response = await fetch(`${baseUrl}/api/user/requests/stats`, { headers: session() });
    const stats = requestStatsOutput.parse(await response.json());
    const today = stats.days.at(-1);
    expect(today?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today?.calls).toEqual({ image: 4 });
    expect(today?.credits).toEqual({ image: 3 });
    expect(stats.today.quota).toMatchObject({ limit: 100, used: 2 });
  });

  it('is a session call: an API key cannot read the log', async () => {
    const response = await fetch(`${baseUrl}/api/user/requests`, { headers: { 'api-token': account.apiKey } });
    expect(response.status).toBe(401);
  });
});
