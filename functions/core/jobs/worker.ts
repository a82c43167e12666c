import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { withDeadline } from '../../../shared/deadline.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import type { Operation } from '../../../shared/operations/types.js';
import type { FileInput, UploadedFile } from '../../../shared/schemas/fields.js';
import { untilAborted } from '../deadline.js';
import { AppError, engineUnavailable } from '../errors.js';
import { withScratch } from '../files/scratch.js';
import type { FileResolver, ResultFile, ResultSaver, ResultSigner } from '../files/types.js';
import { toAppError } from '../http/problem.js';
import type { Implementation } from '../implement.js';
import { jsonOrUndefined } from '../json.js';
import type { Meter } from '../metering/types.js';
import type { OperationContext, OperationResult } from '../operation.js';
import type { JobFiles } from './files.js';
import { settleFinalPrice } from './final-price.js';
import { problemOf } from './problem.js';
import { withProgress } from './progress.js';
import { type JobAddress, type JobRecord, type JobStore, jobMessage, webhookMessage } from './types.js';
import { storedFileResult } from './view.js';
import { failDeadLetteredWebhook } from './webhook-dead-letter.js';
import {
  ensureWebhookQueued,
  processWebhookMessage,
  type WebhookChannel,
  type WebhookDeliveryDeps,
} from './webhook-delivery.js';

export interface WorkerDeps {
  readonly store: JobStore;
  readonly implementationsById: ReadonlyMap<string, Implementation>;
  readonly resolveFile: FileResolver;
  /** Stores a file result; the record keeps its key, and a URL is signed whenever the job is read (view.ts). */
  readonly saveResult: ResultSaver;
  /** Signs the URL a webhook carries, when it is sent. */
  readonly signResult: ResultSigner;
  /** Where each job's scratch directory is made (default os.tmpdir(); tests point it at their own). */
  readonly scratchRoot?: string;
  /** `reprice` settles a job held at its maximum price at the price of what it measured (final-price.ts). */
  readonly meter: Pick<Meter, 'refund' | 'reprice'>;
  readonly files?: Pick<JobFiles, 'getInput'>;
  /** Where webhook attempts are queued and how they are sent (webhook-delivery.ts); none: no webhooks. */
  readonly webhooks?: WebhookChannel;
  readonly logger: Logger;
  readonly now: () => Date;
  /** This worker's identity in leases; one per process is enough (each claim is per job). */
  readonly owner?: string;
  /** How long a claim holds without a heartbeat (default 60 s); a crashed worker's job is reclaimable after it. */
  readonly leaseMs?: number;
  /** How often the lease is extended and progress written while the operation runs (default 5 s). */
  readonly heartbeatMs?: number;
  /** Deliveries after which a job that keeps crashing its worker is failed and refunded (default 3). */
  readonly maxAttempts?: number;
}

/** `done`: delete the message. `retry`: leave it to the queue (another worker holds a live lease). */
export type MessageOutcome = 'done' | 'retry';

export interface MessageOptions {
  /**
   * Milliseconds the run may take (sqs-handler.ts: what is left before the Lambda's deadline, less a margin): past
   * them the run is stopped, the job fails with 504 `timeout` and is refunded. None: no limit but the lease.
   */
  readonly timeoutMs?: number;
}

const processOwner = `wrk_${randomUUID()}`;
const jobTimedOut = 'The job did not finish in time.';

/**
 * One delivery of a job message. Claims the job's lease (a redelivery of a running, succeeded or failed job does
 * not run it again), resolves its files, runs the operation's implementation with heartbeats that extend the lease
 * and write progress, stores the result (a presigned URL for files) and marks it succeeded. Any failure marks it
 * failed with a problem object and refunds the debit exactly once (the meter's guard; a redelivery after a crash
 * between the two finishes the refund). Once the state is final the webhook's first attempt is queued
 * (webhook-delivery.ts); a delivery of a job message for a finished job queues it if a crash lost it.
 */
