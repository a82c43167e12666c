import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CountingServer, startServer } from './servers.js';

/**
 * undici (the guarded fetch) and the Stripe SDK are loaded at their first use, not when the modules that use them
 * are imported: most functions bundle these modules and few of their calls fetch a URL or talk to Stripe
 * (docs/performance.md, "Cold starts"). Each package's module factory below counts the times it is loaded.
 */
const loaded = vi.hoisted(() => ({ undici: 0, stripe: 0 }));

vi.mock('undici', async (importOriginal) => {
  loaded.undici++;
  return importOriginal();
});
vi.mock('stripe', async (importOriginal) => {
  loaded.stripe++;
  return importOriginal();
});

let server: CountingServer;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('olá');
  });
});
afterAll(async () => {
  await server.close();
});

describe('packages loaded at first use', () => {
  it('loads undici at the first fetch, not at import or for a URL refused before any request', async () => {
    const { createSafeFetch } = await import('../../../functions/core/net/fetch.js');
    const safeFetch = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    expect(loaded.undici).toBe(0);
    await expect(safeFetch('http://10.0.0.1/x', { field: 'file', maxBytes: 100 })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(loaded.undici).toBe(0);
    const fetched = await safeFetch(`${server.url}/a`, { field: 'file', maxBytes: 100 });
    expect(new TextDecoder().decode(fetched.bytes)).toBe('olá');
    await safeFetch(`${server.url}/b`, { field: 'file', maxBytes: 100 });
    expect(loaded.undici).toBe(1);
  }, 60_000);

  it('loads the Stripe SDK when a client is made or a webhook checked, not at import', async () => {
    const { createStripeClient, createStripeProvider } = await import('../../../functions/billing/provider/stripe.js');
    const { verifyEvent } = await import('../../../functions/billing/webhook/verify.js');
    await import('../../../functions/billing/wiring.js');
    expect(loaded.stripe).toBe(0);
    // No signature: refused before the SDK is needed.
    await expect(verifyEvent(Buffer.from('{}'), undefined, 'whsec_x', new Date())).rejects.toMatchObject({
      status: 400,
    });
    expect(loaded.stripe).toBe(0);
    const provider = createStripeProvider(createStripeClient({ secretKey: 'sk_test_lazy' }));
    expect(provider.kind).toBe('stripe');
    await expect(verifyEvent(Buffer.from('{}'), 't=1,v1=00', 'whsec_x', new Date())).rejects.toMatchObject({
      status: 400,
    });
    expect(loaded.stripe).toBe(1);
  }, 60_000);
});
