import { z } from 'zod';
import { functionNameVariable } from '../../shared/operations/mcp.js';
import type { Family } from '../../shared/operations/types.js';
import { parseEnv } from '../core/env.js';

/**
 * How the MCP function reaches the operations' handlers, parsed once from the environment.
 * - `MCP_INVOKER=in-process` (default; the local platform): the family handlers run in this process.
 * - `MCP_INVOKER=lambda` (AWS): each tool family's function is invoked synchronously; its name is in
 *   `FAMILY_FUNCTION_<FAMILY>` (e.g. `FAMILY_FUNCTION_PDF`), required for every family that serves a tool.
 */
export type McpConfig =
  | { readonly invoker: 'in-process' }
  | { readonly invoker: 'lambda'; readonly functionNames: ReadonlyMap<Family, string> };

const what = 'MCP configuration';
const invokerSchema = z.object({
  MCP_INVOKER: z.enum(['in-process', 'lambda'], { error: 'must be in-process or lambda' }).default('in-process'),
});
/** Lambda function names, ARNs or aliases (what InvokeCommand accepts). */
const functionName = z.string().regex(/^[A-Za-z0-9_:.$-]{1,170}$/, 'expected a Lambda function name or ARN');

export function parseMcpConfig(env: Record<string, string | undefined>, families: readonly Family[]): McpConfig {
  if (parseEnv(invokerSchema, env, what).MCP_INVOKER === 'in-process') return { invoker: 'in-process' };
  const schema = z.object(Object.fromEntries(families.map((f) => [functionNameVariable(f), functionName])));
  const parsed = parseEnv(schema, env, what);
  const names = new Map<Family, string>();
  for (const family of families) {
    const name = parsed[functionNameVariable(family)];
    if (name !== undefined) names.set(family, name);
  }
  return { invoker: 'lambda', functionNames: names };
}
