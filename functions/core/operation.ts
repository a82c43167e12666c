import type { Logger } from '@aws-lambda-powertools/logger';
import type { Operation } from '../../shared/operations/types.js';

/** Who is calling. Filled by the authenticate step from the authorizer context or the Cognito claims. */
export type Principal =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'api-key';
      readonly accountId: string;
      readonly keyId: string;
      readonly plan: number;
    }
  | {
      readonly kind: 'user';
      readonly accountId: string;
      readonly userId: string;
      readonly email: string;
      readonly name?: string;
    };

/** A file the operation produced. The responder sends the bytes, or stores them and answers a presigned URL. */
export interface FileResult {
  readonly kind: 'file';
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly filename: string;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface JsonResult {
  readonly kind: 'json';
  readonly body: unknown;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export type OperationResult = FileResult | JsonResult;

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
  /** Current time; injected so tests can move the clock. */
  readonly now: () => Date;
}

/**
 * An operation's implementation: a function of its validated input and context. Families register these by
 * operation id; dependencies (engines, stores) are bound when the family's handler is built.
 */
export type OperationImpl<I = unknown> = (input: I, ctx: OperationContext) => Promise<OperationResult>;

export type Implementations = Readonly<Record<string, OperationImpl<never>>>;
