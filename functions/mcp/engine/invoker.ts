import type { APIGatewayProxyResult } from 'aws-lambda';
import { z } from 'zod';
import type { Family } from '../../../shared/operations/types.js';
import type { OperationCall } from '../../core/operation-call.js';

/**
 * Runs one operation through its family's own handler — the same pipeline an HTTP call goes through (validation,
 * dry_run, quota, debit, refund, idempotency) — as a direct call (functions/core/operation-call.ts).
 * In process on the local platform; a synchronous Lambda invoke on AWS.
 */
export interface OperationInvoker {
  invoke(family: Family, call: OperationCall, options: InvokeOptions): Promise<APIGatewayProxyResult>;
}

export interface InvokeOptions {
  /** Fires when the MCP call itself is out of time: stop waiting. */
  readonly signal: AbortSignal;
}

/** A family handler's answer, checked at the boundary: it comes back as untyped JSON from Lambda. */
export const proxyResultSchema = z.object({
  statusCode: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  body: z.string().nullish(),
  isBase64Encoded: z.boolean().nullish(),
});

export function toProxyResult(value: unknown): APIGatewayProxyResult {
  const parsed = proxyResultSchema.safeParse(value);
  if (!parsed.success) throw new Error(`invalid family handler result: ${parsed.error.message}`);
  const { statusCode, headers, body, isBase64Encoded } = parsed.data;
  return { statusCode, headers: headers ?? {}, body: body ?? '', isBase64Encoded: isBase64Encoded ?? false };
}
