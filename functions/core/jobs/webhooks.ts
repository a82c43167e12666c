import { createHmac, timingSafeEqual } from 'node:crypto';
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

export interface WebhookPosterDeps {
  /** The guarded fetch; tests pass one that allows their loopback receiver. */
  readonly fetch?: SafeFetch;
  /** The address rules of the default guarded fetch (the same policy the accept-time check used). */
  readonly policy?: WebhookTargetPolicy;
  /** Clock for the signature's timestamp and the attempt's duration. */
  readonly now: () => Date;
  readonly timeoutMs?: number;
}

/** One signed POST of an event; the same event id on every attempt, so receivers can drop duplicates. */
export interface WebhookRequest {
  readonly url: string;
  readonly secret: string;
  readonly eventId: string;
  readonly body: string;
}

/**
 * What one attempt got: the receiver's status, or why there was none (`error`, public words, no internals), and
 * whether a later attempt may succeed (false when the target is refused by the address guard).
 */
export interface WebhookAttemptOutcome {
  readonly status?: number;
  readonly error?: string;
  readonly retryable: boolean;
  readonly durationMs: number;
}

export type WebhookPoster = (request: WebhookRequest) => Promise<WebhookAttemptOutcome>;

/** The body every attempt of an event carries; `data` is the job view, signed again at each attempt. */
export const webhookBody = (event: {
  readonly id: string;
  readonly type: 'job.succeeded' | 'job.failed';
  readonly createdAt: string;
  readonly data: unknown;
}): string => JSON.stringify(event);

/**
 * POSTs one signed attempt through the SSRF guard (no redirects) and never throws. Which statuses end the delivery
 * is the caller's decision (webhook-delivery.ts); this only says whether trying again could help.
 */
export function createWebhookPoster(deps: WebhookPosterDeps): WebhookPoster {
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
  return async ({ url, secret, eventId, body }) => {
    const started = deps.now().getTime();
    const timestamp = Math.floor(started / 1000);
    const durationMs = () => Math.max(0, deps.now().getTime() - started);
    try {
      const response = await safeFetch(url, {
        field: 'webhookUrl',
        method: 'POST',
        maxBytes: 64 * 1024,
        acceptAnyStatus: true,
        body,
        headers: {
          'content-type': 'application/json',
          [webhookHeaders.id]: eventId,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: `v1=${signWebhook(secret, timestamp, body)}`,
        },
      });
      return { status: response.status, retryable: true, durationMs: durationMs() };
    } catch (error) {
      // A target that became private (DNS changed since accept) is refused for good, not retried.
      if (error instanceof AppError && error.code === 'invalid_request')
        return {
          error: 'refused: the host no longer resolves to public addresses',
          retryable: false,
          durationMs: durationMs(),
        };
      if (error instanceof AppError && error.expose)
        return { error: error.detail, retryable: true, durationMs: durationMs() };
      return { error: 'no answer (connection failed or timed out)', retryable: true, durationMs: durationMs() };
    }
  };
}
