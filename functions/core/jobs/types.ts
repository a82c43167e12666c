import { z } from 'zod';
import type { Debit } from '../metering/types.js';

/**
 * The job contract: one record per accepted asynchronous call, in its account's partition of
 * the single table, moved queued → running → succeeded | failed by conditional writes only.
 */

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobIdPattern = /^job_[A-Za-z0-9]{20}$/;

const debitSchema = z.object({
  accountId: z.string(),
  usageId: z.string(),
  credits: z.number(),
  remaining: z.number(),
});

/** Attempts kept on a job item: every attempt of the current delivery and the latest of earlier ones. */
export const keptWebhookAttempts = 24;

/** One POST of a job's webhook as the job records it; `status` when the receiver answered, `error` when not. */
const webhookAttempt = z.object({
  attempt: z.number().int().min(1),
  at: z.string(),
  status: z.number().int().optional(),
  error: z.string().optional(),
  durationMs: z.number().int().min(0),
  /** When the next attempt is due; absent when this one ended the delivery. */
  nextRetryAt: z.string().optional(),
});

export const webhookStates = ['pending', 'delivered', 'failed'] as const;

/**
 * Where a job's webhook delivery stands. `series` numbers the deliveries (a redeliver starts the next one) and
 * `nextAttempt` is the attempt the queued message must carry: a message of an older series or attempt (a duplicate,
 * or one a redeliver superseded) finds them changed and does nothing (webhook-delivery.ts).
 */
const webhookState = z.object({
  state: z.enum(webhookStates),
  eventId: z.string(),
  series: z.number().int().min(1),
  nextAttempt: z.number().int().min(1),
  nextRetryAt: z.string().optional(),
  /** The highest attempt whose message was queued: a crash between recording an attempt and queueing the next shows. */
  queued: z.number().int().optional(),
  attempts: z.array(webhookAttempt),
});

/** Items written before deliveries were queued kept a summary; they read as a finished delivery without an id. */
export const legacyEventId = 'evt_legacy';

const legacyWebhook = z
  .object({ attempts: z.number().int(), lastStatus: z.number().int().optional(), deliveredAt: z.string().optional() })
  .transform(
    (old): z.infer<typeof webhookState> => ({
      state: old.deliveredAt === undefined ? 'failed' : 'delivered',
      eventId: legacyEventId,
      series: 1,
      nextAttempt: old.attempts + 1,
      attempts: [],
    }),
  );

/** What the table holds for a job. Parsed on every read: an item from an older version must fail loudly. */
export const jobItem = z.object({
  jobId: z.string(),
  accountId: z.string(),
  keyId: z.string(),
  plan: z.number().int(),
  operationId: z.string(),
  status: z.enum(jobStatuses),
  progress: z.number().min(0).max(100),
  /** The validated input with file references (URLs, data URLs, `file_` ids) as JSON; absent when kept in S3. */
  input: z.string().optional(),
  /** Files-bucket key of the input when it is too large for the item. */
  inputKey: z.string().optional(),
  webhookUrl: z.string().optional(),
  creditsCharged: z.number(),
  /** The charge row to reverse on failure (absent for free jobs). */
  debit: debitSchema.optional(),
  refunded: z.boolean().default(false),
  requestId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  attempts: z.number().int().default(0),
  leaseOwner: z.string().optional(),
  /** Epoch milliseconds; a running job whose lease expired belongs to a crashed worker and may be reclaimed. */
  leaseExpiresAt: z.number().optional(),
  result: z.unknown().optional(),
  error: z.record(z.string(), z.unknown()).optional(),
  webhook: z.union([webhookState, legacyWebhook]).optional(),
  ttl: z.number(),
});
export type JobRecord = z.infer<typeof jobItem>;
export type WebhookState = z.infer<typeof webhookState>;
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** The record of one attempt and what it leaves the delivery in. */
export interface WebhookAttemptRecord {
  readonly series: number;
  readonly entry: WebhookAttempt;
  readonly state: WebhookState['state'];
  /** The item's new expiry: a job lives until its last retry is done (and a day more for reading it). */
  readonly ttl: number;
}

/** What the accept step writes; the store fills status, progress, attempts, timestamps and ttl. */
export interface NewJob {
  readonly jobId: string;
  readonly accountId: string;
  readonly keyId: string;
  readonly plan: number;
  readonly operationId: string;
  readonly input?: string;
  readonly inputKey?: string;
  readonly webhookUrl?: string;
  readonly creditsCharged: number;
  readonly debit?: Debit;
  readonly requestId: string;
  readonly now: Date;
}

