import type { Context } from 'aws-lambda';
import { AppError } from '../../../functions/core/errors.js';
import { insufficientCredits } from '../../../functions/core/metering/insufficient.js';
import type {
  Charge,
  ChargeRef,
  ChargeRequest,
  Debit,
  IdempotencyBegin,
  IdempotencyStore,
  Meter,
  QuotaState,
  StoredResponse,
} from '../../../functions/core/metering/types.js';
import { buildContext } from '../../../infra/local/gateway/event.js';

/** In-memory Meter with the same contract as the DynamoDB one (used to test the pipeline's control flow). */
export class MemoryMeter implements Meter {
  readonly entries: { usageId: string; credits: number; kind: 'charge' | 'refund' }[] = [];
  requests = 0;
  constructor(
    public credits: number,
    private readonly quotaLimit: number | null = null,
  ) {}
  async charge(request: ChargeRequest): Promise<Charge> {
    const now = request.now;
    const resetAt = Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000);
    if (this.quotaLimit !== null && this.requests >= this.quotaLimit) {
      throw new AppError('quota_exceeded', 'Daily quota exceeded.', {
        headers: { 'Retry-After': String(resetAt - Math.floor(now.getTime() / 1000)) },
      });
    }
    if (this.credits < request.credits) {
      throw insufficientCredits(request.credits, this.credits);
    }
    this.requests += 1;
    const quota: QuotaState = {
      limit: this.quotaLimit,
      remaining: this.quotaLimit === null ? null : this.quotaLimit - this.requests,
      resetAt,
    };
    if (request.credits <= 0) return { quota, remaining: this.credits };
    this.credits -= request.credits;
    const usageId = `use_${this.entries.length}`;
    this.entries.push({ usageId, credits: request.credits, kind: 'charge' });
    const debit: Debit = {
      accountId: request.accountId,
      usageId,
      credits: request.credits,
      remaining: this.credits,
      serviceId: request.serviceId,
      operationId: request.operationId,
      requestId: request.requestId,
    };
    return { quota, debit, remaining: this.credits };
  }
  async refund(charge: ChargeRef): Promise<{ remaining: number }> {
    const charged = this.entries.find((e) => e.kind === 'charge' && e.usageId === charge.usageId);
    if (!charged) throw new Error(`No charge ${charge.usageId}`);
    if (this.entries.some((e) => e.kind === 'refund' && e.usageId === charge.usageId))
      return { remaining: this.credits };
    this.credits += charged.credits;
    this.entries.push({ usageId: charge.usageId, credits: -charged.credits, kind: 'refund' });
    return { remaining: this.credits };
  }
  /** Lowers a charge once, as the DynamoDB meter's guarded transaction does (see Meter.reprice). */
  async reprice(charge: ChargeRef & { readonly credits: number }, credits: number): Promise<void> {
    const charged = this.entries.find((e) => e.kind === 'charge' && e.usageId === charge.usageId);
    if (!charged || charged.credits !== charge.credits || !(credits < charged.credits)) return;
    if (this.entries.some((e) => e.kind === 'refund' && e.usageId === charge.usageId)) return;
    this.credits += charged.credits - credits;
    charged.credits = credits;
  }
  async balance(): Promise<number> {
    return this.credits;
  }
}

export class MemoryIdempotency implements IdempotencyStore {
  private readonly records = new Map<string, { fingerprint: string; response?: StoredResponse }>();
  async begin(accountId: string, key: string, fingerprint: string): Promise<IdempotencyBegin> {
    const id = `${accountId}/${key}`;
    const record = this.records.get(id);
    if (!record) {
      this.records.set(id, { fingerprint });
      return { state: 'new' };
    }
    if (record.fingerprint !== fingerprint) {
      throw new AppError('idempotency_conflict', 'This Idempotency-Key was used with a different request.');
    }
    return record.response ? { state: 'replay', response: record.response } : { state: 'in-progress' };
  }
  async complete(accountId: string, key: string, response: StoredResponse): Promise<void> {
    const record = this.records.get(`${accountId}/${key}`);
    if (record) record.response = response;
  }
  async release(accountId: string, key: string): Promise<void> {
    this.records.delete(`${accountId}/${key}`);
  }
}

/** A REST v1 event as the local gateway builds it (test/support/rest-event.ts). */
export { restEvent } from '../../support/rest-event.js';

/** A Lambda context with `remainingMs` to run, as the local gateway gives one (infra/local/gateway/event.ts). */
export const lambdaContext = (remainingMs = 30_000): Context => buildContext('test', crypto.randomUUID(), remainingMs);

export const apiKeyAuthorizer = { accountId: 'acct_test', keyId: 'key_test', plan: '0' };
