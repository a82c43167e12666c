import { z } from 'zod';
import type { Debit } from '../metering/types.js';

/**
 * The job contract (DESIGN section 6): one record per accepted asynchronous call, in its account's partition of
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

const webhookDelivery = z.object({
  attempts: z.number().int(),
  lastStatus: z.number().int().optional(),
  deliveredAt: z.string().optional(),
  failedAt: z.string().optional(),
});

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
  webhook: webhookDelivery.optional(),
  ttl: z.number(),
});
export type JobRecord = z.infer<typeof jobItem>;
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

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
  recordWebhook(address: JobAddress, delivery: WebhookDelivery): Promise<void>;
}

/** The SQS message: only the address, so a redelivery always reads the record's current state. */
export const jobMessage = z.object({ jobId: z.string().regex(jobIdPattern), accountId: z.string().min(1) });
export type JobMessage = z.infer<typeof jobMessage>;

export interface JobQueue {
  send(message: JobMessage): Promise<void>;
}
