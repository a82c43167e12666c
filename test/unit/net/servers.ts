import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A loopback HTTP server that counts TCP connections, so tests can prove a request never reached it. */
export interface CountingServer {
  url: string;
  port: number;
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<CountingServer> {
  const server: Server = createServer((req, res) => {
    state.requests.push(req.url ?? '');
    handler(req, res);
  });
  const state: CountingServer = {
    url: '',
    port: 0,
    connections: 0,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  state.port = port;
  state.url = `http://${host}:${port}`;
  return state;
}
