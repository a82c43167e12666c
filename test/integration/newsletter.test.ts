import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { Mail, Mailer } from '../../functions/platform/account-data/mailer.js';
import {
  type NewsletterDeps,
  resendWindowMs,
  subscribe,
  subscriberId,
} from '../../functions/platform/newsletter/subscriptions.js';
import { dynamoClients } from './support/table.js';

/**
 * The newsletter's double opt-in through the local platform's API (shared/operations/newsletter.ts): the stored
 * item in the platform's table, the confirmation mail in the local outbox, the links' calls.
 */

const { baseUrl, env } = inject('platform');
const { ddb } = dynamoClients(env);
const tableName = env.TABLE_NAME ?? '';

const address = (tag: string) => `news-${tag}-${randomBytes(4).toString('hex')}@example.com`;

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}/api/newsletter${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()) });
async function mailsTo(email: string): Promise<z.infer<typeof mailSchema>[]> {
  const response = await fetch(`${baseUrl}/local/outbox.json`);
  const all = z.array(z.looseObject({ to: z.string() })).parse(await response.json());
  return all.filter((m) => m.to === email).map((m) => mailSchema.parse(m));
}

async function stored(email: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: tableName,
      Key: { PK: `NEWSLETTER#${subscriberId(email)}`, SK: 'SUBSCRIBER' },
      ConsistentRead: true,
    }),
  );
  return Item;
}

/** The token a mail's link carries (`/newsletter?acao=confirmar&token=…`). */
const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

describe('newsletter: subscribe', () => {
  it('stores the address as pending and mails one confirmation link and one unsubscribe link, in its language', async () => {
    const email = address('new');
    const response = await post('', { email, language: 'en' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'check_inbox' });

    const item = await stored(email);
    expect(item).toMatchObject({ email, status: 'pending', language: 'en' });
    expect(typeof item?.ttl).toBe('number');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Confirm your Alquimia newsletter subscription');
    expect(mail?.links.map((l) => new URL(l).searchParams.get('acao'))).toEqual(['confirmar', 'cancelar']);
    // The link never carries the address, and the stored secret is only its hash.
    expect(mail?.links.join(' ')).not.toContain('news-new');
    expect(JSON.stringify(item)).not.toContain(tokenOf(mail?.links[0] ?? '').split('.')[1]);
  });

  it('subscribing again, even ten times at once and in another letter case, keeps one record and one mail', async () => {
    const email = address('twice');
    await post('', { email });
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('', { email: i % 2 ? email.toUpperCase() : email })),
    );
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await stored(email))?.status).toBe('pending');
  });

  it('answers a confirmed address exactly as a new one, and mails it nothing', async () => {
    const confirmed = address('known');
    await post('', { email: confirmed });
    const [mail] = await mailsTo(confirmed);
    expect((await post('/confirm', { token: tokenOf(mail?.links[0] ?? '') })).status).toBe(200);

    const known = await post('', { email: confirmed });
    const unknown = await post('', { email: address('unknown') });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(await mailsTo(confirmed)).toHaveLength(1);
  });

  it('refuses a missing, malformed or overlong address with a 400 problem naming the field', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: `${'a'.repeat(250)}@example.com` }]) {
      const response = await post('', body);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      const problem = z
        .object({ code: z.string(), errors: z.array(z.object({ path: z.string() })) })
        .parse(await response.json());
      expect(problem.code).toBe('invalid_request');
      expect(problem.errors.map((e) => e.path)).toContain('email');
    }
    const language = await post('', { email: address('lang'), language: 'de' });
    expect(language.status).toBe(400);
  });

  it('refuses a body larger than a subscription needs with 413', async () => {
    const response = await post('', { email: address('big'), padding: 'x'.repeat(8000) });
    expect(response.status).toBe(413);
  });
});

describe('newsletter: the links', () => {
  it('the confirmation link confirms the address and drops its expiry; again is fine', async () => {
    const email = address('confirm');
    await post('', { email, language: 'pt' });
    const [mail] = await mailsTo(email);
    const token = tokenOf(mail?.links[0] ?? '');

    const first = await post('/confirm', { token });
    expect([first.status, await first.json()]).toEqual([200, { status: 'confirmed' }]);
    const item = await stored(email);
    expect(item).toMatchObject({ status: 'confirmed' });
    expect(item?.ttl).toBeUndefined();
    expect((await post('/confirm', { token })).status).toBe(200);
  });

  it('a token with a wrong secret is refused with 404 and changes nothing; a malformed one with 400', async () => {
    const email = address('forged');
    await post('', { email });
    const [mail] = await mailsTo(email);
    const [id] = tokenOf(mail?.links[0] ?? '').split('.');
    const forged = `${id}.${randomBytes(32).toString('base64url')}`;

    expect((await post('/confirm', { token: forged })).status).toBe(404);
    expect((await post('/unsubscribe', { token: forged })).status).toBe(404);
    expect((await stored(email))?.status).toBe('pending');
    expect((await post('/confirm', { token: 'abc' })).status).toBe(400);
  });

  it('the unsubscribe link deletes the stored address; repeating it answers the same', async () => {
    const email = address('leave');
    await post('', { email });
    const [mail] = await mailsTo(email);
    const token = tokenOf(mail?.links[1] ?? '');
    await post('/confirm', { token });

    const response = await post('/unsubscribe', { token });
    expect([response.status, await response.json()]).toEqual([200, { status: 'unsubscribed' }]);
    expect(await stored(email)).toBeUndefined();
    expect((await post('/unsubscribe', { token })).status).toBe(200);
    // Gone means gone: the old confirmation link no longer brings it back.
    expect((await post('/confirm', { token })).status).toBe(404);
  });
});

describe('newsletter: the resend window (the subscription logic on the platform table)', () => {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (mail) => {
      sent.push(mail);
      return true;
    },
  };
  const deps: NewsletterDeps = { table: { ddb, tableName }, mailer, siteUrl: 'https://alquimia.example' };

  it('a pending address asked for again after the window gets a fresh link, and the older link stops working', async () => {
    const email = address('window');
    const t0 = new Date('2026-11-27T10:00:00Z');
    expect(await subscribe(deps, { email, language: 'pt' }, t0)).toBe('mailed');
    expect(await subscribe(deps, { email, language: 'pt' }, new Date(t0.getTime() + resendWindowMs - 1))).toBe(
      'unchanged',
    );
    expect(await subscribe(deps, { email, language: 'pt' }, new Date(t0.getTime() + resendWindowMs))).toBe('mailed');
    const links = sent.filter((m) => m.to === email).map((m) => m.links[0] ?? '');
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    expect(links[0]?.startsWith('https://alquimia.example/newsletter?acao=confirmar&token=')).toBe(true);
    expect((await post('/confirm', { token: tokenOf(links[0] ?? '') })).status).toBe(404);
    expect((await post('/confirm', { token: tokenOf(links[1] ?? '') })).status).toBe(200);
  });
});
