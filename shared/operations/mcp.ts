import { z } from 'zod';
import { defineOperation, lambdaBodyLimit } from './define.js';
import { jsonRpcOutput } from './outputs/mcp.js';
import type { Family, Operation } from './types.js';

/**
 * The MCP endpoint: Model Context Protocol over Streamable HTTP, stateless (every POST stands alone, no session),
 * for AI agents. Its tools are this table's customer operations (see isMcpTool); a tool call runs through the
 * target operation's own pipeline, so it is validated, priced, metered and charged exactly like the HTTP call.
 * The endpoint itself is free and needs the same API key.
 */

/**
 * Which operations are MCP tools: every public operation a customer calls with an API key (transformations,
 * verification, uploads, job status), and nothing the dashboard session, Stripe or the public site calls. The
 * endpoint is not a tool of itself.
 */
export const isMcpTool = (op: Operation): boolean =>
  op.auth === 'api-key' && op.public !== false && op.family !== 'mcp';

/** On AWS the MCP function invokes each tool family's function by the name in this variable (set by the stack). */
export const functionNameVariable = (family: Family): string => `FAMILY_FUNCTION_${family.toUpperCase()}`;

export const mcpEndpoint = defineOperation({
  id: 'mcp.endpoint',
  method: 'POST',
  path: '/api/mcp',
  auth: 'api-key',
  family: 'mcp',
  credits: { kind: 'free' },
  // A JSON-RPC 2.0 message; the MCP SDK checks the rest (method names, params) and answers JSON-RPC errors.
  input: z.looseObject({
    jsonrpc: z.literal('2.0').describe('Always "2.0".'),
    id: z.union([z.string(), z.number().int()]).optional().describe('Request id; absent for notifications.'),
    method: z.string().min(1).optional().describe('MCP method: initialize, tools/list, tools/call...'),
    params: z.record(z.string(), z.unknown()).optional().describe('Method parameters.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  output: jsonRpcOutput,
  // A notification (a message without `id`) has no answer: 202 with no body, as Streamable HTTP says.
  emptyStatuses: [202],
  mode: 'sync',
  // Tool arguments may carry files as data URLs; the gateway's 4 MiB inline limit applies before this one.
  limits: { maxBodyBytes: lambdaBodyLimit },
  doc: {
    summary: 'MCP server (Model Context Protocol)',
    description:
      "Streamable HTTP, stateless, JSON responses. Send `Accept: application/json, text/event-stream`. `tools/list` lists every API-key operation as a tool (name `pdf_merge` for `pdf.merge`, JSON Schema input, files as https URLs, data URLs or file_ ids); `tools/call` runs it through the same pipeline as the HTTP call, charged the same credits. Optional arguments on every tool: `dry_run` (price only), `idempotency_key`, and `output` (`url`) for file results. Files come back as embedded resources up to 1 MiB, larger ones as a link valid for 24 hours. The endpoint itself is free. A notification (no `id`) is answered 202 with no body. Errors of the protocol (unknown method or tool, invalid params) are JSON-RPC error objects (`{jsonrpc, id, error: {code, message}}`, codes -32600 to -32603 and -32700) in a 200 answer, and a failed tool call is a result with `isError: true` carrying the operation's problem; errors of the HTTP request itself (key, body, media type) are problem+json with their HTTP status.",
    example: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  },
});

export const mcpOperations: readonly Operation[] = [mcpEndpoint];
