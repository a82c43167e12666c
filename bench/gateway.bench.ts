import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { portOf } from '../infra/local/net.js';
import { startPlatform } from '../infra/local/platform.js';

interface LoadResult {
  readonly requests: number;
  readonly failures: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * A bounded loopback load: exactly `total` GETs of `url` from `concurrency` workers on keep-alive sockets.
 * Only 127.0.0.1 targets are accepted: benches never send traffic anywhere else.
 */
async function load(url: string, total: number, concurrency: number): Promise<LoadResult> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`bench targets must be on 127.0.0.1, not ${url}`);
  const dispatcher = new Agent({ connections: concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) {
      next++;
      const t = performance.now();
      const response = await request(url, { dispatcher });
      await response.body.arrayBuffer();
      latencies.push(performance.now() - t);
      if (response.statusCode !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: (latencies.length / elapsed) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

const TOTAL = 2000;
const CONCURRENCY = 20;
const WARMUP = 200;

/**
 * What the local gateway costs per request: GET /api/services through the gateway (REST v1 event building,
 * the platform family's middy pipeline) beside a bare Node http server answering the same bytes, same run.
 */
export default async function bench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'alquimia-bench-'));
  const platform = await startPlatform({ port: 0, dataDir, quiet: true });
  const bare = createServer();
  try {
    const gatewayUrl = `http://127.0.0.1:${platform.ports.gateway}/api/services`;
    const sample = await fetch(gatewayUrl);
    if (sample.status !== 200)
      throw new Error(`GET /api/services answered ${sample.status}; is the platform family built?`);
    const body = Buffer.from(await sample.arrayBuffer());
    const contentType = sample.headers.get('content-type') ?? 'application/json';
    bare.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${portOf(bare)}/api/services`;

    await load(bareUrl, WARMUP, CONCURRENCY);
    await load(gatewayUrl, WARMUP, CONCURRENCY);
    const anchor = await load(bareUrl, TOTAL, CONCURRENCY);
    const ours = await load(gatewayUrl, TOTAL, CONCURRENCY);

    const row = (name: string, r: LoadResult): string =>
      `${name.padEnd(28)}${r.perSecond.toFixed(0).padStart(9)}${r.p50Ms.toFixed(2).padStart(10)}${r.p99Ms.toFixed(2).padStart(10)}${String(r.failures).padStart(6)}`;
    process.stdout.write(
      [
        `gateway: GET /api/services (${body.length} bytes), ${TOTAL} requests at concurrency ${CONCURRENCY}, loopback`,
        `${''.padEnd(28)}${'req/s'.padStart(9)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'fail'.padStart(6)}`,
        row('bare node:http (anchor)', anchor),
        row('local gateway + handler', ours),
        `${'ratio gateway / anchor'.padEnd(28)}${(ours.perSecond / anchor.perSecond).toFixed(2).padStart(9)}${(ours.p50Ms / anchor.p50Ms).toFixed(2).padStart(10)}${(ours.p99Ms / anchor.p99Ms).toFixed(2).padStart(10)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
