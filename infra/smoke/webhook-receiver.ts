import { createServer, type IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';

/**
 * A customer's webhook endpoint on this machine's loopback: it keeps every POST's raw body and headers (a signature is
 * checked over the bytes as sent, never over re-serialised JSON) and answers 204, as docs/webhooks.md asks.
 */

export interface Delivery {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`: a job's `webhookUrl` is this plus a path. */
  readonly url: string;
  /** The first delivery to `path`, once it has arrived; undefined when none came within `timeoutMs`. */
  delivery(path: string, timeoutMs: number): Promise<Delivery | undefined>;
  close(): Promise<void>;
}

/** Starts the receiver on 127.0.0.1:`port` (0: any free port). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: Delivery[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: new URL(request.url ?? '/', 'http://receiver').pathname,
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = z.object({ port: z.number() }).parse(server.address());
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${bound}`,
    delivery(path, timeoutMs) {
      const found = () => received.find((d) => d.path === path);
      return new Promise((resolve) => {
        const check = () => {
          const delivery = found();
          if (delivery === undefined) return;
          finish(delivery);
        };
        const timer = setTimeout(() => finish(undefined), timeoutMs);
        const finish = (delivery: Delivery | undefined) => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(delivery);
        };
        waiting.add(check);
        check();
      });
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      return closed;
    },
  };
}
