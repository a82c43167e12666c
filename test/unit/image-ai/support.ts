import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import type { ImageEngine } from '../../../functions/image/ai/engine/types.js';
import { createImageHistoryStore } from '../../../functions/image/ai/history.js';
import { createMediaStore } from '../../../functions/image/ai/media.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';

/** Shared fixtures of the AI image tests: real adapters, mocked AWS clients, one meter, the real pipeline. */

export const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };

// An explicit endpoint: the platform's global setup may export AWS_ENDPOINT_URL_S3, which would switch to path style.
export const s3 = new S3Client({ region: 'us-east-1', credentials, endpoint: 'https://s3.us-east-1.amazonaws.com' });
export const s3Mock = mockClient(s3);
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', credentials }));
export const ddbMock = mockClient(ddb);

/** A tiny in-memory table behind the document client mock: Put stores, Query answers by PK and SK prefix. */
export const tableItems: Record<string, unknown>[] = [];
export function resetAwsMocks(): void {
  s3Mock.reset();
  s3Mock.resolves({});
  ddbMock.reset();
  tableItems.length = 0;
  ddbMock.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    tableItems.push(input.Item);
    return {};
  });
  ddbMock
    .on(QueryCommand)
    .callsFake(
      (input: {
        ExpressionAttributeValues: Record<string, string>;
        Limit: number;
        ExclusiveStartKey?: { SK: string };
      }) => {
        const pk = input.ExpressionAttributeValues[':pk'];
        const prefix = input.ExpressionAttributeValues[':prefix'] ?? '';
        const after = input.ExclusiveStartKey?.SK;
        const matching = tableItems
          .filter((i) => i.PK === pk && String(i.SK).startsWith(prefix))
          .sort((a, b) => String(b.SK).localeCompare(String(a.SK)))
          .filter((i) => after === undefined || String(i.SK) < after);
        const page = matching.slice(0, input.Limit);
        const last = page.at(-1);
        return {
          Items: page,
          LastEvaluatedKey: matching.length > input.Limit && last ? { PK: last.PK, SK: last.SK } : undefined,
        };
      },
    );
}

export const meter = new MemoryMeter(100);
let clock = Date.parse('2026-11-22T10:00:00Z');
/** Each call advances a second, so saved records get distinct times. */
const now = () => {
  clock += 1000;
  return new Date(clock);
};

export function imageHandler(engine: () => ImageEngine | undefined) {
  return createFamilyHandler(
    'image',
    imageImplementations({
      engine,
      media: createMediaStore({ s3: () => s3, bucket: () => 'media-bucket' }),
      history: createImageHistoryStore(() => ({ ddb, tableName: 'table' })),
    }),
    (): PipelineDeps => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now,
      price: operationPrice,
      meter,
      resolveFile: createFileResolver({ s3, bucket: 'files' }),
    }),
  );
}

export const userAuthorizer = (sub = 'user-1') => ({ claims: { sub, email: `${sub}@example.com` } });

export type Handler = ReturnType<typeof imageHandler>;

export function post(
  handler: Handler,
  resource: string,
  body: unknown,
  authorizer: Record<string, unknown> = apiKeyAuthorizer,
  query?: Record<string, string>,
) {
  return handler(
    restEvent({
      method: 'POST',
      resource,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      authorizer,
      query,
    }),
    lambdaContext(),
  );
}

export function get(
  handler: Handler,
  resource: string,
  query: Record<string, string>,
  authorizer: Record<string, unknown>,
) {
  return handler(restEvent({ method: 'GET', resource, query, authorizer }), lambdaContext());
}

export const problem = (response: { body: string }) =>
  JSON.parse(response.body) as { code: string; detail: string; status: number; providerReason?: string };

export async function png(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : '#3366cc' },
  })
    .png()
    .toBuffer();
}

export const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Reads a request body of the loopback fake provider. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
