import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { jobOutput } from '../../shared/operations/outputs/jobs.js';
import { webhookSecretOutput } from '../../shared/operations/outputs/platform.js';
import type { WebConfig } from '../../shared/web-config.js';
import { call, ensure, ensureStatus, jsonHeaders } from './http.js';
import type { JobView } from './job.js';
import { pathOf } from './table.js';
import { type Delivery, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/**
 * The smoke's job webhook, checked as a customer's endpoint would check it: a receiver on this machine takes the
 * signed POST, verifies it with the account's secret exactly as docs/webhooks.md tells customers to, and the job then
 * shows the delivered attempt. Only a site on this machine can reach the receiver (a local platform that allows
 * loopback webhooks: JOBS_WEBHOOK_ALLOW_ADDRESSES); elsewhere the check is skipped with the reason.
 */

/** Where the job's webhook goes, or why this run cannot have one. */
export type WebhookTarget =
  | { readonly url: string; readonly path: string; readonly receiver: WebhookReceiver }
  | { readonly skip: string };

export interface TargetOptions {
  readonly base: string;
  readonly config: WebConfig;
  /** The key the job is accepted with. */
  readonly key: string;
  /** Whether that key is the throwaway account's own (a funded `--key` signs with its owner's secret). */
  readonly ownKey: boolean;
  /** The operation the job runs and its body (without `webhookUrl`), for a free dry run of the URL. */
  readonly path: string;
  readonly body: Record<string, unknown>;
  /** The receiver's port (0 or none: any free one; a sandboxed platform reaches only the ports opened to it). */
  readonly port?: number;
  readonly word: string;
}

/** How long a delivery may take after the job is final: one worker pass and one POST, queued behind nothing. */
const deliveryTimeoutMs = 45_000;
const recordTimeoutMs = 15_000;
const pollEveryMs = 300;
/** The docs' replay window. */
const toleranceSeconds = 300;

/**
 * Starts the receiver when the site can reach it and accepts a loopback URL (asked with a free dry run of the job,
 * which checks `webhookUrl` as the accept does); otherwise says why not.
 */
export async function webhookTarget(options: TargetOptions): Promise<WebhookTarget> {
  if (!options.ownKey) return { skip: "--key's account signs with its own secret, which this session cannot read" };
  if (options.config.stage !== 'local') {
    return { skip: `stage ${options.config.stage} cannot reach a receiver on this machine's loopback` };
  }
  const receiver = await startWebhookReceiver(options.port);
  const path = `/smoke/${options.word}`;
  const url = `${receiver.url}${path}`;
  const answer = await call(options.base, `${options.path}?dry_run=true`, {
    method: 'POST',
    headers: jsonHeaders(options.key, { prefer: 'respond-async' }),
    body: JSON.stringify({ ...options.body, webhookUrl: url }),
  }).catch(async (error: unknown) => {
    await receiver.close();
    throw error;
  });
  if (answer.status === 200) return { url, path, receiver };
  await receiver.close();
  ensureStatus(answer, 400, `POST ${options.path}?dry_run=true with a loopback webhookUrl`);
  const detail = problemDetail.safeParse(safeJson(answer.text())).data?.detail ?? answer.text().slice(0, 120);
  return {
    skip: `this platform refuses loopback webhooks ("${detail}"); JOBS_WEBHOOK_ALLOW_ADDRESSES=127.0.0.1 npm start allows them`,
  };
}

const problemDetail = z.object({ detail: z.string() });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The check a customer's endpoint makes (docs/webhooks.md, "Checking the signature"), written out here on purpose. */
export function signatureHolds(secret: string, delivery: Delivery, nowSeconds: number): boolean {
  const timestamp = Number(delivery.headers['alquimia-timestamp']);
  const signature = String(delivery.headers['alquimia-signature'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.rawBody}`).digest('hex')}`;
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

const eventBody = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.object({ jobId: z.string(), status: z.string() }),
});

export interface DeliveredOptions {
  readonly base: string;
  readonly key: string;
  /** The session's bearer header: the webhook secret is a dashboard read. */
  readonly bearer: Record<string, string>;
  readonly jobId: string;
  readonly target: { readonly path: string; readonly receiver: WebhookReceiver };
}

/** Waits for the job's event at the receiver, verifies it, then reads the delivered attempt off the job. */
export async function checkDelivered(options: DeliveredOptions): Promise<string> {
  const { base, key, jobId, target } = options;
  const delivery = await target.receiver.delivery(target.path, deliveryTimeoutMs);
  if (delivery === undefined) {
    const job = await readJob(base, key, jobId);
    throw new Error(
      `no delivery within ${deliveryTimeoutMs / 1000} s; the job's webhook: ${JSON.stringify(job.webhook).slice(0, 200)}`,
    );
  }
  const secretAnswer = await call(base, pathOf('platform.user-webhook-secret'), { headers: options.bearer });
  ensureStatus(secretAnswer, 200, 'GET the webhook secret');
  const { secret } = secretAnswer.json(webhookSecretOutput);
  ensure(
    signatureHolds(secret, delivery, Math.floor(Date.now() / 1000)),
    `signature ${String(delivery.headers['alquimia-signature'])} does not verify with the account's secret`,
  );
  const event = eventBody.parse(JSON.parse(delivery.rawBody));
  const eventId = delivery.headers['alquimia-webhook-id'];
  ensure(event.id === eventId, `body id ${event.id}, header Alquimia-Webhook-Id ${String(eventId)}`);
  ensure(event.type === 'job.succeeded', `event ${event.type}, expected job.succeeded`);
  ensure(event.data.jobId === jobId, `event for ${event.data.jobId}, expected ${jobId}`);

  const job = await settledWebhook(base, key, jobId);
  const webhook = job.webhook;
  ensure(webhook !== null, 'the job shows no webhook');
  const last = webhook.attempts.at(-1);
  ensure(
    webhook.state === 'delivered' && webhook.nextRetryAt === null,
    `job shows the webhook ${webhook.state}, next retry ${webhook.nextRetryAt}`,
  );
  ensure(
    last !== undefined && last.status === 204 && last.nextRetryAt === null,
    `last attempt ${JSON.stringify(last)}, expected the receiver's 204`,
  );
  return `${event.id} ${event.type}, signature verified; job shows attempt ${last.attempt}: ${last.status} in ${last.durationMs} ms`;
}

async function readJob(base: string, key: string, jobId: string): Promise<JobView> {
  const answer = await call(base, pathOf('jobs.get', { id: jobId }), { headers: { 'api-token': key } });
  ensureStatus(answer, 200, `GET job ${jobId}`);
  return answer.json(jobOutput);
}

/** The receiver answers before the attempt is written: read the job until its delivery is no longer pending. */
async function settledWebhook(base: string, key: string, jobId: string): Promise<JobView> {
  const deadline = Date.now() + recordTimeoutMs;
  for (;;) {
    const job = await readJob(base, key, jobId);
    if (job.webhook?.state !== 'pending' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
}
