// The low-level Server: the tools are plain JSON Schemas generated from the table, and the operations' own
// pipelines validate the arguments; McpServer would want zod shapes and validate them a second time.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type JsonResult, json } from '../core/operation.js';
import { type CallContext, type CallDeps, callTool } from './call.js';
import type { ToolCatalogue } from './tools.js';

/**
 * One MCP request, stateless: a fresh server and transport per HTTP POST (no session id, nothing kept between
 * requests, so any Lambda instance can serve any request), answered as plain JSON rather than an SSE stream.
 */

export interface McpDeps extends CallDeps {
  readonly catalogue: ToolCatalogue;
}

export const serverInfo = { name: 'alquimia', title: 'Alquimia', version: '1.0.0' } as const;

const instructions = [
  'Alquimia transforms documents, images, audio, video and web data. Every tool is one API operation and is charged',
  'the credits its description names; dry_run=true answers the price and balance without charging. File inputs are',
  'https URLs, base64 data URLs (data:<type>;base64,...) or file_ ids from files_create. File results come back as',
  'embedded resources (up to 1 MiB) or download links valid for 24 hours (output="url" always gives a link).',
  'Video tools run as jobs: follow them with jobs_get. Pass idempotency_key to make a retry charge once.',
].join(' ');

export function createMcpServer(ctx: CallContext, deps: McpDeps): Server {
  const server = new Server(serverInfo, { capabilities: { tools: { listChanged: false } }, instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...deps.catalogue.tools] }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const entry = deps.catalogue.byName(request.params.name);
    if (!entry) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}. tools/list names them.`);
    }
    const signal = AbortSignal.any([ctx.signal, extra.signal]);
    return callTool(entry, request.params.arguments ?? {}, request.params._meta, { ...ctx, signal }, deps);
  });
  return server;
}

/** The headers the transport reads; the API key and the rest stay out of the SDK. */
const transportHeaders = ['accept', 'content-type', 'host', 'origin', 'mcp-protocol-version', 'mcp-session-id'];

/** What the transport requires of a POST's Accept header; always answered with JSON here, so never refused. */
const acceptBoth = 'application/json, text/event-stream';

export interface McpHttpRequest {
  readonly url: string;
  /** Lower-case names, as the pipeline gives them. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

export async function serveMcp(http: McpHttpRequest, ctx: CallContext, deps: McpDeps): Promise<JsonResult> {
  const server = createMcpServer(ctx, deps);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const name of transportHeaders) {
      const value = http.headers[name];
      if (value !== undefined) headers.set(name, value);
    }
    const accept = headers.get('accept') ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
      headers.set('accept', acceptBoth);
    const response = await transport.handleRequest(
      new Request(http.url, { method: 'POST', headers, body: new Uint8Array(http.body) }),
    );
    const text = await response.text();
    // A notification is acknowledged with 202 and no body: JSON.stringify(undefined) leaves the body out.
    return json(text === '' ? undefined : JSON.parse(text), response.status);
  } finally {
    await transport.close();
    await server.close();
  }
}
