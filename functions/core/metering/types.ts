import type { RequestLogRow } from './request-log.js';

/**
 * The metering contract the request pipeline uses. The DynamoDB implementation lives beside this file;
 * tests may use the same implementation against DynamoDB Local.
 */

/** Daily request quota per plan (null = unlimited). Plan 0 = free. */
export interface QuotaState {
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Epoch seconds of the next UTC midnight. */
  readonly resetAt: number;
}

export interface DebitRequest {
  readonly accountId: string;
  readonly operationId: string;
  /** Catalogue service id shown in the usage history (falls back to the operation id). */
  readonly serviceId: string;
  readonly credits: number;
  readonly requestId: string;
  readonly now: Date;
}

export interface ChargeRequest extends DebitRequest {
  /** The caller's plan, for its daily quota. */
  readonly plan: number;
  /**
   * The request's deadline: a store that stalls past it aborts the debit. A write already sent may still land; it
   * is then a pending charge that nothing settles, which the sweep refunds.
   */
  readonly signal?: AbortSignal;
}

/** Addresses one charge: all a refund needs, since it reads the price from the charge itself. */
export interface ChargeRef {
  readonly accountId: string;
  readonly usageId: string;
}

/** A charge just made: what settling it writes to the usage history, and the balance it left. */
export interface Debit extends ChargeRef {
  readonly credits: number;
  readonly remaining: number;
  readonly serviceId: string;
  readonly operationId: string;
  readonly requestId: string;
}

/** What one metered call cost: the quota it used, the debit (absent for free calls) and the balance after. */
export interface Charge {
  readonly quota: QuotaState;
  readonly debit?: Debit;
  readonly remaining: number;
}

export interface Meter {
  /**
   * Counts the call against today's quota and debits its credits in one conditional write of the profile, which
   * also answers the balance and quota left for the response headers: one table round trip (two on an account's
   * first call of a UTC day, when the day's counter starts over). Throws AppError('quota_exceeded') 429 with
   * rate-limit headers, or AppError('insufficient_credits') 402 with required/available; neither takes anything.
   */
  charge(request: ChargeRequest): Promise<Charge>;
  /** Compensating transaction: increment + refund entry linked to the charge row. Idempotent per charge. */
  refund(charge: ChargeRef, reason: string, now: Date, signal?: AbortSignal): Promise<{ remaining: number }>;
  balance(accountId: string, signal?: AbortSignal): Promise<number>;
  /**
   * The run that made the debit answered: the charge stands, leaves the pending state and enters the usage
   * history, so the sweep leaves it. A no-op for a charge already refunded or settled. Meters without pending
   * charges (in-memory fakes) may omit it. `log`, the call's request-log row, travels in the same write
   * (docs/requests.md): logging a successful charged call costs no round trip of its own.
   */
  settle?(debit: Debit, signal?: AbortSignal, log?: RequestLogRow): Promise<void>;
  /**
   * Logs a call whose row rides on no other write (a failure, a free call): one put. Meters without a request log
   * (in-memory fakes) may omit it. `signal` bounds it like every store call on the request path.
   */
  record?(log: RequestLogRow, signal?: AbortSignal): Promise<void>;
  /**
   * Lowers a settled charge of `charge.credits` to `credits` and gives the difference back, once: a job charged at
   * its maximum length settles at the length it measured (see PerDurationRule). A charge still pending (the sweep
   * refunds it whole), refunded, or already repriced is left as it is; a higher `credits` is never charged.
   */
  reprice?(charge: ChargeRef & { readonly credits: number }, credits: number, now: Date): Promise<void>;
}

/** What one sweep refunded. */
export interface SweepResult {
  readonly refunded: readonly { readonly accountId: string; readonly usageId: string }[];
}

/** Refunds charges still pending that were made before `chargedBefore` (their Lambda died). Idempotent. */
export interface PendingSweep {
  sweep(chargedBefore: Date, now: Date): Promise<SweepResult>;
}

/** A stored response replayed for a repeated Idempotency-Key. */
export interface StoredResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly isBase64Encoded: boolean;
}

export type IdempotencyBegin =
  | { readonly state: 'new' }
  | { readonly state: 'replay'; readonly response: StoredResponse }
  /** Same key, same body, first request still running: answer 409 with Retry-After. */
  | { readonly state: 'in-progress' };

export interface IdempotencyStore {
  /** Claims (accountId, key) for a request whose body hashes to `fingerprint`; a different fingerprint → AppError('idempotency_conflict'). */
  begin(accountId: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyBegin>;
  complete(accountId: string, key: string, response: StoredResponse, now: Date): Promise<void>;
  /** Releases a claim whose request failed before charging, so a retry runs again. */
  release(accountId: string, key: string): Promise<void>;
}
