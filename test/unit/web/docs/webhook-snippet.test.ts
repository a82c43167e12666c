import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signWebhook, webhookHeaders } from '../../../../functions/core/jobs/webhooks.js';
import { nodeVerifySnippet, webhookHeaderNames } from '../../../../web/src/features/docs/lib/webhook.js';

/** The documentation's webhook guide says what the worker really sends, and its Node snippet really verifies it. */

const dir = mkdtempSync(join(tmpdir(), 'docs-webhook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loadSnippet = async (): Promise<(secret: string, headers: Record<string, string>, body: string) => boolean> => {
  const file = join(dir, 'verify.mjs');
  writeFileSync(file, nodeVerifySnippet);
  const module: unknown = await import(pathToFileURL(file).href);
  const fn = typeof module === 'object' && module !== null ? Reflect.get(module, 'verifyAlquimiaWebhook') : undefined;
  if (typeof fn !== 'function') throw new Error('the snippet exports no verifyAlquimiaWebhook');
  return (secret, headers, body) => Boolean(fn(secret, headers, body));
};

describe('webhook verification guide', () => {
  it('names the headers the worker sends', () => {
    expect(webhookHeaderNames).toEqual(webhookHeaders);
  });

  it('accepts a signature made by the worker and refuses tampering, another secret and old timestamps', async () => {
    const verify = await loadSnippet();
    const secret = 'whsec_test-secret';
    const body = JSON.stringify({ id: 'evt_1', type: 'job.succeeded', data: { jobId: 'job_1' } });
    const now = Math.floor(Date.now() / 1000);
    const headersAt = (timestamp: number, signedBody = body, key = secret) => ({
      [webhookHeaders.timestamp.toLowerCase()]: String(timestamp),
      [webhookHeaders.signature.toLowerCase()]: `v1=${signWebhook(key, timestamp, signedBody)}`,
    });
    expect(verify(secret, headersAt(now), body)).toBe(true);
    expect(verify(secret, headersAt(now), `${body} `)).toBe(false);
    expect(verify(secret, headersAt(now, body, 'whsec_other'), body)).toBe(false);
    expect(verify(secret, headersAt(now - 3600), body)).toBe(false);
    expect(verify(secret, {}, body)).toBe(false);
  });
});
