import { createServer } from 'node:net';

/** Asks the kernel for a free loopback port. Racy by nature, so callers bind right after. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it resolves true or `timeoutMs` passes. `failed()` lets a caller stop early when the
 * process behind the probe has already exited.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; failed?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const failure = options.failed?.();
    if (failure !== undefined) throw new Error(`${what}: ${failure}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${options.timeoutMs} ms`);
    await sleep(options.intervalMs ?? 100);
  }
}

/** True once anything answers HTTP on the URL (any status). */
export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await response.arrayBuffer();
  return true;
}

/** The port a listening server got (0 if it is not listening on TCP). */
export function portOf(server: { address(): unknown }): number {
  const address = server.address();
  return typeof address === 'object' && address !== null && 'port' in address && typeof address.port === 'number'
    ? address.port
    : 0;
}
