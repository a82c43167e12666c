import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableDeps } from '../../functions/core/store/table.js';
import { buildAuthorizerEvent, buildProxyEvent } from '../../infra/local/gateway/event.js';
import { LambdaService } from '../../infra/local/lambda/service.js';
import { startDynamo } from '../../infra/local/standins/dynamodb.js';
import { startS3 } from '../../infra/local/standins/s3.js';
import { operations } from '../../shared/operations/index.js';
import { freshTable, newAccountId, seedProfile } from '../integration/support/table.js';

export interface SandboxedFunctions {
  readonly service: LambdaService;
  readonly table: TableDeps;
  /** A funded account on the Empresarial plan, for the events' authorizer context. */
  readonly accountId: string;
  stop(): Promise<void>;
}

/**
 * Every function of a synthesized assembly ready to run in its Lambda sandbox against a DynamoDB and an S3 stand-in
 * of its own, without the rest of the platform (the bundled-asset tests and the cold-start bench). Queues and the
 * Cognito endpoint point at a closed loopback port the sandbox cannot even reach: nothing these callers send needs
 * them, and nothing could leave the machine.
 */
export async function startSandboxedFunctions(options: {
  readonly assemblyDir: string;
  readonly label: string;
  readonly cpuShare?: boolean;
}): Promise<SandboxedFunctions> {
  const work = mkdtempSync(join(tmpdir(), `alquimia-${options.label}-`));
  const names = { files: `files-${randomUUID().slice(0, 8)}`, media: `media-${randomUUID().slice(0, 8)}` };
  const [dynamo, s3] = await Promise.all([startDynamo(work), startS3(work, [names.files, names.media])]);
  const base = {
    AWS_REGION: 'us-east-1',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
  };
  const table = await freshTable(base, options.label);
  const accountId = newAccountId();
  await seedProfile(table, accountId, { credits: 1_000_000, plan: 3 });
  const closed = 'http://127.0.0.1:9';
  const service = await LambdaService.start({
    assemblyDir: options.assemblyDir,
    region: 'us-east-1',
    overrides: {
      ...base,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_SQS: closed,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: closed,
      STAGE: 'test',
      TABLE_NAME: table.tableName,
      FILES_BUCKET: names.files,
      MEDIA_BUCKET: names.media,
      USER_POOL_ID: 'us-east-1_sandboxed',
      USER_POOL_CLIENT_ID: 'sandboxedclient',
      KEY_SECRET: 'sandboxed-key-secret-0123456789abcdef',
      PUBLIC_BASE_URL: 'https://alquimia.example',
      LOG_LEVEL: 'ERROR',
    },
    removed: ['KEY_SECRET_ARN'],
    resolve: (reference) =>
      reference.resource.Type === 'AWS::SQS::Queue'
        ? `${closed}/000000000000/${reference.logicalId}`
        : reference.resource.Type === 'AWS::Lambda::Function'
          ? reference.logicalId
          : undefined,
    ports: [dynamo.port, s3.port],
    ...(options.cpuShare === undefined ? {} : { cpuShare: options.cpuShare }),
  });
  return {
    service,
    table,
    accountId,
    async stop() {
      await service.stop();
      await Promise.all([dynamo.stop(), s3.stop()]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

const operationOf = (id: string) => {
  const op = operations.find((o) => o.id === id);
  if (op === undefined) throw new Error(`no operation ${id}`);
  return op;
};

const request = (method: string, url: string, rawHeaders: string[], body: Buffer) => ({
  method,
  url,
  rawHeaders: ['Host', 'api.example.com', ...rawHeaders],
  body,
  sourceIp: '203.0.113.7',
  requestId: randomUUID(),
  timeEpochMs: Date.now(),
});

/** A REST v1 proxy event for an operation as API Gateway sends it, after the api-key authorizer let `accountId` in. */
export function restEvent(operationId: string, accountId: string, body?: unknown, query = ''): unknown {
  const op = operationOf(operationId);
  return buildProxyEvent({
    request: request(
      op.method,
      `${op.path}${query}`,
      body === undefined ? [] : ['Content-Type', 'application/json'],
      body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body)),
    ),
    resource: op.path,
    pathParameters: {},
    authorizer:
      op.auth === 'api-key' ? { principalId: accountId, accountId, keyId: 'key_sandboxed', plan: '3' } : undefined,
  });
}

/** The same with a raw multipart body (a binary media type, so `isBase64Encoded`). */
export function uploadEvent(
  operationId: string,
  accountId: string,
  upload: { readonly body: Buffer; readonly contentType: string },
): unknown {
  const op = operationOf(operationId);
  return buildProxyEvent({
    request: request(op.method, op.path, ['Content-Type', upload.contentType], upload.body),
    resource: op.path,
    pathParameters: {},
    authorizer: { principalId: accountId, accountId, keyId: 'key_sandboxed', plan: '3' },
  });
}

/** The api-key authorizer's REQUEST event for a call to PDF merge with `key` in the canonical header. */
export function keyAuthorizerEvent(key: string): unknown {
  const op = operationOf('pdf.merge');
  return buildAuthorizerEvent({
    request: request(op.method, op.path, ['api-token', key], Buffer.alloc(0)),
    resource: op.path,
    pathParameters: {},
  });
}
