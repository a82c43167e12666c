import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import type { ResultStore } from '../../../functions/core/files/types.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createInProcessInvoker } from '../../../functions/mcp/engine/in-process.js';
import { createMcpImplementations } from '../../../functions/mcp/implementations.js';
import type { McpDeps } from '../../../functions/mcp/server.js';
import { toolCatalogue } from '../../../functions/mcp/tools.js';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { createChromiumRenderer } from '../../../functions/pdf/engine/renderer.js';
import { createPdfImplementations } from '../../../functions/pdf/implementations.js';
import { buildOpenApi } from '../../../shared/openapi.js';
import { operationPrice, operations } from '../../../shared/operations/index.js';
import { isMcpTool } from '../../../shared/operations/mcp.js';
import { labels, makePdf, pageTexts } from '../../fixtures/pdf/build.js';
import { apiKeyAuthorizer, lambdaContext, MemoryIdempotency, MemoryMeter, restEvent } from '../core/fakes.js';

/**
 * The MCP endpoint through both pipelines: the SDK's client → the mcp family handler (key, JSON-RPC body) → the
 * pdf family handler (validation, dry_run, quota, debit, refund, idempotency) → the tool result.
 */

const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
const now = () => new Date('2026-11-23T12:00:00Z');
const meter = new MemoryMeter(5);
const stored: string[] = [];
const storeResult: ResultStore = async (result, at) => {
  stored.push(result.filename);
  return {
    url: `https://files.example/results/res_1/${result.filename}`,
    expiresAt: new Date(at.getTime() + 86_400_000).toISOString(),
    size: result.bytes.length,
    contentType: result.contentType,
  };
};

const pdfHandler = createFamilyHandler(
  'pdf',
  createPdfImplementations({
    fontBytes: () => loadFontBytes(),
    renderer: createChromiumRenderer({ locate: async () => undefined }),
  }),
  (): PipelineDeps => ({
    logger,
    now,
    price: operationPrice,
    meter,
    idempotency: new MemoryIdempotency(),
    resolveFile: createFileResolver({
      s3: new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
      bucket: 'files',
    }),
    storeResult,
  }),
);

const invoked: string[] = [];
const mcpDeps: McpDeps = {
  catalogue: toolCatalogue(),
  invoker: createInProcessInvoker({
    handlerFor: async (family) => {
      if (family !== 'pdf') throw new Error(`no ${family} handler in this test`);
      return (call, context) => {
        invoked.push(call.operationId);
        return pdfHandler(call, context);
      };
    },
  }),
  storeResult,
  now,
};
const mcpHandler = createFamilyHandler('mcp', createMcpImplementations({ server: () => mcpDeps }), () => ({
  logger,
  now,
  price: operationPrice,
}));

/** What the gateway does for /api/mcp: POST only, the key checked by the authorizer, the event to the handler. */
async function gateway(url: string | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST, OPTIONS' } });
  const headers = Object.fromEntries(request.headers.entries());
  if (headers['api-token'] !== 'alq_test') return new Response('{"code":"unauthorized"}', { status: 401 });
  const result = await mcpHandler(
    restEvent({
      method: 'POST',
      resource: '/api/mcp',
      headers,
      body: Buffer.from(await request.arrayBuffer()),
      authorizer: apiKeyAuthorizer,
    }),
    lambdaContext(),
  );
  const responseHeaders = Object.entries(result.headers ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : null;
  return new Response(body, { status: result.statusCode, headers: responseHeaders });
}

const client = new Client({ name: 'alquimia-test', version: '1.0.0' });

beforeAll(async () => {
  await client.connect(
    new StreamableHTTPClientTransport(new URL('https://api.test/api/mcp'), {
      fetch: gateway,
      requestInit: { headers: { 'api-token': 'alq_test' } },
    }),
  );
});
afterAll(async () => {
  await client.close();
});
beforeEach(() => {
  meter.credits = 5;
  meter.requests = 0;
  invoked.length = 0;
});

const dataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const result = await client.callTool({ name, arguments: args });
  // The SDK types callTool's answer loosely (it may be a legacy toolResult); its own schema narrows it.
  return CallToolResultSchema.parse(result);
}

function embeddedBytes(result: CallToolResult): Uint8Array {
  for (const item of result.content) {
    if (item.type === 'resource' && 'blob' in item.resource) return Buffer.from(item.resource.blob, 'base64');
  }
  throw new Error('no embedded file in the result');
}

const textOf = (result: CallToolResult): string =>
  result.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('\n');

