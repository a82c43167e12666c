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

export interface Debit {
  readonly usageId: string;
  readonly remaining: number;
}

export interface Meter {
  /** Counts one request against today's quota; throws AppError('quota_exceeded') with rate-limit headers when over. */
  consumeQuota(accountId: string, plan: number, now: Date): Promise<QuotaState>;
  /** One TransactWriteItems: conditional decrement + usage entry. Throws AppError('insufficient_credits') (402, required/available). */
  debit(request: DebitRequest): Promise<Debit>;
  /** Compensating transaction: increment + refund entry linked to the usage entry. Idempotent per usageId. */
  refund(accountId: string, debit: Debit, credits: number, reason: string, now: Date): Promise<{ remaining: number }>;
  balance(accountId: string): Promise<number>;
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
