import { afterEach, describe, expect, it } from 'vitest';
import { parseWebhookTargetPolicy } from '../../../functions/core/jobs/local-policy.js';
import { checkWebhookUrl, createWebhookPoster } from '../../../functions/core/jobs/webhooks.js';
import { type CountingServer, startServer } from '../net/servers.js';

/** The loopback webhook allowance that lets the local platform's tests receive deliveries never opens a deployed stage. */

let receiver: CountingServer | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

const send = (policy: ReturnType<typeof parseWebhookTargetPolicy>, url: string) =>
  createWebhookPoster({ policy, now: () => new Date() })({ url, secret: 'whsec_test', eventId: 'evt_a', body: '{}' });

describe('JOBS_WEBHOOK_ALLOW_ADDRESSES', () => {
  it('is refused on every stage but local', () => {
    for (const STAGE of ['dev', 'staging', 'prod', 'test', undefined]) {
      expect(
        () => parseWebhookTargetPolicy({ STAGE, JOBS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' }),
        String(STAGE),
      ).toThrow(/JOBS_WEBHOOK_ALLOW_ADDRESSES may only be set on the local platform/);
    }
  });

  it('on the local platform allows exactly the listed addresses, over http too', async () => {
    const policy = parseWebhookTargetPolicy({ STAGE: 'local', JOBS_WEBHOOK_ALLOW_ADDRESSES: ' 127.0.0.1 , ::1 ' });
    expect(policy).toEqual({ allowAddresses: ['127.0.0.1', '::1'], allowHttp: true });
    await expect(checkWebhookUrl('http://127.0.0.1:8080/hook', policy)).resolves.toBeUndefined();
    await expect(checkWebhookUrl('http://[::1]:8080/hook', policy)).resolves.toBeUndefined();
    await expect(checkWebhookUrl('http://127.0.0.2/hook', policy)).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(checkWebhookUrl('https://10.0.0.8/hook', policy)).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('unset or empty keeps production rules anywhere: https to public addresses only', async () => {
    for (const env of [{ STAGE: 'prod' }, { STAGE: 'prod', JOBS_WEBHOOK_ALLOW_ADDRESSES: ' , ' }, { STAGE: 'local' }]) {
      const policy = parseWebhookTargetPolicy(env);
      expect(policy).toEqual({});
      await expect(checkWebhookUrl('http://127.0.0.1/hook', policy)).rejects.toThrow(/must be an https URL/);
      await expect(checkWebhookUrl('https://127.0.0.1/hook', policy)).rejects.toThrow(/public addresses only/);
    }
  });

  it('names host names as invalid: only literal IPs can be allowed', () => {
    expect(() => parseWebhookTargetPolicy({ STAGE: 'local', JOBS_WEBHOOK_ALLOW_ADDRESSES: 'localhost' })).toThrow(
      /JOBS_WEBHOOK_ALLOW_ADDRESSES.*expected IP addresses/,
    );
  });

  it("the worker's sender delivers to an allowed loopback receiver, and never connects without the allowance", async () => {
    let bodies = 0;
    receiver = await startServer((req, res) => {
      req.resume();
      req.on('end', () => {
        bodies += 1;
        res.statusCode = 204;
        res.end();
      });
    });
    const url = `${receiver.url}/hook`;
    const refused = await send(parseWebhookTargetPolicy({ STAGE: 'prod' }), url);
    expect(refused).toMatchObject({ retryable: false, error: expect.stringMatching(/^refused/) });
    expect(receiver.connections).toBe(0);

    const allowed = parseWebhookTargetPolicy({ STAGE: 'local', JOBS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' });
    expect(await send(allowed, url)).toMatchObject({ status: 204, retryable: true });
    expect(bodies).toBe(1);
  });
});
