import { registrar } from '../core/registration.js';
import type { McpDeps } from './server.js';

/** What the MCP endpoint uses: the server's deps, built at the first request (wiring.ts). */
export interface McpFamilyDeps {
  readonly server: () => McpDeps;
}

/**
 * How the MCP family registers its operation: `functions/mcp/operations/endpoint.ts` default-exports
 * `mcpImplementation(mcpEndpoint, (deps) => fn)` for the table entry `mcp.endpoint` (core/registration.ts).
 */
export const mcpImplementation = registrar<McpFamilyDeps>('mcp');
