import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { createFileResolver } from '../../functions/core/files/resolve.js';
import type { ResultStore } from '../../functions/core/files/types.js';
import { createFamilyHandler } from '../../functions/core/handler.js';
import type { Implementation } from '../../functions/core/implement.js';
import { buildContext, buildProxyEvent } from '../../infra/local/gateway/event.js';
import { operationPrice } from '../../shared/operations/index.js';
import type { Family } from '../../shared/operations/types.js';

/**
 * A family's Lambda handler as the benches call it: parse → validate → resolve files → run → respond, unmetered
 * (metering has its own bench). Results over the inline limit are "stored" in memory: S3 latency is not what a
 * bench measures.
 */

const logger = new Logger({ serviceName: 'bench', logLevel: 'SILENT' });

const stored: ResultStore = async (result, now) => ({
  url: 'memory://result',
  expiresAt: now.toISOString(),
  size: result.bytes.length,
  contentType: result.contentType,
});

/**
 * `call(path, body, contentType)` builds the event (the body base64-encoded, as API Gateway does) before the
 * timed part: the Lambda receives it ready. The answer is a timed call that fails on anything but a 200.
 */
export function handlerCalls(family: Family, implementations: readonly Implementation[]) {
  const handler = createFamilyHandler(family, implementations, () => ({
    logger,
    now: () => new Date(),
    price: operationPrice,
    resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'unused' }),
    storeResult: stored,
  }));
  return (path: string, body: Buffer, contentType: string) => {
    const event = benchEvent(path, body, contentType);
    return async () => {
      const response = await handler(event, benchContext());
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    };
  };
}

/** An API Gateway event for a POST of `body` to `path` by the bench's account, as the authorizer passes it on. */
export function benchEvent(path: string, body: Buffer, contentType: string): APIGatewayProxyEvent {
  return buildProxyEvent({
    request: {
      method: 'POST',
      url: path,
      rawHeaders: ['content-type', contentType],
      body,
      sourceIp: '127.0.0.1',
      requestId: 'bench',
      timeEpochMs: Date.now(),
    },
    resource: path,
    pathParameters: {},
    authorizer: { accountId: 'acct_bench', keyId: 'key_bench', plan: '0' },
  });
}

/** A Lambda context with `timeoutMs` to run. */
export const benchContext = (timeoutMs = 120_000): Context => buildContext('bench', 'bench', timeoutMs);

/** A multipart/form-data body of text fields and one file. */
export function multipartForm(
  fields: Record<string, string>,
  file: { readonly name: string; readonly bytes: Uint8Array; readonly type: string },
) {
  const boundary = '----alquimia-bench';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="in"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A row of a bench table: the handler's p50 beside its anchor's, and the ratio's target. */
export interface RatioRow {
  readonly name: string;
  readonly engine: number;
  readonly pipeline: number;
  readonly anchor: string;
  readonly target: number;
}

export function printRatios(runs: number, rows: readonly RatioRow[]): void {
  process.stdout.write(`p50 of ${runs} runs after warm-up, 2 vCPU\n`);
  process.stdout.write('operation | raw engine ms | via handler ms | ratio | target | anchor\n');
  for (const row of rows) {
    const ratio = row.pipeline / row.engine;
    process.stdout.write(
      `${row.name} | ${row.engine.toFixed(1)} | ${row.pipeline.toFixed(1)} | ${ratio.toFixed(2)}× | ≤ ${row.target}× | ${row.anchor}\n`,
    );
  }
}

export const megabytes = (kb: number) => `${Math.round(kb / 1024)} MB`;
