import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { problemResponse, toAppError } from '../core/http/problem.js';
import type { ApiKeyPrincipal } from '../core/operation.js';
import { mcpUserAgent, type OperationCall } from '../core/operation-call.js';
import { authorizerContextOf } from '../core/principal.js';
import type { OperationInvoker } from './engine/invoker.js';
import { type ResultDeps, toolResult } from './results.js';
import type { ToolEntry } from './tools.js';

/**
 * One tool call: the arguments become a direct call of the operation (functions/core/operation-call.ts: its fields,
 * the `dry_run`/`output` controls, the `Idempotency-Key`, the caller's key), the family's own handler runs it —
 * validated, priced, metered and charged by its pipeline — and its answer becomes the tool result. Nothing here
 * re-validates or prices: one pipeline decides.
 */

export interface CallContext {
  readonly principal: ApiKeyPrincipal;
  readonly signal: AbortSignal;
  readonly logger: Logger;
  readonly sourceIp: string;
}

export interface CallDeps extends ResultDeps {
  readonly invoker: OperationInvoker;
  readonly newRequestId?: () => string;
}

interface SplitArguments {
  readonly fields: Record<string, unknown>;
  readonly controls: Record<string, string>;
  readonly idempotencyKey?: string;
}

/** The key may also come in the request's `_meta` (`{"idempotencyKey": "..."}`), for clients that set it there. */
export function splitArguments(
  args: Readonly<Record<string, unknown>>,
  meta: Readonly<Record<string, unknown>> | undefined,
): SplitArguments {
  const { dry_run: dryRun, output, idempotency_key: argumentKey, ...fields } = args;
  const controls: Record<string, string> = {};
  // Sent as the query string would carry them: the pipeline accepts exactly `true`/`false` and `inline`/`url`.
  if (dryRun !== undefined && dryRun !== null) controls.dry_run = String(dryRun);
  if (output !== undefined && output !== null) controls.output = String(output);
  const key = argumentKey ?? meta?.idempotencyKey;
  return { fields, controls, ...(key === undefined || key === null ? {} : { idempotencyKey: String(key) }) };
}

export async function callTool(
  entry: ToolEntry,
  args: Readonly<Record<string, unknown>>,
  meta: Readonly<Record<string, unknown>> | undefined,
  ctx: CallContext,
  deps: CallDeps,
): Promise<CallToolResult> {
  const { operation } = entry;
  const requestId = (deps.newRequestId ?? randomUUID)();
  const { fields, controls, idempotencyKey } = splitArguments(args, meta);
  const call: OperationCall = {
    kind: 'operation-call',
    operationId: operation.id,
    fields,
    controls,
    headers: {
      // Any representation: a file operation answers the file itself (or a link, with output=url).
      accept: '*/*',
      'user-agent': mcpUserAgent,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    authorizer: authorizerContextOf(ctx.principal),
    requestId,
    sourceIp: ctx.sourceIp,
  };
  let response: APIGatewayProxyResult;
  try {
    response = await deps.invoker.invoke(operation.family, call, { signal: ctx.signal });
  } catch (error) {
    // The family function crashed or did not answer in time: what API Gateway answers 502/504 for.
    ctx.logger.error('tool call failed', { operationId: operation.id, error });
    response = problemResponse(toAppError(error), `req_${requestId.replaceAll('-', '')}`);
  }
  ctx.logger.info('tool call', {
    operationId: operation.id,
    status: response.statusCode,
    // The operation's own request id: its pipeline's log lines carry it.
    operationRequestId: response.headers?.['X-Request-Id'],
    creditsCharged: response.headers?.['X-Credits-Charged'],
  });
  return toolResult(operation, response, deps);
}
