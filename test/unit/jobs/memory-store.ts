import type { ClaimResult, JobAddress, JobRecord, JobStore, NewJob } from '../../../functions/core/jobs/types.js';

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

  async recordWebhook(a: JobAddress, delivery: JobRecord['webhook']): Promise<void> {
    const job = this.jobs.get(this.key(a));
    if (job && delivery) this.put({ ...job, webhook: delivery });
  }
}
