import type {
  ClaimResult,
  JobAddress,
  JobRecord,
  JobStore,
  NewJob,
  WebhookAttemptRecord,
  WebhookState,
} from '../../../functions/core/jobs/types.js';
import { restartedWebhook } from '../../../functions/core/jobs/webhook-state.js';

/**
 * The JobStore contract in memory, with the DynamoDB store's conditions written out one for one (each method is
 * one atomic step here, as each is one conditional UpdateItem there). test/unit/jobs/dynamo-store.test.ts checks
 * that the DynamoDB store sends exactly these conditions.
 */
export class MemoryJobStore implements JobStore {
  readonly jobs = new Map<string, JobRecord>();

  private key(a: JobAddress): string {
    return `${a.accountId}/${a.jobId}`;
  }

  private put(job: JobRecord): void {
    this.jobs.set(this.key(job), job);
  }

  async create(job: NewJob): Promise<JobRecord> {
    if (this.jobs.has(this.key(job))) throw new Error('exists');
    const at = job.now.toISOString();
    const record: JobRecord = {
      jobId: job.jobId,
      accountId: job.accountId,
      keyId: job.keyId,
      plan: job.plan,
      operationId: job.operationId,
      status: 'queued',
      progress: 0,
      ...(job.input === undefined ? {} : { input: job.input }),
      ...(job.inputKey === undefined ? {} : { inputKey: job.inputKey }),
      ...(job.webhookUrl === undefined ? {} : { webhookUrl: job.webhookUrl }),
      creditsCharged: job.creditsCharged,
      ...(job.debit === undefined ? {} : { debit: job.debit }),
      refunded: false,
      requestId: job.requestId,
      createdAt: at,
      updatedAt: at,
      attempts: 0,
      ttl: Math.floor(job.now.getTime() / 1000) + 2 * 86_400,
    };
    this.put(record);
    return record;
  }

  async get(a: JobAddress): Promise<JobRecord | undefined> {
    return this.jobs.get(this.key(a));
  }

  async claim(a: JobAddress, owner: string, now: Date, leaseMs: number): Promise<ClaimResult> {
    const job = this.jobs.get(this.key(a));
    if (!job) return { state: 'missing' };
    const expired = job.status === 'running' && (job.leaseExpiresAt ?? 0) < now.getTime();
    if (job.status === 'queued' || expired) {
      const claimed: JobRecord = {
        ...job,
        status: 'running',
        leaseOwner: owner,
        leaseExpiresAt: now.getTime() + leaseMs,
        attempts: job.attempts + 1,
        startedAt: job.startedAt ?? now.toISOString(),
        updatedAt: now.toISOString(),
      };
      this.put(claimed);
      return { state: 'claimed', job: claimed };
    }
    if (job.status === 'succeeded' || job.status === 'failed') return { state: 'finished', job };
    return { state: 'busy', job };
  }

  private holds(a: JobAddress, owner: string): JobRecord | undefined {
    const job = this.jobs.get(this.key(a));
    return job && job.status === 'running' && job.leaseOwner === owner ? job : undefined;
  }

  async heartbeat(a: JobAddress, owner: string, now: Date, leaseMs: number, progress?: number): Promise<boolean> {
    const job = this.holds(a, owner);
    if (!job) return false;
    this.put({
      ...job,
      leaseExpiresAt: now.getTime() + leaseMs,
      updatedAt: now.toISOString(),
      ...(progress === undefined ? {} : { progress: Math.min(99, Math.round(progress)) }),
    });
    return true;
  }

  async succeed(a: JobAddress, owner: string, result: unknown, now: Date, creditsCharged?: number): Promise<boolean> {
    const job = this.holds(a, owner);
    if (!job) return false;
    const { leaseOwner: _o, leaseExpiresAt: _e, ...rest } = job;
    this.put({
      ...rest,
      ...(creditsCharged === undefined ? {} : { creditsCharged }),
      status: 'succeeded',
      progress: 100,
      result,
      updatedAt: now.toISOString(),
      finishedAt: now.toISOString(),
    });
    return true;
  }

  async fail(a: JobAddress, owner: string | undefined, error: Record<string, unknown>, now: Date): Promise<boolean> {
    const job = this.jobs.get(this.key(a));
    if (!job) return false;
    const allowed =
      owner === undefined
        ? job.status === 'queued' || (job.status === 'running' && (job.leaseExpiresAt ?? 0) < now.getTime())
        : job.status === 'running' && job.leaseOwner === owner;
    if (!allowed) return false;
    const { leaseOwner: _o, leaseExpiresAt: _e, ...rest } = job;
    this.put({ ...rest, status: 'failed', error, updatedAt: now.toISOString(), finishedAt: now.toISOString() });
    return true;
  }

  async markRefunded(a: JobAddress): Promise<void> {
    const job = this.jobs.get(this.key(a));
    if (job?.status === 'failed') this.put({ ...job, refunded: true });
  }

  async startWebhook(a: JobAddress, eventId: string, now: Date): Promise<boolean> {
    const job = this.jobs.get(this.key(a));
    if (!job || job.webhook !== undefined || (job.status !== 'succeeded' && job.status !== 'failed')) return false;
    this.put({
      ...job,
      webhook: { state: 'pending', eventId, series: 1, nextAttempt: 1, nextRetryAt: now.toISOString(), attempts: [] },
    });
    return true;
  }

  async recordWebhookAttempt(a: JobAddress, record: WebhookAttemptRecord): Promise<boolean> {
    const job = this.jobs.get(this.key(a));
    const w = job?.webhook;
    if (!job || !w || w.series !== record.series || w.nextAttempt !== record.entry.attempt || w.state !== 'pending')
      return false;
    const { nextRetryAt: _n, ...rest } = w;
    this.put({
      ...job,
      ttl: record.ttl,
      webhook: {
        ...rest,
        attempts: [...w.attempts, record.entry],
        state: record.state,
        nextAttempt: record.entry.attempt + 1,
        ...(record.entry.nextRetryAt === undefined ? {} : { nextRetryAt: record.entry.nextRetryAt }),
      },
    });
    return true;
  }

  async restartWebhook(
    a: JobAddress,
    expected: WebhookState | undefined,
    now: Date,
  ): Promise<WebhookState | undefined> {
    const job = this.jobs.get(this.key(a));
    if (!job || (job.status !== 'succeeded' && job.status !== 'failed')) return undefined;
    const w = job.webhook;
    const same =
      expected === undefined
        ? w === undefined
        : w !== undefined && w.series === expected.series && w.nextAttempt === expected.nextAttempt;
    if (!same) return undefined;
    const state = restartedWebhook(expected, now);
    this.put({ ...job, webhook: state, ttl: Math.floor(now.getTime() / 1000) + 86_400 });
    return state;
  }

  async markWebhookQueued(a: JobAddress, series: number, attempt: number): Promise<void> {
    const job = this.jobs.get(this.key(a));
    const w = job?.webhook;
    if (job && w && w.series === series && w.nextAttempt === attempt)
      this.put({ ...job, webhook: { ...w, queued: attempt } });
  }
}
