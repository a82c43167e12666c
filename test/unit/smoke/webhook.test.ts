import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../functions/core/jobs/webhooks.js';
import { signatureHolds, webhookTarget } from '../../../infra/smoke/webhook.js';
import type { Delivery } from '../../../infra/smoke/webhook-receiver.js';
import type { WebConfig } from '../../../shared/web-config.js';

/**
 * The smoke's webhook side: its signature check (written from docs/webhooks.md, as a customer writes it) accepts
 * what the platform signs and nothing else, and it starts a loopback receiver only where the site can reach it.
 */

const secret = 'whsec_smoke';
const body = JSON.stringify({ id: 'evt_1', type: 'job.succeeded', createdAt: 'x', data: { jobId: 'job_1' } });

/** A delivery signed by the platform's signer over `body`, carrying `text` (the same bytes unless tampered with). */
function signed(at: number, text = body): Delivery {
  return {
    path: '/smoke/1',
    rawBody: text,
    headers: {
      'alquimia-webhook-id': 'evt_1',
      'alquimia-timestamp': String(at),
      'alquimia-signature': `v1=${signWebhook(secret, at, body)}`,
    },
  };
}

describe("the smoke's signature check", () => {
  const now = 1_800_000_000;

  it("accepts the platform's signature over the raw body within 300 s", () => {
    expect(signatureHolds(secret, signed(now), now)).toBe(true);
    expect(signatureHolds(secret, signed(now - 300), now)).toBe(true);
  });

  it('refuses another secret, a changed or re-serialised body, and a replay older than 300 s', () => {
    expect(signatureHolds('whsec_other', signed(now), now)).toBe(false);
    expect(signatureHolds(secret, signed(now, body.replace('job_1', 'job_2')), now)).toBe(false);
    expect(signatureHolds(secret, signed(now, JSON.stringify(JSON.parse(body), null, 1)), now)).toBe(false);
    expect(signatureHolds(secret, signed(now - 301), now)).toBe(false);
  });
});

// --- where a receiver is started ----------------------------------------------------------------------------------

let site: Server;
let base: string;
/** What the stand-in site answers the dry run with the loopback webhookUrl. */
let dryRun: { status: number; body: unknown } = { status: 200, body: {} };
let asked: { prefer: string | undefined; webhookUrl: unknown }[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      text += c;
    });
    req.on('end', () => {
      const prefer = req.headers.prefer;
      asked.push({ prefer: typeof prefer === 'string' ? prefer : undefined, webhookUrl: JSON.parse(text).webhookUrl });
      res.writeHead(dryRun.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(dryRun.body));
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no TCP port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const config = (stage: string): WebConfig => ({
  region: 'us-east-1',
  userPoolId: 'p',
  userPoolClientId: 'c',
  apiBase: '/api',
  stage,
});

const options = (stage: string, ownKey = true) => ({
  base,
  config: config(stage),
  key: 'k',
  ownKey,
  path: '/api/ocr',
  body: { file: 'x' },
  word: '4321',
});

describe('webhookTarget', () => {
  it('skips a deployed stage and a funded --key without asking the site anything', async () => {
    asked = [];
    expect(await webhookTarget(options('prod'))).toEqual({ skip: expect.stringContaining('stage prod cannot reach') });
    expect(await webhookTarget(options('local', false))).toEqual({ skip: expect.stringContaining('--key') });
    expect(asked).toEqual([]);
  });

  it('says how to allow loopback webhooks when the local platform refuses them (400 naming webhookUrl)', async () => {
    asked = [];
    dryRun = { status: 400, body: { detail: 'webhookUrl: the host must resolve to public addresses only.' } };
    const target = await webhookTarget(options('local'));
    expect(target).toEqual({
      skip: expect.stringMatching(/webhookUrl: the host must resolve.*JOBS_WEBHOOK_ALLOW_ADDRESSES=127\.0\.0\.1/),
    });
    // Asked as a job (the accept's checks apply to webhookUrl only then).
    expect(asked).toEqual([
      { prefer: 'respond-async', webhookUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) },
    ]);
  });

  it('answers a receiver URL on loopback that keeps what is POSTed to it, raw', async () => {
    dryRun = { status: 200, body: {} };
    const target = await webhookTarget(options('local'));
    if (!('url' in target)) throw new Error(target.skip);
    try {
      expect(target.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/smoke\/4321$/);
      const raw = '{"a": 1,  "b":2}';
      const posted = await fetch(target.url, {
        method: 'POST',
        body: raw,
        headers: { 'alquimia-webhook-id': 'evt_x' },
      });
      expect(posted.status).toBe(204);
      expect(await target.receiver.delivery(target.path, 5_000)).toMatchObject({
        path: '/smoke/4321',
        rawBody: raw,
        headers: { 'alquimia-webhook-id': 'evt_x' },
      });
    } finally {
      await target.receiver.close();
    }
  });
});
