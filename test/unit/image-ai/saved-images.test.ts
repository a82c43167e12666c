import { beforeEach, describe, expect, it } from 'vitest';
import { get, imageHandler, post, problem, resetAwsMocks, tableItems, userAuthorizer } from './support.js';

/** Saved images and history: records in the account's partition, newest first, paginated. */

const handler = imageHandler(() => undefined);
const ours = (account: string, n: number) =>
  `https://media-bucket.s3.us-east-1.amazonaws.com/images/${account}/img_${String(n).padStart(20, 'a')}.png?X-Amz-Signature=old`;
const accountOf = (sub: string) => `acct_${sub.replaceAll('-', '')}`;

const save = (body: Record<string, unknown>, sub = 'user-1') =>
  post(handler, '/api/images/save', body, userAuthorizer(sub));
const history = (query: Record<string, string>, sub = 'user-1') =>
  get(handler, '/api/images/history', query, userAuthorizer(sub));

beforeEach(() => {
  resetAwsMocks();
});

describe('saved images', () => {
  it('saves a record in the caller’s partition with a 30-day expiry and answers 201', async () => {
    const response = await save({
      user_id: 'someone-else',
      positive_prompt: 'a lighthouse',
      negative_prompt: null,
      width: 512,
      height: 512,
      style: 'watercolor',
      mood: null,
      storage_url: ours(accountOf('user-1'), 1),
      credits_used: 3,
    });
    expect(response.statusCode).toBe(201);
    const body = JSON.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ positive_prompt: 'a lighthouse', style: 'watercolor', mood: null, width: 512 });
    expect(body.data.id).toMatch(/^img_/);
    expect(tableItems).toHaveLength(1);
    const item = tableItems[0] ?? {};
    expect(item.PK).toBe('ACCT#acct_user1');
    expect(String(item.SK)).toMatch(/^IMAGE#2026-11-22T10:00:\d\d\.000Z#img_/);
    expect(item.media_key).toBe(`images/acct_user1/img_${'1'.padStart(20, 'a')}.png`);
    expect(Number(item.ttl) - Date.parse(String(item.created_at)) / 1000).toBe(30 * 86_400);
  });

  it('lists newest first, paginates with a cursor, and re-signs URLs of our own images', async () => {
    for (let n = 1; n <= 3; n++) await save({ positive_prompt: `p${n}`, storage_url: ours(accountOf('user-1'), n) });
    await save({ positive_prompt: 'external', storage_url: 'https://example.com/x.jpg' });
    await save({ positive_prompt: 'other account', storage_url: 'https://example.com/y.jpg' }, 'user-2');

    const first = JSON.parse((await history({ limit: '2' })).body);
    expect(first.data.map((r: { positive_prompt: string }) => r.positive_prompt)).toEqual(['external', 'p3']);
    expect(first.data[0].storage_url).toBe('https://example.com/x.jpg');
    const resigned = new URL(first.data[1].storage_url);
    expect(resigned.pathname).toBe(`/images/acct_user1/img_${'3'.padStart(20, 'a')}.png`);
    expect(resigned.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(first.data[1]).not.toHaveProperty('media_key');

    const second = JSON.parse((await history({ limit: '2', cursor: first.nextCursor })).body);
    expect(second.data.map((r: { positive_prompt: string }) => r.positive_prompt)).toEqual(['p2', 'p1']);

    const other = JSON.parse((await history({}, 'user-2')).body);
    expect(other.data.map((r: { positive_prompt: string }) => r.positive_prompt)).toEqual(['other account']);
  });

  it('keeps another account’s media URL as a plain URL (never re-signs someone else’s key)', async () => {
    await save({ positive_prompt: 'x', storage_url: ours(accountOf('user-2'), 9) });
    expect(tableItems[0]?.media_key).toBeUndefined();
  });

  it('refuses a cursor it did not issue with 400', async () => {
    const response = await history({ cursor: Buffer.from('PROFILE').toString('base64url') });
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('invalid_request');
  });

  it('refuses a save without a storage URL with 400 and a call without a session with 401', async () => {
    expect((await save({ positive_prompt: 'x' })).statusCode).toBe(400);
    expect((await post(handler, '/api/images/save', { storage_url: 'https://e.com/a.png' }, {})).statusCode).toBe(401);
  });
});
