import { createHmac, timingSafeEqual } from 'node:crypto';
import { newId } from '../../../shared/ids.js';
import { AppError } from '../errors.js';
import { type AddressPolicy, addressPolicy, pickAddress } from '../net/connector.js';
import { createSafeFetch, type SafeFetch, type SafeFetchOptions } from '../net/fetch.js';

/**
 * Signed job webhooks. The signature is HMAC-SHA256 over `<timestamp>.<raw body>` with the account's secret, hex,
 * sent as `Alquimia-Signature: v1=<hex>` beside `Alquimia-Webhook-Id` and `Alquimia-Timestamp` (epoch seconds).
 * Receivers recompute it over the raw body and reject timestamps older than a few minutes (replays).
 */

export const webhookHeaders = {
  id: 'Alquimia-Webhook-Id',
  timestamp: 'Alquimia-Timestamp',
  signature: 'Alquimia-Signature',
} as const;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The receiver's check (also what the docs snippet shows): constant-time compare, bounded clock skew. */
export function verifyWebhook(
  secret: string,
  headers: { readonly timestamp: string; readonly signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(`v1=${signWebhook(secret, timestamp, body)}`);
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookTargetPolicy {
  /** Test-only: exact addresses allowed although not public (a loopback receiver). */
  readonly allowAddresses?: readonly string[];
  /** Test-only: plain http targets (a loopback receiver has no certificate). */
  readonly allowHttp?: boolean;
  readonly resolve?: SafeFetchOptions['resolve'];
}

/** The address rules of a target policy: public addresses only, plus the test-only exact allowances. */
export const addressPolicyOf = (policy: WebhookTargetPolicy = {}): AddressPolicy => addressPolicy(policy);

/**
 * Accept-time check of a webhook URL: https, no credentials, and a host that resolves to public addresses only
 * (the same rule the delivery enforces again at connect time). Throws a 400 problem naming `webhookUrl`.
 */
export async function checkWebhookUrl(raw: string, policy: WebhookTargetPolicy = {}): Promise<void> {
  const bad = (why: string) => new AppError('invalid_request', `webhookUrl: ${why}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad('not a valid URL.');
  }
  const httpAllowed = policy.allowHttp === true && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw bad('must be an https URL.');
  if (url.username !== '' || url.password !== '') throw bad('URLs with credentials are not accepted.');
  try {
    await pickAddress(url.hostname, addressPolicyOf(policy));
  } catch (cause) {
    throw new AppError(
      'invalid_request',
      'webhookUrl: the host must resolve to public addresses only (not loopback, private or link-local).',
      { cause },
    );
  }
}

export interface WebhookSenderDeps {
  /** The guarded fetch; tests pass one that allows their loopback receiver. */
  readonly fetch?: SafeFetch;
  /** The address rules of the default guarded fetch (the same policy the accept-time check used). */
  readonly policy?: WebhookTargetPolicy;
  readonly secretOf: (accountId: string) => Promise<string>;
  readonly now: () => Date;
  /** Pauses between tries, in ms (default 1 s, 4 s: three tries within about 35 s including timeouts). */
  readonly backoffMs?: readonly number[];
  readonly timeoutMs?: number;
}

export interface WebhookOutcome {
  readonly delivered: boolean;
  readonly attempts: number;
  readonly lastStatus?: number;
}

export type WebhookSender = (
  target: { readonly url: string; readonly accountId: string },
  event: { readonly type: 'job.succeeded' | 'job.failed'; readonly data: unknown },
) => Promise<WebhookOutcome>;

/**
 * POSTs one event with up to `backoffMs.length + 1` tries (2xx ends it; network errors, 429 and 5xx retry; other
 * 4xx stop). Every try goes through the SSRF guard again. Never throws: the job's state is already final.
 */
export function createWebhookSender(deps: WebhookSenderDeps): WebhookSender {
  const backoff = deps.backoffMs ?? [1000, 4000];
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const policy = deps.policy ?? {};
  const safeFetch =
    deps.fetch ??
    createSafeFetch({
      timeoutMs,
      maxRedirects: 0,
      ...(policy.allowAddresses ? { allowAddresses: policy.allowAddresses } : {}),
      ...(policy.resolve ? { resolve: policy.resolve } : {}),
    });
  return async (target, event) => {
    const id = newId('evt');
    const body = JSON.stringify({ id, type: event.type, createdAt: deps.now().toISOString(), data: event.data });
    let secret: string;
    try {
      secret = await deps.secretOf(target.accountId);
    } catch {
      return { delivered: false, attempts: 0 };
    }
    let lastStatus: number | undefined;
    for (let attempt = 1; attempt <= backoff.length + 1; attempt++) {
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      try {
        const response = await safeFetch(target.url, {
          field: 'webhookUrl',
          method: 'POST',
          maxBytes: 64 * 1024,
          acceptAnyStatus: true,
          body,
          headers: {
            'content-type': 'application/json',
            [webhookHeaders.id]: id,
            [webhookHeaders.timestamp]: String(timestamp),
            [webhookHeaders.signature]: `v1=${signWebhook(secret, timestamp, body)}`,
          },
        });
        lastStatus = response.status;
        if (response.status >= 200 && response.status < 300) return { delivered: true, attempts: attempt, lastStatus };
        const retryable = response.status === 429 || response.status >= 500 || response.status === 408;
        if (!retryable) return { delivered: false, attempts: attempt, lastStatus };
      } catch (error) {
        // A target that became private (DNS changed since accept) is refused for good, not retried.
        if (error instanceof AppError && error.code === 'invalid_request')
          return { delivered: false, attempts: attempt };
      }
      const pause = backoff[attempt - 1];
      if (pause !== undefined) await new Promise((resolve) => setTimeout(resolve, pause));
    }
    return { delivered: false, attempts: backoff.length + 1, ...(lastStatus === undefined ? {} : { lastStatus }) };
  };
}
