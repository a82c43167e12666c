import type { Logger } from '@aws-lambda-powertools/logger';
import type { AuthKind, Measured, Operation } from '../../shared/operations/types.js';

/** Who is calling. Filled by the authenticate step from the authorizer context or the Cognito claims. */
export type Principal = AnonymousPrincipal | ApiKeyPrincipal | UserPrincipal;

export interface AnonymousPrincipal {
  readonly kind: 'anonymous';
}

/** A customer calling the public API with a key; the authorizer resolved the account and plan. */
export interface ApiKeyPrincipal {
  readonly kind: 'api-key';
  readonly accountId: string;
  readonly keyId: string;
  readonly plan: number;
  /** The key's optional limits (docs/keys.md); absent or empty = none. Checked by the pipeline's authenticate step. */
  readonly restrictions?: {
    /** ISO time after which the key is refused. */
    readonly expiresAt?: string;
    /** Operation ids or family names the key may call. */
    readonly allowed?: readonly string[];
  };
}

/** A signed-in dashboard user (Cognito ID token). */
export interface UserPrincipal {
  readonly kind: 'user';
  readonly accountId: string;
  readonly userId: string;
  readonly email: string;
  readonly name?: string;
}

/** A file the operation produced. The responder sends the bytes, or stores them and answers a presigned URL. */
export interface FileResult {
  readonly kind: 'file';
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly filename: string;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly measured?: Measured;
}

export interface JsonResult {
  readonly kind: 'json';
  readonly body: unknown;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The sizes the work turned out to have, for a per-duration price whose sizes were unknown when the call was
   * charged (a video job held at its maximum, see PerDurationRule): the job worker settles the charge at them.
   */
  readonly measured?: Measured;
}

/**
 * A file result left on local disk (a video job's output, up to hundreds of MB): it is streamed to storage, never
 * read into memory. Only produced inside a job's scratch directory (core/files/scratch.ts), which outlives the
 * operation until the worker has stored the file.
 */
export interface DiskFileResult {
  readonly kind: 'disk-file';
  readonly path: string;
  readonly size: number;
  readonly contentType: string;
  readonly filename: string;
  readonly measured?: Measured;
}

export type OperationResult = FileResult | JsonResult | DiskFileResult;

export const json = (body: unknown, status = 200, headers?: Record<string, string>): JsonResult => ({
  kind: 'json',
  body,
  status,
  headers,
});

export const file = (bytes: Uint8Array, contentType: string, filename: string): FileResult => ({
  kind: 'file',
  bytes,
  contentType,
  filename,
});

/** What every operation implementation receives besides its validated input. */
export interface OperationContext {
  readonly operation: Operation;
  readonly principal: Principal;
  readonly requestId: string;
  readonly logger: Logger;
  /** Aborted when the Lambda is about to time out. */
  readonly signal: AbortSignal;
  /** Raw request headers, lower-cased names. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The request body exactly as received (decoded from base64): what a webhook signature covers. Always set by the
   * pipeline; absent only where a job worker or a test builds a context without a request.
   */
  readonly rawBody?: Buffer;
  /** Current time; injected so tests can move the clock. */
  readonly now: () => Date;
  /**
   * Where the answer goes: into the request (29 s at the gateway) or into a job (the worker's time limit). An
   * operation whose sync limits are tighter than its job limits (`limits.syncMaxPixels`) reads it.
   */
  readonly runsAs: 'request' | 'job';
}

/** The principal an operation's auth kind guarantees: the pipeline has authenticated it before the run. */
export type PrincipalFor<A extends AuthKind> = A extends 'api-key'
  ? ApiKeyPrincipal
  : A extends 'user'
    ? UserPrincipal
    : AnonymousPrincipal;

/** The context of one operation: its own table entry and the principal its auth kind guarantees. */
export interface ContextFor<O extends Operation> extends Omit<OperationContext, 'operation' | 'principal'> {
  readonly operation: O;
  readonly principal: PrincipalFor<O['auth']>;
}
