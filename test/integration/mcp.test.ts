import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { operations } from '../../shared/operations/index.js';
import { isMcpTool } from '../../shared/operations/mcp.js';
import { labels, makePdf, pageTexts } from '../fixtures/pdf/build.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * The MCP endpoint on the local platform, driven by the SDK's own client over Streamable HTTP: gateway →
 * api-key authorizer → mcp handler → the pdf family's handler in process → the same credits as the HTTP API.
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;
let client: Client;

const balanceSchema = z.object({ credits: z.number() });

async function balance(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/user/balance`, {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  return balanceSchema.parse(await response.json()).credits;
}

const dataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return CallToolResultSchema.parse(await client.callTool({ name, arguments: args }));
}

const textOf = (result: CallToolResult): string =>
  result.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('\n');

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'MCP Tester');
  client = new Client({ name: 'alquimia-integration', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
      requestInit: { headers: { 'api-token': account.apiKey } },
    }),
  );
});

afterAll(async () => {
  await client?.close();
});

describe('MCP endpoint over Streamable HTTP', { timeout: 60_000 }, () => {
  it('lists a tool for every API-key operation of the table', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(operations.filter(isMcpTool).length);
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['pdf_merge', 'image_qr_code', 'jobs_get']));
  });

  it('merges two PDFs given as data URLs and charges the price, like the HTTP API', async () => {
    const before = await balance();
    const [a, b] = await Promise.all([makePdf(labels('A', 1)), makePdf(labels('B', 2))]);
    const result = await call('pdf_merge', { files: [dataUrl(a), dataUrl(b)] });
    expect(result.isError).toBeUndefined();
    const file = result.content.find((c) => c.type === 'resource');
    const blob = file?.type === 'resource' && 'blob' in file.resource ? file.resource.blob : '';
    expect(file?.type === 'resource' ? file.resource.mimeType : undefined).toBe('application/pdf');
    expect(await pageTexts(Buffer.from(blob, 'base64'))).toEqual(['A1', 'B1', 'B2']);
    expect(result._meta).toMatchObject({ 'alquimia/creditsCharged': 1, 'alquimia/creditsRemaining': before - 1 });
    expect(await balance()).toBe(before - 1);
  });

  it('answers a bad argument as an error result and charges nothing', async () => {
    const before = await balance();
    const result = await call('pdf_merge', { files: ['ftp://example.com/a.pdf'] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Invalid request \(400 invalid_request\)/);
    expect(await balance()).toBe(before);
  });

  it('refuses a request without the API key with 401', async () => {
    const response = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    const anonymous = new Client({ name: 'anonymous', version: '1.0.0' });
    await expect(anonymous.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`)))).rejects.toThrow();
  });
});
