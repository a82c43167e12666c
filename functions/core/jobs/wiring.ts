import { z } from 'zod';
import { dynamo, s3Client, sqsClient } from '../clients.js';
import { config } from '../config.js';
import { ownResultUrls } from '../files/own-results.js';
import { createFileResolver } from '../files/resolve.js';
import { createResultSaver, createResultSigner } from '../files/results.js';
import type { ResultSigner } from '../files/types.js';
import type { Implementation } from '../implement.js';
import { logger } from '../logger.js';
import { createDynamoMeter } from '../metering/dynamo-meter.js';
import type { TrustedUrls } from '../net/trusted.js';
import type { AcceptRequest, JobAcceptDeps } from './accept.js';
import { acceptJob, checkJobInput } from './accept.js';
import { createDynamoJobStore } from './dynamo-store.js';
import { createS3JobFiles } from './files.js';
import { parseWebhookTargetPolicy } from './local-policy.js';
import { createSqsJobQueue, createSqsWebhookQueue } from './queue.js';
import { implementationsById } from './sqs-handler.js';
import type { JobStore, WebhookQueue } from './types.js';
import type { WebhookChannel } from './webhook-delivery.js';
import { createDynamoWebhookSecretStore, type WebhookSecretStore } from './webhook-secrets.js';
import { createWebhookPoster, type WebhookTargetPolicy } from './webhooks.js';
import type { WorkerDeps } from './worker.js';

/** The production wiring of the job machinery, from the function config; built once per process by callers. */

const table = () => ({ ddb: dynamo(), tableName: config().TABLE_NAME });
const filesBucket = () => ({ s3: s3Client(), bucket: config().FILES_BUCKET });

let webhookPolicy: WebhookTargetPolicy | undefined;

/** Where webhooks may go: production's rules, or the local platform's loopback allowance (parsed once). */
const defaultWebhookPolicy = (): WebhookTargetPolicy => {
  webhookPolicy ??= parseWebhookTargetPolicy(process.env);
  return webhookPolicy;
};

let ownResults: TrustedUrls | undefined;

/** This bucket's result links, which job inputs may name (the worker's resolver trusts the same ones). */
const defaultOwnResults = (): TrustedUrls => {
  ownResults ??= ownResultUrls(filesBucket());
  return ownResults;
};

export const defaultJobStore = (): JobStore => createDynamoJobStore(table());

/**
 * WEBHOOKS_QUEUE_URL: the webhook delivery queue (the Jobs stack sets it on the workers and the webhook function).
 * Unset, webhook attempts ride the function's jobs queue, whose worker delivers them too: the local platform runs
 * one worker for both, and an API function without the variable (the redeliver call) reaches a worker that has it.
 */
const webhookQueueUrl = z.object({ WEBHOOKS_QUEUE_URL: z.string().url().optional() });

export const defaultWebhookQueue = (): WebhookQueue =>
  createSqsWebhookQueue({
    sqs: sqsClient(),
    queueUrl: webhookQueueUrl.parse(process.env).WEBHOOKS_QUEUE_URL ?? config().JOBS_QUEUE_URL,
  });

/** Webhook delivery with the production schedule, signed with the account's secret, through the address guard. */
export function defaultWebhookChannel(): WebhookChannel {
  const secrets = defaultWebhookSecrets();
  return {
    queue: defaultWebhookQueue(),
    post: createWebhookPoster({ now: () => new Date(), policy: defaultWebhookPolicy() }),
    secretOf: async (accountId) => (await secrets.get(accountId, new Date())).secret,
  };
}
/** Signs job results' URLs when they are read, with the reading function's own credentials. */
export const defaultResultSigner = (): ResultSigner => createResultSigner(filesBucket());
export const defaultWebhookSecrets = (): WebhookSecretStore => createDynamoWebhookSecretStore(table());

export function defaultAcceptDeps(): JobAcceptDeps {
  return {
    store: defaultJobStore(),
    queue: createSqsJobQueue({ sqs: sqsClient(), queueUrl: config().JOBS_QUEUE_URL }),
    files: createS3JobFiles(filesBucket()),
    webhookPolicy: defaultWebhookPolicy(),
    ownResults: defaultOwnResults(),
    publicBaseUrl: config().PUBLIC_BASE_URL,
  };
}

let acceptDeps: JobAcceptDeps | undefined;

/**
 * The pipeline's entry point: accept a charged call as a job with the process-wide wiring. The status URL is
 * absolute under the origin this request reached (or the configured public one; see api-base.ts).
 */
export function acceptWithDefaults(request: AcceptRequest) {
  acceptDeps ??= defaultAcceptDeps();
  return acceptJob(acceptDeps, request);
}

/** The dry run's side of acceptWithDefaults: the same checks, with the same address rules. */
export const checkJobInputWithDefaults = (input: unknown): Promise<void> =>
  checkJobInput(input, defaultWebhookPolicy(), defaultOwnResults());

export function defaultWorkerDeps(implementations: readonly Implementation[]): WorkerDeps {
  const now = () => new Date();
  return {
    store: defaultJobStore(),
    implementationsById: implementationsById(implementations),
    resolveFile: createFileResolver(filesBucket()),
    saveResult: createResultSaver(filesBucket()),
    signResult: defaultResultSigner(),
    meter: createDynamoMeter(table()),
    files: createS3JobFiles(filesBucket()),
    webhooks: defaultWebhookChannel(),
    logger,
    now,
  };
}
