import type { z } from 'zod';
import type { Measured, Operation, OperationLimits } from '../../shared/operations/types.js';
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
  /** See ImplementOptions.measure; the pipeline hands it the validated input with its top-level files resolved. */
  readonly measure?: (input: unknown, ctx: MeasureContext) => Promise<Measured>;
}

/** What a measure hook may use: it runs before the charge, so it gets no principal and must not do paid work. */
export interface MeasureContext {
  readonly signal: AbortSignal;
  /** The operation's limits, for a hook that reads files nested in its input (video lists). */
  readonly limits: OperationLimits;
  /** The caller's account, whose `file_` uploads the input may name. */
  readonly accountId?: string;
}

/**
 * Finds the sizes a per-duration price counts (see shared/operations/types.ts PerDurationRule), after the input is
 * validated and its top-level file fields resolved, before the price is computed for the charge or a dry run: a
 * probed audio's length, a slideshow's summed durations, a provider's clip length. Throwing refuses the call
 * uncharged (an unreadable or too long file). A size it leaves out is priced at the rule's maximum.
 */
export type MeasureFn<O extends Operation> = (input: ResolvedInputOf<O>, ctx: MeasureContext) => Promise<Measured>;

export interface ImplementOptions<O extends Operation = Operation> {
  /** See Implementation.available; embedded engines leave it out. */
  readonly available?: () => boolean;
  /** See Implementation.engine. */
  readonly engine?: () => string | undefined;
  /** See MeasureFn; operations priced by a fixed, per-character or per-result rule leave it out. */
  readonly measure?: MeasureFn<O>;
}

/**
 * Binds an implementation to its table entry by type: `implement(pdfMerge, merge)` only compiles when `merge`
 * takes pdfMerge's input (files resolved) and a context whose principal matches pdfMerge's auth kind.
 */
export function implement<O extends Operation>(
  operation: O,
  fn: OperationFn<O>,
  options: ImplementOptions<O> = {},
): Implementation {
  const { measure } = options;
  return {
    operation,
    available: options.available ?? (() => true),
    engine: options.engine ?? (() => undefined),
    // The same bridge as run's: the pipeline validated the input and resolved its top-level file fields.
    ...(measure ? { measure: (input: unknown, ctx: MeasureContext) => measure(input as ResolvedInputOf<O>, ctx) } : {}),
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
