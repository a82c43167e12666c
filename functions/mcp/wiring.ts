import { LambdaClient } from '@aws-sdk/client-lambda';
import { s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { createResultStore } from '../core/files/results.js';
import { parseMcpConfig } from './config.js';
import { createInProcessInvoker } from './engine/in-process.js';
import type { OperationInvoker } from './engine/invoker.js';
import { createLambdaInvoker } from './engine/lambda.js';
import type { McpDeps } from './server.js';
import { type ToolCatalogue, toolCatalogue } from './tools.js';

/** The MCP function's wiring, built at its first request and kept for the process. */

function invokerFor(catalogue: ToolCatalogue): OperationInvoker {
  const families = [...new Set(catalogue.entries.map((e) => e.operation.family))];
  const mcp = parseMcpConfig(process.env, families);
  if (mcp.invoker === 'in-process') return createInProcessInvoker();
  return createLambdaInvoker({ client: new LambdaClient({}), functionNames: mcp.functionNames });
}

let wired: McpDeps | undefined;

export function mcpDeps(): McpDeps {
  if (wired) return wired;
  const c = config();
  const catalogue = toolCatalogue();
  wired = {
    catalogue,
    invoker: invokerFor(catalogue),
    storeResult: createResultStore({ s3: s3Client(), bucket: c.FILES_BUCKET }),
    now: () => new Date(),
  };
  return wired;
}
