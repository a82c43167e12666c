import type { z } from 'zod';
import type { Operation } from '../../shared/operations/types.js';
import type { FileRef, UploadedFile } from '../../shared/schemas/fields.js';
import type { ContextFor, OperationContext, OperationResult, Principal, PrincipalFor } from './operation.js';

/** A file field after the pipeline's file step: every reference (part, URL, data URL, file id) is now bytes. */
type ResolvedField<V> = V extends FileRef
  ? UploadedFile
  : V extends readonly (infer E)[]
    ? [E] extends [FileRef]
      ? UploadedFile[]
      : V
    : V;

/** An operation's validated input with its file references resolved (see shared/operations/file-fields.ts). */
export type ResolvedInput<T> = { [K in keyof T]: ResolvedField<T[K]> };
export type ResolvedInputOf<O extends { readonly input: z.ZodType }> = ResolvedInput<z.output<O['input']>>;

/** What an implementation of operation O is: a function of its resolved input and its narrowed context. */
export type OperationFn<O extends Operation> = (
  input: ResolvedInputOf<O>,
  ctx: ContextFor<O>,
) => Promise<OperationResult>;

/** One table entry bound to the function that performs it. Families hand a list of these to their handler. */
export interface Implementation {
  readonly operation: Operation;
  readonly run: (input: unknown, ctx: OperationContext) => Promise<OperationResult>;
  /**
   * False when the engine needs a provider that is not configured (no API key, no model access): the pipeline
   * then answers 503 engine_unavailable after validation and before any charge.
   */
  readonly available: () => boolean;
  /**
   * The engine serving the operation when its provider has several (e.g. `http` or `bedrock`), so the price follows
   * the table's `creditsByEngine`; undefined for embedded engines.
   */
  readonly engine: () => string | undefined;
}

export interface ImplementOptions {
  /** See Implementation.available; embedded engines leave it out. */
  readonly available?: () => boolean;
  /** See Implementation.engine. */
  readonly engine?: () => string | undefined;
}

/**
 * Binds an implementation to its table entry by type: `implement(pdfMerge, merge)` only compiles when `merge`
 * takes pdfMerge's input (files resolved) and a context whose principal matches pdfMerge's auth kind.
 */
export function implement<O extends Operation>(
  operation: O,
  fn: OperationFn<O>,
  options: ImplementOptions = {},
): Implementation {
  return {
    operation,
    available: options.available ?? (() => true),
    engine: options.engine ?? (() => undefined),
    run: (input, ctx) => {
      assertPrincipal(operation, ctx.principal);
      // The one bridge from the pipeline's untyped state to the entry's types: the pipeline validated `input` with
      // operation.input and resolved its file fields, and the principal was just checked against operation.auth.
      return fn(input as ResolvedInputOf<O>, ctx as unknown as ContextFor<O>);
    },
  };
}

function assertPrincipal<O extends Operation>(
  operation: O,
  principal: Principal,
): asserts principal is PrincipalFor<O['auth']> {
  const expected = operation.auth === 'api-key' ? 'api-key' : operation.auth === 'user' ? 'user' : 'anonymous';
  if (principal.kind !== expected) {
    throw new Error(`${operation.id} needs a ${expected} principal, got ${principal.kind}`);
  }
}
