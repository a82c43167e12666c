import { z } from 'zod';

/** A JSON-RPC 2.0 response of the MCP endpoint: a result, or a JSON-RPC error (tool failures are results). */
export const jsonRpcOutput = z.union([
  z.looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number()]).nullable(),
    result: z.record(z.string(), z.unknown()),
  }),
  z.looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number()]).nullable(),
    error: z.looseObject({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
  }),
]);
