import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../../functions/platform/account-data/mailer.js';
import { mailAllowance } from '../../../functions/platform/mailed-links.js';
import {
  confirm,
  mailsPerDay,
  type NewsletterDeps,
  pendingDays,
  resendWindowMs,
  subscribe,
  unsubscribe,
} from '../../../functions/platform/newsletter/subscriptions.js';
import { newsletterLinkOf } from '../../../shared/newsletter-paths.js';
import { memoryTable } from './support/memory-table.js';

/**
 * The newsletter's subscription logic over a small in-memory table (support/memory-table.ts): the per-address mail
 * limits and the links' token lookup. Concurrent requests are proved on the local platform's table
 * (test/integration/newsletter.test.ts).
 */

const { mock: ddbMock, items, keyOf, table, reset } = memoryTable();

const sent: Mail[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (mail) => {
    sent.push(mail);
    return true;
  },
};
const deps: NewsletterDeps = {
  table,
  mailer,
  siteUrl: 'https://alquimia.example',
};

const email = 'maria@example.com';
const t0 = new Date('2026-11-28T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
const tokenOf = (link: string | undefined): string => newsletterLinkOf(new URL(link ?? '').search)?.token ?? '';

beforeEach(() => {
  reset();
  sent.length = 0;
  ddbMock.on(UpdateCommand).callsFake((input: { Key?: Record<string, unknown> }) => {
    const item = items.get(keyOf(input.Key));
    if (item) {
      const { ttl: _ttl, ...confirmed } = item;
      items.set(keyOf(input.Key), { ...confirmed, status: 'confirmed' });
    }
    return {};
  });
});

describe('newsletter mail limits per address', () => {
  it('allows a first mail, then none within the resend window, and at most mailsPerDay in any 24 hours', () => {
    const limits = { resendWindowMs, perDay: mailsPerDay };
    expect(mailAllowance([], t0, limits).allowed).toBe(true);
    const first = [t0.toISOString()];
    expect(mailAllowance(first, at(resendWindowMs - 1), limits).allowed).toBe(false);
    expect(mailAllowance(first, at(resendWindowMs), limits).allowed).toBe(true);
    const day = [0, 1, 2].map((h) => at(hours(h)).toISOString());
    expect(mailsPerDay).toBe(3);
    expect(mailAllowance(day, at(hours(23)), limits).allowed).toBe(false);
    // The oldest mail leaves the day: one more is allowed, and only the last day's mails are kept.
    const later = mailAllowance(day, at(hours(24)), limits);
    expect(later).toEqual({ allowed: true, recent: day.slice(1) });
  });

  it('a day-long flood of requests for one address sends it mailsPerDay mails, not one per resend window', async () => {
    const outcomes: string[] = [];
    for (let t = 0; t < hours(24); t += minutes(5)) {
      outcomes.push(await subscribe(deps, { email, language: 'pt' }, at(t)));
    }
    expect(outcomes).toHaveLength(288);
    expect(sent).toHaveLength(mailsPerDay);
    expect(outcomes.filter((o) => o === 'mailed')).toHaveLength(mailsPerDay);
    // The next day the address can be sent a link again (a person who lost the mails is not locked out).
    expect(await subscribe(deps, { email, language: 'pt' }, at(hours(24) + minutes(1)))).toBe('mailed');
  });

  it('only the latest link works: each fresh mail replaces the previous link', async () => {
    await subscribe(deps, { email, language: 'pt' }, t0);
    await subscribe(deps, { email, language: 'pt' }, at(resendWindowMs));
    const [older, newer] = sent.map((m) => tokenOf(m.links[0]));
    await expect(confirm(deps, older ?? '', at(resendWindowMs + 1))).rejects.toMatchObject({ code: 'not_found' });
    await expect(confirm(deps, newer ?? '', at(resendWindowMs + 1))).resolves.toEqual({ status: 'confirmed' });
  });
});

describe('newsletter links: one token lookup for confirm and unsubscribe', () => {
  it('a forged secret is refused by both, and the address stays', async () => {
    await subscribe(deps, { email, language: 'pt' }, t0);
    const [id] = tokenOf(sent[0]?.links[0]).split('.');
    const forged = `${id}.${'A'.repeat(43)}`;
    await expect(confirm(deps, forged, at(1))).rejects.toMatchObject({ code: 'not_found' });
    await expect(unsubscribe(deps, forged, at(1))).rejects.toMatchObject({ code: 'not_found' });
    expect(items.size).toBe(1);
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('unsubscribing an address already gone answers the same, and confirming it is refused', async () => {
    await subscribe(deps, { email, language: 'pt' }, t0);
    const token = tokenOf(sent[0]?.links[1]);
    await expect(unsubscribe(deps, token, at(1))).resolves.toEqual({ status: 'unsubscribed' });
    expect(items.size).toBe(0);
    await expect(unsubscribe(deps, token, at(2))).resolves.toEqual({ status: 'unsubscribed' });
    await expect(confirm(deps, token, at(3))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a pending address past its expiry is gone for both links, before DynamoDB’s TTL deletes it', async () => {
    await subscribe(deps, { email, language: 'pt' }, t0);
    const token = tokenOf(sent[0]?.links[0]);
    const expired = at(hours(24 * pendingDays) + 1000);
    await expect(confirm(deps, token, expired)).rejects.toMatchObject({ code: 'not_found' });
    await expect(unsubscribe(deps, token, expired)).resolves.toEqual({ status: 'unsubscribed' });
  });
});