export async function processJobMessage(
  body: string,
  deps: WorkerDeps,
  options: MessageOptions = {},
): Promise<MessageOutcome> {
  const json = jsonOrUndefined(body);
  if (webhookMessage.safeParse(json).success) return processWebhook(body, deps);
  const parsed = jobMessage.safeParse(json);
  if (!parsed.success) {
    deps.logger.error('dropping a malformed job message', { body: body.slice(0, 500) });
    return 'done';
  }
  const address: JobAddress = parsed.data;
  const owner = deps.owner ?? processOwner;
  const leaseMs = deps.leaseMs ?? 60_000;
  const log = deps.logger.createChild({ persistentKeys: { jobId: address.jobId, accountId: address.accountId } });

  const claim = await deps.store.claim(address, owner, deps.now(), leaseMs);
  if (claim.state === 'missing') {
    log.warn('job message for a job that does not exist (expired?)');
    return 'done';
  }
  if (claim.state === 'busy') return 'retry';
  if (claim.state === 'finished') {
    if (claim.job.status === 'failed' && !claim.job.refunded) await refund(claim.job, deps, log);
    // A worker that died between finishing the job and queueing its webhook left it to this delivery.
    await notify(claim.job, deps, log);
    return 'done';
  }
  const job = claim.job;
  if (job.attempts > (deps.maxAttempts ?? 3)) {
    const error = new AppError('internal_error', 'The job crashed its worker too many times.');
    await finishFailed(job, owner, error, deps, log);
    return 'done';
  }

  let outcome: { ok: true; result: unknown; credits?: number } | { ok: false; error: AppError };
  try {
    // The job's files (downloaded inputs, intermediates, a result on disk) live in one scratch directory that is
    // removed when the run ends either way, once a file result is stored: a warm worker never accumulates them.
    outcome = await withScratch(
      async () => {
        const result = await runWithLease(job, owner, leaseMs, deps, options.timeoutMs, log);
        const implementation = deps.implementationsById.get(job.operationId);
        const input = () => loadInput(job, deps);
        const credits = await settleFinalPrice(job, implementation, result, input, deps.meter, deps.now());
        return { ok: true as const, result: await publish(result, deps), credits };
      },
      deps.scratchRoot === undefined ? {} : { root: deps.scratchRoot },
    );
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'internal_error') log.error('job failed', { error });
    else log.info('job failed', { code: appError.code });
    outcome = { ok: false, error: appError };
  }

  if (outcome.ok) {
    const now = deps.now();
    if (!(await deps.store.succeed(address, owner, outcome.result, now, outcome.credits))) {
      log.warn('lease lost before the job could be marked succeeded; the lease holder decides');
      return 'done';
    }
    const final = await deps.store.get(address);
    if (final) await notify(final, deps, log);
    return 'done';
  }
  await finishFailed(job, owner, outcome.error, deps, log);
  return 'done';
}

/** The dead-letter path: a message SQS gave up on. Fails the job (unless a worker still holds it) and refunds. */
export async function processDeadLetter(body: string, deps: WorkerDeps): Promise<MessageOutcome> {
  const json = jsonOrUndefined(body);
  const webhook = webhookMessage.safeParse(json);
  if (webhook.success) {
    // An attempt whose handler kept failing (not a receiver's answer: those are recorded and retried by schedule):
    // nothing would try it again, so the job shows the delivery failed and the customer may redeliver.
    await failDeadLetteredWebhook(webhook.data, deps);
    return 'done';
  }
  const parsed = jobMessage.safeParse(json);
  if (!parsed.success) return 'done';
  const address = parsed.data;
  const log = deps.logger.createChild({ persistentKeys: { jobId: address.jobId, accountId: address.accountId } });
  const job = await deps.store.get(address);
  if (!job) return 'done';
  if (job.status === 'succeeded' || job.status === 'failed') {
    if (job.status === 'failed' && !job.refunded) await refund(job, deps, log);
    await notify(job, deps, log);
    return 'done';
  }
  const error = new AppError('internal_error', 'The job could not be processed after repeated deliveries.');
  if (!(await deps.store.fail(address, undefined, problemOf(error, job.requestId), deps.now()))) {
    // A worker holds a live lease right now: look again on the next delivery of this dead letter.
    return 'retry';
  }
  const failed = (await deps.store.get(address)) ?? job;
  await refund(failed, deps, log);
  await notify(failed, deps, log);
  return 'done';
}

async function finishFailed(
  job: JobRecord,
  owner: string,
  error: AppError,
  deps: WorkerDeps,
  log: Logger,
): Promise<void> {
  const address = { accountId: job.accountId, jobId: job.jobId };
  if (!(await deps.store.fail(address, owner, problemOf(error, job.requestId), deps.now()))) {
    log.warn('lease lost before the job could be marked failed; the lease holder decides');
    return;
  }
  await refund(job, deps, log);
  const final = await deps.store.get(address);
  if (final) await notify(final, deps, log);
}

/** Refund first, flag second: a crash between them leaves `refunded` false and the next delivery retries the (idempotent) refund. */
async function refund(job: JobRecord, deps: WorkerDeps, log: Logger): Promise<void> {
  const address = { accountId: job.accountId, jobId: job.jobId };
  if (job.debit) {
    try {
      await deps.meter.refund(job.debit, 'job_failed', deps.now());
    } catch (error) {
      log.critical('job refund failed', { error, debit: job.debit });
      throw error;
    }
  }
  await deps.store.markRefunded(address, deps.now());
}

