import type { Logger } from '@aws-lambda-powertools/logger';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Measured, Operation } from '../../../shared/operations/types.js';
import type { FileChecker, FileResolver, ResultStore } from '../files/types.js';
import type { HttpRequest } from '../http/request.js';
import type { Implementation } from '../implement.js';
import type { AcceptRequest } from '../jobs/accept.js';
import type { OriginEvent } from '../jobs/api-base.js';
import type { Charge, IdempotencyStore, Meter } from '../metering/types.js';
import type { ApiKeyPrincipal, JsonResult, OperationResult, Principal, UserPrincipal } from '../operation.js';
import type { OperationCall } from '../operation-call.js';

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

/*
 * One request's state, stage by stage. Each step takes the stage the step before it produced and returns the next
 * (see chain.ts, which checks the order when the handler is built), so a step reads only fields an earlier step
 * filled, by type. The latest stage sits on middy's per-invocation `request.internal` (never in a closure shared by
 * concurrent invocations: the local platform serves many requests in one process), where the error handlers read
 * whatever stage the request reached (`ReachedState`).
 */

/** start: the request, its operation, the deadline and where response headers gather. */
export interface Started {
  readonly requestId: string;
  readonly logger: Logger;
  readonly deps: PipelineDeps;
  readonly operation: Operation;
  readonly implementation: Implementation | undefined;
  /** The request as HTTP: a direct call's is its operation's method and path, its headers and no body. */
  readonly http: HttpRequest;
  /** What the gateway's authorizer verified (a direct call carries the api-key authorizer's context for its key). */
  readonly authorizer: unknown;
  /** Where the request reached the API, for a job's absolute status URL (a direct call's is unknown: relative). */
  readonly origin: OriginEvent;
  /** A direct call's fields and controls (functions/core/operation-call.ts); undefined for a REST event. */
  readonly direct: Pick<OperationCall, 'fields' | 'controls'> | undefined;
  readonly signal: AbortSignal;
  /** When the request arrived (API Gateway's `requestTimeEpoch`, else when the start step saw it), for its duration. */
  readonly receivedAtMs: number;
  /** Response headers gathered along the way (request id, rate limits, credits). */
  readonly headers: Record<string, string>;
}

/** authenticate: who is calling. */
export interface Authenticated extends Started {
  readonly principal: Principal;
}

/** parse: the merged input fields and the pipeline's own controls. */
export interface Parsed extends Authenticated {
  readonly fields: Record<string, unknown>;
  readonly controls: Controls;
}

/** validate: the input as the schema outputs it, an engine that can run it, and whether it runs as a job (decided once). */
export interface Validated extends Parsed {
  readonly input: unknown;
  readonly implementation: Implementation;
  readonly asJob: boolean;
}

/** measure: the sizes a per-duration price counts; a sync call's files may already be resolved. */
export interface MeasuredCall extends Validated {
  readonly measured: Measured | undefined;
  readonly filesResolved: boolean;
}

/** price: what the call costs. */
export interface Priced extends MeasuredCall {
  readonly credits: number;
}

/** idempotency: the claimed key, when the client sent one. */
export interface Claimed extends Priced {
  readonly idempotency: IdempotencyClaim | undefined;
}

/** quota and debit: the charge (absent for calls that are not metered). */
export interface Charged extends Claimed {
  readonly charge: Charge | undefined;
}

/** run: the operation's result (or a job's acceptance). */
export interface Ran extends Charged {
  readonly result: OperationResult;
}

/** Whatever stage the request reached, as the error handlers see it: the start's fields and maybe later ones. */
export type ReachedState = Started & Partial<Omit<Ran, keyof Started>>;

/** middy's per-invocation `request.internal`: the request id from the first moment, the latest stage once known. */
export type PipelineInternal = {
  requestId?: string;
  state?: ReachedState;
};

/** What a family function is invoked with: API Gateway's REST event, or a direct call of one operation. */
export type PipelineEvent = APIGatewayProxyEvent | OperationCall;

export type PipelineRequest = Request<PipelineEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>;
export type Step = MiddlewareObj<PipelineEvent, APIGatewayProxyResult, Error, Context, PipelineInternal>;

/** The principal metering applies to: customers calling with an API key. */
export function meteredPrincipal(state: Pick<ReachedState, 'principal' | 'deps'>): ApiKeyPrincipal | undefined {
  return state.principal?.kind === 'api-key' && state.deps.meter ? state.principal : undefined;
}

/** The caller's account, whose `file_` uploads the input may name (none for anonymous calls). */
export const accountOf = (principal: Principal): string | undefined =>
  principal.kind === 'anonymous' ? undefined : principal.accountId;