export interface JobAddress {
  readonly accountId: string;
  readonly jobId: string;
}

export type ClaimResult =
  | { readonly state: 'claimed'; readonly job: JobRecord }
  /** Another worker holds a live lease: leave the message for a later delivery. */
  | { readonly state: 'busy'; readonly job: JobRecord }
  /** Already succeeded or failed: the message is a redelivery with nothing left to do (but see `refunded`). */
  | { readonly state: 'finished'; readonly job: JobRecord }
  | { readonly state: 'missing' };

export interface JobStore {
  create(job: NewJob): Promise<JobRecord>;
  get(address: JobAddress): Promise<JobRecord | undefined>;
  /** queued, or running with an expired lease → running under `owner` until `now + leaseMs`. */
  claim(address: JobAddress, owner: string, now: Date, leaseMs: number): Promise<ClaimResult>;
  /** Extends the lease (and records progress) while `owner` still holds it; false when the lease was lost. */
  heartbeat(address: JobAddress, owner: string, now: Date, leaseMs: number, progress?: number): Promise<boolean>;
  /**
   * running under `owner` → succeeded with its result, and with `creditsCharged` when the charge was settled at a
   * lower final price (jobs/final-price.ts); false when the lease was lost.
   */
  succeed(address: JobAddress, owner: string, result: unknown, now: Date, creditsCharged?: number): Promise<boolean>;
  /**
   * → failed with a problem object. With an owner: only while that owner holds the lease. Without one (dead-letter
   * path, exhausted attempts): only from queued or from running with an expired lease. False when it did not apply.
   */
  fail(address: JobAddress, owner: string | undefined, error: Record<string, unknown>, now: Date): Promise<boolean>;
  /** Records that the failed job's credits went back (the meter's own guard makes the refund itself idempotent). */
  markRefunded(address: JobAddress, now: Date): Promise<void>;
  /**
   * Starts the first delivery of a finished job's webhook (state pending, attempt 1 due); false when it was already
   * started (a redelivered job message).
   */
  startWebhook(address: JobAddress, eventId: string, now: Date): Promise<boolean>;
  /**
   * Records attempt `entry.attempt` of delivery `series` while it is still the one due; false when another
   * delivery of the same message, or a redeliver, got there first (then nothing else may follow from this one).
   */
  recordWebhookAttempt(address: JobAddress, record: WebhookAttemptRecord): Promise<boolean>;
  /**
   * Starts delivery `series + 1` of a finished job's webhook from attempt 1 (series 1 when none was started), keeping
   * the latest attempts; undefined when the job changed since it was read as `expected` (another redeliver or an
   * attempt raced it) or is not finished.
   */
  restartWebhook(address: JobAddress, expected: WebhookState | undefined, now: Date): Promise<WebhookState | undefined>;
  /** Notes that attempt `attempt` of delivery `series` is queued (while it is still the one due). */
  markWebhookQueued(address: JobAddress, series: number, attempt: number): Promise<void>;
}

/** The SQS message: only the address, so a redelivery always reads the record's current state. */
export const jobMessage = z.object({ jobId: z.string().regex(jobIdPattern), accountId: z.string().min(1) });
export type JobMessage = z.infer<typeof jobMessage>;

/**
 * A due attempt of a job's webhook. `dueAt` is when it may be sent; a message that arrives earlier (SQS delays a
 * message by 15 minutes at most) is sent on again until then. Job and webhook messages share a shape on purpose:
 * the address is all either needs, and a queue consumer tells them apart by `kind`.
 */
export const webhookMessage = z.object({
  kind: z.literal('webhook'),
  jobId: z.string().regex(jobIdPattern),
  accountId: z.string().min(1),
  series: z.number().int().min(1),
  attempt: z.number().int().min(1),
  dueAt: z.string().datetime(),
});
export type WebhookMessage = z.infer<typeof webhookMessage>;

export interface JobQueue {
  send(message: JobMessage): Promise<void>;
}

/** Where webhook attempts wait: `delaySeconds` is the queue's (at most 900 on SQS). */
export interface WebhookQueue {
  send(message: WebhookMessage, delaySeconds: number): Promise<void>;
}