/** The job is final: its webhook's first attempt is queued (webhook-delivery.ts); a failure there never fails it. */
async function notify(job: JobRecord, deps: WorkerDeps, log: Logger): Promise<void> {
  const delivery = deliveryDeps(deps);
  if (delivery === undefined) return;
  try {
    await ensureWebhookQueued(job, delivery);
  } catch (error) {
    // The job message is done; a redelivery of it would queue the webhook, so let this one come back.
    log.error('queueing the webhook failed', { error });
    throw error;
  }
}

function deliveryDeps(deps: WorkerDeps): WebhookDeliveryDeps | undefined {
  if (deps.webhooks === undefined) return undefined;
  return { ...deps.webhooks, store: deps.store, signResult: deps.signResult, logger: deps.logger, now: deps.now };
}

/** A webhook attempt that came through a job queue (the local platform carries both on one queue). */
async function processWebhook(body: string, deps: WorkerDeps): Promise<MessageOutcome> {
  const delivery = deliveryDeps(deps);
  if (delivery === undefined) {
    deps.logger.error('a webhook message reached a worker without webhook delivery; it will be redelivered');
    return 'retry';
  }
  return processWebhookMessage(body, delivery);
}

async function runWithLease(
  job: JobRecord,
  owner: string,
  leaseMs: number,
  deps: WorkerDeps,
  timeoutMs: number | undefined,
  log: Logger,
): Promise<OperationResult> {
  const implementation = deps.implementationsById.get(job.operationId);
  if (!implementation?.available()) throw engineUnavailable(job.operationId);
  const operation = implementation.operation;
  const lost = new AbortController();
  const address = { accountId: job.accountId, jobId: job.jobId };
  let progress = job.progress;
  let written = job.progress;
  const beat = async () => {
    const report = progress !== written ? progress : undefined;
    const held = await deps.store.heartbeat(address, owner, deps.now(), leaseMs, report);
    if (!held) lost.abort(new AppError('internal_error', 'The job lease was lost.'));
    else if (report !== undefined) written = report;
  };
  const timer = setInterval(() => {
    beat().catch((error: unknown) => log.warn('heartbeat failed', { error }));
  }, deps.heartbeatMs ?? 5000);
  const sink = { report: (p: number) => (progress = Math.max(progress, p)) };
  // One signal for the run: the lease lost (its AppError) or the time limit (a 504), held by shared/deadline.ts.
  const deadline = { signal: lost.signal, timeoutMs, reason: () => new AppError('timeout', jobTimedOut) };
  try {
    return await withDeadline(deadline, async (signal) => {
      const input = await loadInput(job, deps);
      const resolved = await resolveFiles(operation, input, job.accountId, deps.resolveFile, signal);
      const ctx: OperationContext = {
        operation,
        principal: { kind: 'api-key', accountId: job.accountId, keyId: job.keyId, plan: job.plan },
        requestId: job.requestId,
        logger: log,
        signal,
        headers: {},
        now: deps.now,
        runsAs: 'job',
      };
      return await untilAborted(
        withProgress(sink, () => implementation.run(resolved, ctx)),
        signal,
        jobTimedOut,
      );
    });
  } finally {
    clearInterval(timer);
  }
}

async function loadInput(job: JobRecord, deps: WorkerDeps): Promise<unknown> {
  const text = job.input ?? (job.inputKey && deps.files ? await deps.files.getInput(job.inputKey) : undefined);
  if (text === undefined) throw new Error(`job ${job.jobId} has no input`);
  return JSON.parse(text);
}

/** The pipeline's file step, for the worker: every file field's reference becomes bytes, limits enforced. */
async function resolveFiles(
  operation: Operation,
  input: unknown,
  accountId: string,
  resolver: FileResolver,
  signal: AbortSignal,
): Promise<unknown> {
  const fields = fileFieldsOf(operation);
  if (fields.length === 0 || typeof input !== 'object' || input === null) return input;
  const out: Record<string, unknown> = { ...input };
  const one = (ref: FileInput, field: string): Promise<UploadedFile> =>
    resolver(ref, { field, limits: operation.limits, signal, accountId });
  for (const { name } of fields) {
    const value = out[name];
    if (typeof value === 'string') out[name] = await one(value, name);
    else if (Array.isArray(value)) {
      out[name] = await Promise.all(value.map((v: unknown, i) => one(typeof v === 'string' ? v : '', `${name}[${i}]`)));
    }
  }
  return out;
}

/**
 * A file result is stored and the record keeps `{storedFile}` (its key, never a URL: view.ts signs one whenever the
 * job is read); JSON as is. A file on disk is streamed from there.
 */
async function publish(result: OperationResult, deps: WorkerDeps): Promise<unknown> {
  if (result.kind === 'json') return result.body;
  const file: ResultFile =
    result.kind === 'disk-file'
      ? { path: result.path, size: result.size, contentType: result.contentType, filename: result.filename }
      : { bytes: result.bytes, contentType: result.contentType, filename: result.filename };
  return storedFileResult(await deps.saveResult(file, deps.now()));
}
