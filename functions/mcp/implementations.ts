import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type McpFamilyDeps, mcpImplementation } from './deps.js';

/** The MCP family's entries of the table, each from its own file: `mcp.endpoint` is operations/endpoint.ts. */
const registrations = await discoverRegistrations(mcpImplementation, (name) => import(`./operations/${name}.ts`));

/** The MCP family's operations bound to their table entries, with the server's deps. */
export function createMcpImplementations(deps: McpFamilyDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
