import { mcpEndpoint } from '../../../shared/operations/mcp.js';
import { mcpImplementation } from '../deps.js';
import { serveMcp } from '../server.js';

/**
 * The endpoint's one operation: the MCP request's raw JSON body goes to the SDK's transport (the pipeline has
 * authenticated the key and checked that the body is a JSON-RPC object); the endpoint itself charges nothing,
 * each tool call is charged by the operation it runs.
 */
export default mcpImplementation(mcpEndpoint, (deps) => async (input, ctx) => {
  const body = ctx.rawBody ?? Buffer.from(JSON.stringify(input));
  const host = ctx.headers.host ?? 'localhost';
  // The first X-Forwarded-For hop is the caller, as API Gateway records it.
  const sourceIp = ctx.headers['x-forwarded-for']?.split(',')[0]?.trim() ?? '';
  return serveMcp(
    { url: `https://${host}${mcpEndpoint.path}`, headers: ctx.headers, body },
    { principal: ctx.principal, signal: ctx.signal, logger: ctx.logger, sourceIp },
    deps.server(),
  );
});
