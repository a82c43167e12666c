import { createHash } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { inlineResultLimit } from '../../shared/operations/define.js';
import type { Operation } from '../../shared/operations/types.js';
import type { FileRef, UploadedFile } from '../../shared/schemas/fields.js';
import { AppError, engineUnavailable } from './errors.js';
import type { FileResolver, ResultStore } from './files/types.js';
import { parseBody } from './http/body.js';
import { problemResponse, toAppError } from './http/problem.js';
import type { HttpRequest } from './http/request.js';
import { fileResponse, jsonResponse } from './http/respond.js';
import { validateInput } from './http/validate.js';
import { rateLimitHeaders } from './metering/quota.js';
import type { Debit, IdempotencyStore, Meter, QuotaState, StoredResponse } from './metering/types.js';
import type { Implementations, OperationContext, OperationImpl, OperationResult, Principal } from './operation.js';
import { principalOf } from './principal.js';

/** Everything the pipeline needs besides the request; built once per process (see wiring.ts), injected in tests. */
export interface PipelineDeps {
  readonly logger: Logger;
  readonly now: () => Date;
  /** Credits one call costs, from the operation's credit rule and the validated input. */
  readonly price: (operation: Operation, input: unknown) => number;
  readonly meter?: Meter;
  readonly idempotency?: IdempotencyStore;
  readonly resolveFile?: FileResolver;
  readonly storeResult?: ResultStore;
  /** Creates the account (profile, credits, first key) on a user's first authenticated call. Idempotent. */
  readonly provision?: (principal: Extract<Principal, { kind: 'user' }>) => Promise<void>;
}

/** Query parameters the pipeline itself reads; they never reach operation schemas. */
const reservedQuery = ['dry_run', 'output'] as const;

interface Metered {
  readonly accountId: string;
  readonly credits: number;
  debit?: Debit;
  quota?: QuotaState;
}

/**
 * The request pipeline after the operation is known: authenticate → parse → validate → dry_run → idempotency
 * → quota → resolve files → debit → run → respond; any failure after the debit refunds it.
 */
export async function runPipeline(
  operation: Operation,
  implementations: Implementations,
  event: APIGatewayProxyEvent,
  request: HttpRequest,
  requestId: string,
  signal: AbortSignal,
  deps: PipelineDeps,
): Promise<APIGatewayProxyResult> {
  const headers: Record<string, string> = { 'X-Request-Id': requestId };
  const principal = principalOf(event, operation.auth);
  const body = await parseBody(request, operation);
  const input = validateInput(operation.input, mergeInput(request, body));

  // Implementations are registered by operation id and typed by that operation's schema, which just validated
  // `input`: widening the parameter to unknown here is the one place the registry's typing is bridged.
  const impl = implementations[operation.id] as OperationImpl<unknown> | undefined;
  if (!impl) throw engineUnavailable(operation.id);

  if (principal.kind === 'user' && deps.provision) await deps.provision(principal);

  const credits = deps.price(operation, input);
  const meter = principal.kind === 'api-key' ? deps.meter : undefined;
  if (request.query.dry_run === 'true') {
    const balance = meter && principal.kind === 'api-key' ? await meter.balance(principal.accountId) : undefined;
    return jsonResponse(
      { kind: 'json', body: { dryRun: true, operationId: operation.id, credits, balance } },
      {
        ...headers,
        'X-Credits-Charged': '0',
        ...(balance === undefined ? {} : { 'X-Credits-Remaining': String(balance) }),
      },
    );
  }

  const idempotencyKey = request.headers['idempotency-key'];
  const idem = idempotencyKey && principal.kind !== 'anonymous' ? deps.idempotency : undefined;
  if (idem && idempotencyKey && principal.kind !== 'anonymous') {
    const claim = await idem.begin(principal.accountId, idempotencyKey, fingerprint(request), deps.now());
    if (claim.state === 'replay') return replay(claim.response);
    if (claim.state === 'in-progress') {
      throw new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still being processed.', {
        headers: { 'Retry-After': '1' },
      });
    }
  }

  const metered: Metered | undefined =
    meter && principal.kind === 'api-key' ? { accountId: principal.accountId, credits } : undefined;
  let response: APIGatewayProxyResult;
  try {
    if (metered && meter && principal.kind === 'api-key') {
      metered.quota = await meter.consumeQuota(principal.accountId, principal.plan, deps.now());
      Object.assign(headers, rateLimitHeaders(metered.quota));
    }
    const resolved = await resolveFiles(operation, input, principal, signal, deps);
    if (metered && meter && credits > 0) {
      metered.debit = await meter.debit({
        accountId: metered.accountId,
        operationId: operation.id,
        serviceId: operation.serviceId ?? operation.id,
        credits,
        requestId,
        now: deps.now(),
      });
    }
    const ctx: OperationContext = {
      operation,
      principal,
      requestId,
      logger: deps.logger,
      signal,
      headers: request.headers,
      now: deps.now,
    };
    const result = await untilAborted(impl(resolved, ctx), signal);
    if (metered) {
      headers['X-Credits-Charged'] = String(metered.debit ? credits : 0);
      headers['X-Credits-Remaining'] = String(metered.debit?.remaining ?? (await meter?.balance(metered.accountId)));
    }
    response = await respond(result, headers, request, deps);
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'internal_error') deps.logger.error('operation failed', { error, operationId: operation.id });
    if (metered && meter) await settleFailure(meter, metered, appError, headers, deps);
    response = problemResponse(appError, requestId, headers);
    if (appError.status >= 500 && idem && idempotencyKey && principal.kind !== 'anonymous') {
      // A server-side failure is not an answer to remember: release the key so a retry runs again.
      await idem.release(principal.accountId, idempotencyKey);
      return response;
    }
  }
  if (idem && idempotencyKey && principal.kind !== 'anonymous') {
    await idem.complete(principal.accountId, idempotencyKey, stored(response), deps.now());
  }
  return response;
}

