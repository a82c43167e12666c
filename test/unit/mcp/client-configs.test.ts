import { describe, expect, it } from 'vitest';
import { mcpApiKeyPlaceholder, mcpClientConfigs } from '../../../shared/mcp-config.js';

/** The snippets the documentation shows for connecting MCP clients to this deployment. */

describe('MCP client configuration snippets', () => {
  const configs = mcpClientConfigs('https://alquimia.example.com/');

  it('covers Claude Desktop, Claude Code, Cursor and VS Code', () => {
    expect(configs.map((c) => c.client)).toEqual([
      'Claude Desktop',
      'Claude Code',
      'Claude Code (CLI)',
      'Cursor',
      'VS Code',
    ]);
  });

  it("point every client at the deployment's /api/mcp with the api-token header placeholder", () => {
    for (const { client, config } of configs) {
      expect(config, client).toContain('https://alquimia.example.com/api/mcp');
      expect(config, client).not.toContain('.com//api');
      expect(config, client).toContain('api-token');
      expect(config, client).toContain(mcpApiKeyPlaceholder);
    }
  });

  it('are valid JSON in the shape each client reads', () => {
    const parsed = Object.fromEntries(
      configs.filter((c) => c.file !== 'terminal').map((c) => [c.client, JSON.parse(c.config)]),
    );
    expect(parsed['Claude Code']).toEqual({
      mcpServers: {
        alquimia: {
          type: 'http',
          url: 'https://alquimia.example.com/api/mcp',
          headers: { 'api-token': 'YOUR_API_KEY' },
        },
      },
    });
    expect(parsed.Cursor.mcpServers.alquimia.headers).toEqual({ 'api-token': 'YOUR_API_KEY' });
    expect(parsed['VS Code'].servers.alquimia).toMatchObject({
      type: 'http',
      url: 'https://alquimia.example.com/api/mcp',
    });
    // mcp-remote bridges Claude Desktop (stdio only); a header argument without spaces survives every launcher.
    expect(parsed['Claude Desktop'].mcpServers.alquimia.args).toEqual([
      '-y',
      'mcp-remote',
      'https://alquimia.example.com/api/mcp',
      '--header',
      'api-token:YOUR_API_KEY',
    ]);
  });
});
