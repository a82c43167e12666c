import { Logger } from '@aws-lambda-powertools/logger';
import type { z } from 'zod';
import type { ResolvedInputOf } from '../../../functions/core/implement.js';
import type { ContextFor, OperationContext, Principal, PrincipalFor } from '../../../functions/core/operation.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import type { Operation } from '../../../shared/operations/types.js';
import { uploadedFileSchema } from '../../../shared/schemas/fields.js';

const defaultPrincipals = {
  'api-key': { kind: 'api-key', accountId: 'acct_test', keyId: 'key_test', plan: 0 },
  user: { kind: 'user', accountId: 'acct_test', userId: 'user_test', email: 'test@example.com' },
  public: { kind: 'anonymous' },
  stripe: { kind: 'anonymous' },
} as const;

/** A context for calling an implementation's `run` directly, as the pipeline would. */
export function testContext(operation: Operation, principal?: Principal): OperationContext {
  return {
    operation,
    principal: principal ?? defaultPrincipals[operation.auth],
    requestId: 'req_test',
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    signal: new AbortController().signal,
    headers: {},
    rawBody: Buffer.alloc(0),
    now: () => new Date('2026-11-22T00:00:00Z'),
    runsAs: 'request',
  };
}

/** The narrowed context an operation function of `operation` receives (principal by its auth kind). */
export function contextFor<O extends Operation>(
  operation: O,
  principal: PrincipalFor<O['auth']> = defaultPrincipals[operation.auth] as PrincipalFor<O['auth']>,
): ContextFor<O> {
  return { ...testContext(operation, principal), operation, principal };
}

/**
 * `raw` validated by the operation's schema, with every file field already an upload (as the pipeline's file
 * step leaves it): what an operation function receives. A file field given as a URL or id here is a test bug.
 */
export function resolvedInput<O extends Operation & { readonly input: z.ZodType }>(
  operation: O,
  raw: Record<string, unknown>,
): ResolvedInputOf<O> {
  const parsed: Record<string, unknown> = { ...(operation.input.parse(raw) as Record<string, unknown>) };
  for (const { name } of fileFieldsOf(operation)) {
    const value = parsed[name];
    if (value === undefined) continue;
    parsed[name] = Array.isArray(value)
      ? value.map((v) => uploadedFileSchema.parse(v))
      : uploadedFileSchema.parse(value);
  }
  // Checked above: the schema validated every field and each file field holds an upload.
  return parsed as ResolvedInputOf<O>;
}