describe('MCP endpoint', { timeout: 30_000 }, () => {
  it('lists one tool per API-key operation of the table', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(operations.filter(isMcpTool).length);
    expect(tools.find((t) => t.name === 'pdf_merge')?.inputSchema.required).toEqual(['files']);
    // initialize, the initialized notification and tools/list are free and outside the daily quota.
    expect(meter.requests).toBe(0);
  });

  it('merges two PDFs given as data URLs and charges 1 credit through the pdf pipeline', async () => {
    const [a, b] = await Promise.all([makePdf(labels('A', 2)), makePdf(labels('B', 2))]);
    const result = await call('pdf_merge', { files: [dataUrl(a), dataUrl(b)] });
    expect(result.isError).toBeUndefined();
    expect(await pageTexts(embeddedBytes(result))).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(meter.credits).toBe(4);
    expect(meter.requests).toBe(1);
    expect(result._meta).toMatchObject({ 'alquimia/creditsCharged': 1, 'alquimia/creditsRemaining': 4 });
    expect(textOf(result)).toContain('merged.pdf (application/pdf');
    expect(invoked).toEqual(['pdf.merge']);
  });

  it('answers a bad argument as an error result, uncharged', async () => {
    const result = await call('pdf_merge', { files: [dataUrl(await makePdf(['x']))] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('Invalid request (400 invalid_request)');
    expect(textOf(result)).toContain('files: send at least 2 files to merge');
    expect(meter.credits).toBe(5);
  });

  it('answers an unreadable file as an error result, the debit refunded', async () => {
    const truncated = (await makePdf(['x'])).slice(0, 120);
    const result = await call('pdf_extract_text', { file: dataUrl(truncated) });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ status: 422, code: 'unprocessable_input' });
    expect(meter.entries.slice(-2).map((e) => e.kind)).toEqual(['charge', 'refund']);
    expect(meter.credits).toBe(5);
  });

  it('dry_run answers the price and balance without running or charging', async () => {
    const result = await call('pdf_extract_text', { file: dataUrl(await makePdf(['x'])), dry_run: true });
    expect(result.structuredContent).toEqual({ dryRun: true, operationId: 'pdf.extract-text', credits: 1, balance: 5 });
    expect(meter.credits).toBe(5);
    const refused = await call('pdf_extract_text', { file: dataUrl(await makePdf(['x'])), dry_run: 'yes' });
    expect(textOf(refused)).toContain('dry_run must be true or false');
  });

  it('charges a retried call with the same idempotency key once and replays its answer', async () => {
    const args = { file: dataUrl(await makePdf(['saldo'])), idempotency_key: 'mcp-retry-1' };
    const first = await call('pdf_extract_text', args);
    const second = await call('pdf_extract_text', args);
    expect(first.structuredContent).toMatchObject({ pageCount: 1 });
    expect(second.structuredContent).toEqual(first.structuredContent);
    expect(second._meta).toMatchObject({ 'alquimia/idempotentReplayed': true });
    expect(meter.credits).toBe(4);
  });

  it('answers a download link with output=url', async () => {
    const [a, b] = await Promise.all([makePdf(['1']), makePdf(['2'])]);
    const result = await call('pdf_merge', { files: [dataUrl(a), dataUrl(b)], output: 'url' });
    expect(result.content[1]).toMatchObject({ type: 'resource_link', name: 'merged.pdf', mimeType: 'application/pdf' });
    expect(stored).toContain('merged.pdf');
  });

  it('answers an unknown tool with a JSON-RPC error', async () => {
    await expect(client.callTool({ name: 'pdf_teleport', arguments: {} })).rejects.toThrow(
      /Unknown tool: pdf_teleport/,
    );
  });

  it('is refused without the key, before any MCP handling', async () => {
    const answer = await mcpHandler(
      restEvent({
        method: 'POST',
        resource: '/api/mcp',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
      lambdaContext(),
    );
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a body that is not a JSON-RPC message as a problem', async () => {
    const answer = await mcpHandler(
      restEvent({
        method: 'POST',
        resource: '/api/mcp',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hello: 'world' }),
        authorizer: apiKeyAuthorizer,
      }),
      lambdaContext(),
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalid_request' });
  });
  it('answers a notification 202 with no body, and an unknown method with a JSON-RPC error: both documented', async () => {
    const post = (message: Record<string, unknown>) =>
      mcpHandler(
        restEvent({
          method: 'POST',
          resource: '/api/mcp',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify(message),
          authorizer: apiKeyAuthorizer,
        }),
        lambdaContext(),
      );
    const document = buildOpenApi(operations, { serverUrl: '/' });
    const paths = z.record(
      z.string(),
      z.object({ post: z.object({ responses: z.record(z.string(), z.unknown()) }) }).partial(),
    );
    const responses = paths.parse(document.paths)['/api/mcp']?.post?.responses ?? {};
    const notified = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notified.statusCode).toBe(202);
    expect(notified.body ?? '').toBe('');
    expect(Object.keys(responses)).toContain('202');
    const unknown = await post({ jsonrpc: '2.0', id: 7, method: 'tools/teleport' });
    expect(Object.keys(responses)).toContain(String(unknown.statusCode));
    if (unknown.statusCode === 200) expect(JSON.parse(unknown.body)).toMatchObject({ id: 7, error: { code: -32601 } });
  });
});