/** Rejects with a 504 problem when the deadline signal fires first, so the catch path still refunds. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AppError('timeout', 'The operation did not finish in time.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AppError('timeout', 'The operation did not finish in time.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Path parameters win over body fields, which win over query parameters; reserved query keys are dropped. */
function mergeInput(request: HttpRequest, body: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = { ...request.query };
  for (const key of reservedQuery) delete query[key];
  return { ...query, ...body, ...request.pathParameters };
}

async function resolveFiles(
  operation: Operation,
  input: unknown,
  principal: Principal,
  signal: AbortSignal,
  deps: PipelineDeps,
): Promise<unknown> {
  const fields = operation.fileFields ?? [];
  if (fields.length === 0 || typeof input !== 'object' || input === null) return input;
  const resolver = deps.resolveFile;
  if (!resolver) throw engineUnavailable(operation.id);
  const out: Record<string, unknown> = { ...input };
  const accountId = principal.kind === 'anonymous' ? undefined : principal.accountId;
  const one = (ref: FileRef, field: string): Promise<UploadedFile> =>
    resolver(ref, { field, limits: operation.limits, signal, accountId });
  for (const field of fields) {
    const value = out[field];
    if (value === undefined) continue;
    out[field] = Array.isArray(value)
      ? await Promise.all(value.map((v: FileRef, i) => one(v, `${field}[${i}]`)))
      : await one(value as FileRef, field);
  }
  return out;
}

async function respond(
  result: OperationResult,
  headers: Record<string, string>,
  request: HttpRequest,
  deps: PipelineDeps,
): Promise<APIGatewayProxyResult> {
  if (result.kind === 'json') return jsonResponse(result, headers);
  const wantsUrl = request.query.output === 'url';
  if (wantsUrl || result.bytes.length > inlineResultLimit) {
    if (!deps.storeResult) throw new AppError('payload_too_large', 'The result is too large to return inline.');
    const stored = await deps.storeResult(result, deps.now());
    return jsonResponse({ kind: 'json', body: stored }, headers);
  }
  return fileResponse(result, headers);
}

/** Refunds a debit taken for a request that then failed, and reports the credit effect in the headers. */
async function settleFailure(
  meter: Meter,
  metered: Metered,
  error: AppError,
  headers: Record<string, string>,
  deps: PipelineDeps,
): Promise<void> {
  let remaining: number | undefined = metered.debit?.remaining;
  if (metered.debit) {
    try {
      remaining = (await meter.refund(metered.accountId, metered.debit, metered.credits, error.code, deps.now()))
        .remaining;
    } catch (refundError) {
      // The debit stands until an operator reconciles it; the log line carries everything needed.
      deps.logger.critical('refund failed', { refundError, debit: metered.debit, accountId: metered.accountId });
      headers['X-Credits-Charged'] = String(metered.credits);
      headers['X-Credits-Remaining'] = String(remaining);
      return;
    }
  }
  if (remaining === undefined && error.code !== 'insufficient_credits') {
    remaining = await meter.balance(metered.accountId).catch(() => undefined);
  }
  const available = error.extensions.available;
  if (remaining === undefined && typeof available === 'number') remaining = available;
  headers['X-Credits-Charged'] = '0';
  if (remaining !== undefined) headers['X-Credits-Remaining'] = String(remaining);
}

function fingerprint(request: HttpRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.path}?${JSON.stringify(request.query)}\n`)
    .update(request.body)
    .digest('hex');
}

function stored(response: APIGatewayProxyResult): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name] = String(value);
  return {
    statusCode: response.statusCode,
    headers,
    body: response.body,
    isBase64Encoded: response.isBase64Encoded ?? false,
  };
}

function replay(response: StoredResponse): APIGatewayProxyResult {
  return {
    statusCode: response.statusCode,
    headers: { ...response.headers, 'Idempotent-Replayed': 'true' },
    body: response.body,
    isBase64Encoded: response.isBase64Encoded,
  };
}
