import { Resolver } from 'node:dns/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { z } from 'zod';
import { createFamilyHandler } from '../functions/core/handler.js';
import { implement } from '../functions/core/implement.js';
import { createSafeFetch } from '../functions/core/net/fetch.js';
import { json } from '../functions/core/operation.js';
import type { PipelineDeps } from '../functions/core/pipeline/state.js';
import { createTextImplementations } from '../functions/text/implementations.js';
import { guardedPageFetcher } from '../functions/text/web/engine/fetcher.js';
import { defaultTextDeps } from '../functions/text/wiring.js';
import { createMailDns } from '../functions/verify/engine/mail-dns.js';
import { createVerifyImplementations } from '../functions/verify/implementations.js';
import { defineOperation } from '../shared/operations/define.js';
import { operationPrice } from '../shared/operations/index.js';
import { startServer } from '../test/unit/net/servers.js';
import { bigArticle } from '../test/unit/text/web/site.js';
import { startDnsServer } from '../test/unit/verify/dns-server.js';
import { benchContext, benchEvent } from './support/lambda.js';
import { alternate, median } from './support/timing.js';

/**
 * Web extraction and e-mail verification through their family handlers (parse → validate → run → respond,
 * unmetered: metering has its own bench), each beside its anchor measured in the same run on this machine:
 * - a 1 MB article fetched from a loopback server and extracted through the API, vs linkedom + Readability alone
 *   on the same HTML in-process (target ≤ 1.3×);
 * - e-mail verification with a warm DNS cache, vs a no-op operation through the same handler (target: p50 added
 *   ≤ 5 ms). DNS comes from a loopback DNS server; nothing leaves the machine.
 */

const pair = alternate;

/** A JSON POST as API Gateway hands it to the function. */
const event = (path: string, body: unknown) => benchEvent(path, Buffer.from(JSON.stringify(body)), 'application/json');

const deps = (): PipelineDeps => ({
  logger: new Logger({ serviceName: 'bench', logLevel: 'SILENT' }),
  now: () => new Date(),
  price: operationPrice,
});

/** Same family, auth, price and body type as verify.email, doing nothing: the pipeline's own cost. */
const verifyNoop = defineOperation({
  id: 'bench.verify-noop',
  method: 'POST',
  path: '/bench/verify-noop',
  auth: 'api-key',
  family: 'verify',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({ email: z.string().max(254) }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 1024 * 1024 },
  doc: { summary: 'bench only' },
});

export default async function benchWeb(): Promise<void> {
  const html = bigArticle(1_000_000);
  const site = await startServer((_req, res) => {
    // A fresh connection per page: Readability blocks the event loop long enough for keep-alive timers to race.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    res.end(html);
  });
  const dns = await startDnsServer({ 'empresa.test': { mx: [[10, 'mx.empresa.test']] } });
  try {
    const text = createFamilyHandler(
      'text',
      // The bench's own guard allow-lists its loopback server, as the tests do.
      createTextImplementations({
        ...defaultTextDeps(),
        fetchPage: guardedPageFetcher(createSafeFetch({ allowAddresses: ['127.0.0.1'], timeoutMs: 20_000 })),
      }),
      deps,
    );
    const viaApi = async () => {
      const response = await text(
        event('/api/text/extract-web-info', { url: `${site.url}/article` }),
        benchContext(60_000),
      );
      if (response.statusCode !== 200) throw new Error(`extract answered ${response.statusCode}: ${response.body}`);
    };
    const readabilityAlone = async () => new Readability(parseHTML(html).document).parse();
    const extraction = await pair(7, readabilityAlone, viaApi);

    const resolver = new Resolver({ timeout: 500, tries: 1 });
    resolver.setServers([dns.address]);
    const mailDns = createMailDns({ resolver, timeoutMs: 1000, cacheTtlMs: 60_000 });
    const verify = createFamilyHandler(
      'verify',
      [
        ...createVerifyImplementations({ mailDns, presence: () => undefined }),
        implement(verifyNoop, async () => json({ ok: true })),
      ],
      deps,
    );
    const call = (path: string) => async () => {
      const response = await verify(event(path, { email: 'maria@empresa.test' }), benchContext(60_000));
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    };
    for (let i = 0; i < 200; i++) await call('/api/verify/email')();
    const noopSamples: number[] = [];
    const emailSamples: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const [first, firstSamples, second, secondSamples] =
        i % 2 === 0
          ? [call('/bench/verify-noop'), noopSamples, call('/api/verify/email'), emailSamples]
          : [call('/api/verify/email'), emailSamples, call('/bench/verify-noop'), noopSamples];
      let t = performance.now();
      await first();
      firstSamples.push(performance.now() - t);
      t = performance.now();
      await second();
      secondSamples.push(performance.now() - t);
    }
    const noopP50 = median(noopSamples);
    const emailP50 = median(emailSamples);

    const rows = [
      [
        'extract-web-info, 1 MB article (loopback, API)',
        `${extraction.subject.toFixed(0)} ms`,
        'linkedom + Readability alone',
        `${extraction.anchor.toFixed(0)} ms`,
        `${(extraction.subject / extraction.anchor).toFixed(2)}× (target ≤ 1.30×)`,
      ],
      [
        'verify/email p50, warm DNS cache',
        `${emailP50.toFixed(2)} ms`,
        'no-op through the same handler',
        `${noopP50.toFixed(2)} ms`,
        `+${(emailP50 - noopP50).toFixed(2)} ms (target ≤ 5 ms)`,
      ],
    ];
    const widths = [0, 1, 2, 3, 4].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
    for (const row of rows) process.stdout.write(`${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ')}\n`);
  } finally {
    await site.close();
    await dns.close();
  }
}
