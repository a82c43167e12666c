import type { Logger } from '@aws-lambda-powertools/logger';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Measured, Operation } from '../../../shared/operations/types.js';
import type { FileChecker, FileResolver, ResultStore } from '../files/types.js';
import type { HttpRequest } from '../http/request.js';
import type { Implementation } from '../implement.js';
import type { AcceptRequest } from '../jobs/accept.js';
import type { Charge, IdempotencyStore, Meter } from '../metering/types.js';
import type { ApiKeyPrincipal, JsonResult, OperationResult, Principal, UserPrincipal } from '../operation.js';

/** Everything the pipeline needs besides the request; built once per process (see wiring.ts), injected in tests. */
export interface PipelineDeps {
  readonly logger: Logger;
  readonly now: () => Date;
  /**
   * Credits one call costs, from the credit rule of the engine serving it (if it has several), the input and the
   * sizes its measure hook found (see steps/measure.ts).
   */
  readonly price: (operation: Operation, input: unknown, engine?: string, measured?: Measured) => number;
  readonly meter?: Meter;
  readonly idempotency?: IdempotencyStore;
  readonly resolveFile?: FileResolver;
  /** A dry run's check of the file references, without downloading them (see files/types.ts). */
  readonly checkFile?: FileChecker;
  readonly storeResult?: ResultStore;
  /** Creates the account (profile, credits, first key) on a user's first authenticated call. Idempotent. */
  readonly provision?: (principal: UserPrincipal) => Promise<void>;
  /** Accepts a charged call as a job (202): async-only operations, and async-allowed ones asked to respond async. */
  readonly acceptJob?: (request: AcceptRequest) => Promise<JsonResult>;
  /** The checks acceptJob makes before accepting (webhookUrl, URLs nested in the input), for a dry run. */
  readonly checkJobInput?: (input: unknown) => Promise<void>;
}

/** The query parameters the pipeline itself reads, parsed strictly (see steps/parse.ts). */
export interface Controls {
  readonly dryRun: boolean;
  readonly output: 'inline' | 'url';
}

/** A claimed Idempotency-Key: completed with the final response, or released when the server failed. */
export interface IdempotencyClaim {
  readonly store: IdempotencyStore;
  readonly accountId: string;
  readonly key: string;
}

/**
 * One request's state, on middy's per-invocation `request.internal`: never in a closure shared by concurrent
 * invocations (the local platform serves many requests in one process). Steps fill it in order.
 */
export interface PipelineState {
  readonly requestId: string;
  readonly logger: Logger;
  readonly deps: PipelineDeps;
  readonly operation: Operation;
  readonly implementation?: Implementation;
  readonly http: HttpRequest;
  readonly signal: AbortSignal;
  /** Response headers gathered along the way (request id, rate limits, credits). */
  readonly headers: Record<string, string>;
  principal?: Principal;
  fields?: Record<string, unknown>;
  controls?: Controls;
  input?: unknown;
  /** True once the input's file fields are bytes (the measure step resolved them early for a sync call). */
  filesResolved?: boolean;
  measured?: Measured;
  credits?: number;
  idempotency?: IdempotencyClaim;
  charge?: Charge;
  result?: OperationResult;
}

/** middy's per-invocation `request.internal`: the request id from the first moment, the state once known. */
export type PipelineInternal = {
  requestId?: string;
  state?: PipelineState;
};

export type PipelineRequest = Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>;
export type Step = MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>;

/** The state the first step created; a step running without it is a wiring bug, not a client error. */
export function stateOf(request: PipelineRequest): PipelineState {
  const { state } = request.internal;
  if (!state) throw new Error('pipeline state missing: the start step must run first');
  return state;
}

/** The principal metering applies to: customers calling with an API key. */
export function meteredPrincipal(state: PipelineState): ApiKeyPrincipal | undefined {
  return state.principal?.kind === 'api-key' && state.deps.meter ? state.principal : undefined;
}

/** A field the step needs from an earlier one. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`pipeline state: ${what} missing`);
  return value;
}
