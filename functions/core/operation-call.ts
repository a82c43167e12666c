import { z } from 'zod';
import { pathParams } from '../../shared/operations/json-schema.js';
import type { Operation } from '../../shared/operations/types.js';

/**
 * A direct call of one operation, the second way into a family's pipeline beside API Gateway's REST event: the
 * MCP server sends it (in process on the local platform, a Lambda invoke on AWS) with the tool's arguments as the
 * input fields, so nothing builds a synthetic gateway event. It carries the api-key authorizer's context exactly as
 * the authorizer produced it for the MCP request, so the principal, the key's restrictions, metering and
 * idempotency are the same as over HTTP. Only a caller allowed to invoke the function can send one (API Gateway
 * always sends its own event shape, with a customer's body inside `body`).
 */
export const operationCallSchema = z.object({
  kind: z.literal('operation-call'),
  operationId: z.string().min(1),
  /** The input fields, as JSON values (the operation's schema validates them as it validates a JSON body). */
  fields: z.record(z.string(), z.unknown()),
  /** The pipeline's controls, as the query string carries them (`dry_run`, `output`). */
  controls: z.record(z.string(), z.string()),
  /** Request headers the pipeline reads, lower-case (`idempotency-key`, `prefer`, `accept`, `user-agent`). */
  headers: z.record(z.string(), z.string()),
  /** The api-key authorizer's context for the calling key (every value a string, as API Gateway passes it). */
  authorizer: z.record(z.string(), z.string()),
  /** A UUID; the pipeline answers it as `req_…`. */
  requestId: z.string().min(1),
  sourceIp: z.string(),
});

export type OperationCall = z.infer<typeof operationCallSchema>;

/** The User-Agent of the calls the MCP server makes for its tools, so logs can tell where a call came from. */
export const mcpUserAgent = 'alquimia-mcp';

export const isOperationCall = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && Reflect.get(event, 'kind') === 'operation-call';

/** The operation's path with the call's path fields filled in (`/api/jobs/job_1`), for logs and fingerprints. */
export function callPath(operation: Operation, fields: Readonly<Record<string, unknown>>): string {
  const inPath = new Set(pathParams(operation));
  return operation.path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    inPath.has(name) ? encodeURIComponent(String(fields[name] ?? '')) : '',
  );
}
