/**
 * Configuration snippets that connect common MCP clients to this deployment's MCP endpoint (`POST /api/mcp`,
 * Streamable HTTP, authenticated by the customer's API key in the `api-token` header). The documentation page
 * renders them; `mcpApiKeyPlaceholder` marks where the reader's key goes, so a page that knows the key may
 * substitute it.
 */

export const mcpPath = '/api/mcp';

/** Stands for the customer's API key in every snippet. */
export const mcpApiKeyPlaceholder = 'YOUR_API_KEY';

/** The server's name in the clients' lists. */
const serverName = 'alquimia';

export interface McpClientConfig {
  /** The client's product name, as its users know it. */
  readonly client: string;
  /** Where the snippet goes: a file path (as the client documents it) or `terminal` for a command. */
  readonly file: string;
  /** The snippet, ready to paste (JSON pretty-printed, or a shell command). */
  readonly config: string;
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

/** The snippets for Claude Desktop, Claude Code (file and command), Cursor and VS Code, pointing at `origin`. */
export function mcpClientConfigs(origin: string): readonly McpClientConfig[] {
  const url = `${origin.replace(/\/+$/, '')}${mcpPath}`;
  const headers = { 'api-token': mcpApiKeyPlaceholder };
  return [
    {
      client: 'Claude Desktop',
      file: 'claude_desktop_config.json',
      // Claude Desktop's config file starts local (stdio) servers only; mcp-remote bridges to an HTTP endpoint.
      // No space after the colon: some clients split arguments on spaces.
      config: pretty({
        mcpServers: {
          [serverName]: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', `api-token:${mcpApiKeyPlaceholder}`],
          },
        },
      }),
    },
    {
      client: 'Claude Code',
      file: '.mcp.json',
      config: pretty({ mcpServers: { [serverName]: { type: 'http', url, headers } } }),
    },
    {
      client: 'Claude Code (CLI)',
      file: 'terminal',
      config: `claude mcp add --transport http ${serverName} ${url} --header "api-token: ${mcpApiKeyPlaceholder}"`,
    },
    {
      client: 'Cursor',
      file: '~/.cursor/mcp.json',
      config: pretty({ mcpServers: { [serverName]: { url, headers } } }),
    },
    {
      client: 'VS Code',
      file: '.vscode/mcp.json',
      config: pretty({ servers: { [serverName]: { type: 'http', url, headers } } }),
    },
  ];
}
