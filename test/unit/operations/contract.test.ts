import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import type { ResultStore } from '../../../functions/core/files/types.js';
import { createUpload } from '../../../functions/core/files/upload.js';
import { createFamilyHandler, type FamilyHandler } from '../../../functions/core/handler.js';
import type { Implementation } from '../../../functions/core/implement.js';
import { acceptJob } from '../../../functions/core/jobs/accept.js';
import type { Resolve } from '../../../functions/core/net/connector.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { createJobsImplementations } from '../../../functions/jobs/implementations.js';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { createChromiumRenderer } from '../../../functions/pdf/engine/renderer.js';
import { createPdfImplementations } from '../../../functions/pdf/implementations.js';
import { createTextImplementations } from '../../../functions/text/implementations.js';
import { guardedPageFetcher } from '../../../functions/text/web/engine/fetcher.js';
import { defaultTextDeps } from '../../../functions/text/wiring.js';
import { createVerifyImplementations } from '../../../functions/verify/implementations.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { buildOpenApi } from '../../../shared/openapi.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import { operationPrice, operations } from '../../../shared/operations/index.js';
import { inputSchemas, type JsonSchema } from '../../../shared/operations/json-schema.js';
import {
  dryRunOutput,
  fileUrlOutput,
  jobAcceptedOutput,
  problemOutput,
} from '../../../shared/operations/outputs/common.js';
import type { Family, Operation } from '../../../shared/operations/types.js';
import { problemCodes } from '../../../shared/problems.js';
import { makePdf } from '../../fixtures/pdf/build.js';
import { apiKeyAuthorizer, lambdaContext, MemoryIdempotency, MemoryMeter, restEvent } from '../core/fakes.js';
import { MemoryJobStore } from '../jobs/memory-store.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { videoDeps } from '../video/media.js';
import { arbitraryOf } from './json-schema-arbitrary.js';

/**
 * The contract of the OpenAPI document, checked against the implementations through the real pipeline
 * (parse → validate → price → idempotency → debit → resolve files → run → respond). Requests are generated from the
 * document itself (fast-check arbitraries of each operation's JSON Schema; file fields get tiny real files) and
 * from each operation's own example, valid and invalid. For every answer:
 * - its status is documented for the operation, and it is never a 500;
 * - a 2xx JSON body validates against the operation's output schema (or the job, file-link or dry-run schema);
 *   a file answer has one of the documented media types;
 * - an error is `application/problem+json` whose `status` and `code` agree, and nothing is charged;
 * - a success is charged exactly its price, and `X-Credits-Charged` says so.
 *
 * Which operations are driven: every API-key and public operation whose engine is embedded and cheap. Not driven
 * (the rule): operations needing DynamoDB (the dashboard's `user` calls, billing, saved images, speech history),
 * a paid provider (`provider` set; they are checked here only for their uncharged 503), or a heavy engine
 * (HTML to PDF: Chromium; OCR: Tesseract; charts: a worker thread; speech: eSpeak and ffmpeg; MCP: not here).
 * Their families' own tests drive them.
 */

const doc = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });
const byId = new Map(operations.map((op) => [op.id, op]));
const op = (id: string): Operation => {
  const found = byId.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(value: unknown, ...keys: string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

const documentedStatuses = (operation: Operation): string[] => {
  const responses = at(doc, 'paths', operation.path, operation.method.toLowerCase(), 'responses');
  return typeof responses === 'object' && responses !== null ? Object.keys(responses) : [];
};

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and the handlers, each with an in-memory meter (credits are checked on every answer).

const s3 = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const s3Mock = mockClient(s3);
const meter = new MemoryMeter(1_000_000);
const idempotency = new MemoryIdempotency();
const jobs = new MemoryJobStore();
const storeResult: ResultStore = async (result, now) => ({
  url: `https://files.example/results/${encodeURIComponent(result.filename)}`,
  expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  size: result.bytes.length,
  contentType: result.contentType,
});

const deps = (): PipelineDeps => ({
  logger: new Logger({ serviceName: 'contract', logLevel: 'SILENT' }),
  now: () => new Date(),
  price: operationPrice,
  meter,
  idempotency,
  resolveFile: createFileResolver({ s3, bucket: 'files' }),
  storeResult,
  acceptJob: (request) =>
    acceptJob(
      {
        store: jobs,
        queue: { send: async () => undefined },
        files: { saveUpload: async () => 'file_contract', putInput: async () => 'key', getInput: async () => '{}' },
        publicBaseUrl: 'https://api.alquimia.test',
        // Input and webhook URLs are checked at accept: with the loopback-only resolver, no DNS leaves the machine.
        webhookPolicy: { resolve: (hostname) => resolve(hostname) },
      },
      request,
    ),
});

let site: CountingServer;
const resolve: Resolve = async (hostname) => {
  if (hostname === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
const siteFetch = guardedPageFetcher(createSafeFetch({ allowAddresses: ['127.0.0.1'], resolve, timeoutMs: 15_000 }));

const families: Partial<Record<Family, readonly Implementation[]>> = {
  pdf: [
    // HTML to PDF is not driven here (Chromium): its renderer finds no browser and is never called.
    ...createPdfImplementations({
      fontBytes: () => loadFontBytes(),
      renderer: createChromiumRenderer({ locate: async () => undefined }),
    }),
    createUpload(() => ({ s3, bucket: 'files' })),
  ],
  image: imageImplementations(),
  text: createTextImplementations({ ...defaultTextDeps({}), fetchPage: siteFetch }),
  verify: createVerifyImplementations({
    // The operation's own logic runs for real; DNS answers from this table (no network in tests).
    mailDns: async (domain) =>
      domain.startsWith('nx')
        ? { status: 'not-found' }
        : { status: 'mx', records: [{ exchange: `mx.${domain}`, priority: 10 }] },
    presence: () => undefined,
  }),
  jobs: createJobsImplementations({
    store: () => jobs,
    sign: () => async () => undefined,
    webhookQueue: () => ({ send: async () => undefined }),
  }),
  // Video calls are accepted as jobs here (202); ffmpeg runs in the worker, which is not driven. Image-to-video
  // has no provider configured (no output bucket), so it answers 503.
  video: createVideoImplementations({
    ...videoDeps(),
    imageToVideo: createNovaReelEngine({
      client: () => new BedrockRuntimeClient({ region: 'us-east-1' }),
      modelId: 'm',
    }),
    keepOutput: async () => {
      throw new Error('no provider output in this test');
    },
  }),
};
const handlers = new Map<Family, FamilyHandler>();
for (const family of ['pdf', 'image', 'text', 'verify', 'jobs', 'video'] as const) {
  handlers.set(family, createFamilyHandler(family, families[family] ?? [], deps));
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

interface Call {
  readonly body?: Record<string, unknown> | unknown;
  readonly multipart?: boolean;
  readonly query?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly raw?: { bytes: Buffer; contentType: string };
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly bytes: Buffer;
}

const fixtures: { pdf?: Uint8Array; lockedPdf?: Uint8Array; png?: Uint8Array } = {};
const dataUrl = (bytes: Uint8Array, type: string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A file sent as a multipart part. */
class FilePart {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: string,
    readonly name: string,
  ) {}
}

/** A file field's value: a real tiny file of the kind the operation takes. */
function fileFor(operation: Operation): FilePart {
  // Unprotect refuses a PDF with nothing to remove (422): its example's file is locked with the example's password.
  if (operation.id === 'pdf.unprotect')
    return new FilePart(fixtures.lockedPdf ?? new Uint8Array(), 'application/pdf', 'locked.pdf');
  if (operation.family === 'pdf') return new FilePart(fixtures.pdf ?? new Uint8Array(), 'application/pdf', 'a.pdf');
  return new FilePart(fixtures.png ?? new Uint8Array(), 'image/png', 'a.png');
}

/** Replaces every file field of a body with real tiny files (URLs in examples would leave loopback). */
function withFiles(operation: Operation, body: Record<string, unknown>, asParts: boolean): Record<string, unknown> {
  const out = { ...body };
  const file = fileFor(operation);
  const value = asParts ? file : dataUrl(file.bytes, file.type);
  for (const { name, multiple } of fileFieldsOf(operation)) {
    const current = out[name];
    if (current === undefined) continue;
    out[name] = multiple ? (Array.isArray(current) ? current : [current]).map(() => value) : value;
  }
  return out;
}

function multipartOf(fields: Record<string, unknown>): { bytes: Buffer; contentType: string } {
  const boundary = `----contract${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  const part = (name: string, value: unknown) => {
    if (value instanceof FilePart) {
      const file = value;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        Buffer.from(file.bytes),
        Buffer.from('\r\n'),
      );
      return;
    }
    // Objects travel as JSON parts (OpenAPI's default encoding for object properties in multipart).
    const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) part(name, item);
    else part(name, value);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(operation: Operation, call: Call): Promise<Answer> {
  const handler = handlers.get(operation.family);
  if (!handler) throw new Error(`no handler for ${operation.family}`);
  const schemas = inputSchemas(operation);
  const pathNames = new Set(schemas.path.map((f) => f.name));
  const bodyFields: Record<string, unknown> = isRecord(call.body) ? call.body : {};
  const pathParameters = Object.fromEntries(
    Object.entries(bodyFields)
      .filter(([k]) => pathNames.has(k))
      .map(([k, v]) => [k, String(v)]),
  );
  const bodiless = operation.method === 'GET' || operation.method === 'DELETE';
  const query: Record<string, string> = { ...call.query };
  if (bodiless) {
    for (const [k, v] of Object.entries(bodyFields)) if (!pathNames.has(k) && v !== undefined) query[k] = String(v);
  }
  let raw: { bytes: Buffer; contentType: string } | undefined = call.raw;
  if (!raw && !bodiless) {
    const fields = Object.fromEntries(Object.entries(bodyFields).filter(([k]) => !pathNames.has(k)));
    raw = call.multipart
      ? multipartOf(withFiles(operation, fields, true))
      : {
          bytes: Buffer.from(
            JSON.stringify(isRecord(call.body) ? withFiles(operation, fields, false) : call.body) ?? 'null',
          ),
          contentType: 'application/json',
        };
  }
  let path = operation.path;
  for (const [k, v] of Object.entries(pathParameters)) path = path.replace(`{${k}}`, encodeURIComponent(v));
  const response: APIGatewayProxyResult = await handler(
    restEvent({
      method: operation.method,
      resource: operation.path,
      path,
      headers: { ...(raw ? { 'content-type': raw.contentType } : {}), ...call.headers },
      query: Object.keys(query).length > 0 ? query : undefined,
      pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
      body: raw?.bytes,
      authorizer:
        operation.auth === 'api-key'
          ? apiKeyAuthorizer
          : operation.auth === 'user'
            ? { claims: { sub: 'contract-user', email: 'contract@example.test' } }
            : undefined,
    }),
    lambdaContext(),
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(response.headers ?? {})) headers[k.toLowerCase()] = String(v);
  return {
    status: response.statusCode,
    headers,
    bytes: Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The contract

const jsonOf = (answer: Answer): unknown => JSON.parse(answer.bytes.toString('utf8'));
const issues = (schema: z.ZodType, value: unknown): string => {
  const parsed = schema.safeParse(value);
  return parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3));
};

/** Checks one answer against the document and the meter; returns whether it was a success. */
async function expectContract(operation: Operation, call: Call, label: string): Promise<Answer> {
  const before = meter.credits;
  const answer = await send(operation, call);
  const where = `${operation.id} ${label} → ${answer.status} ${answer.bytes.toString('utf8').slice(0, 300)}`;
  expect(answer.status, where).not.toBe(500);
  expect(documentedStatuses(operation), `undocumented status: ${where}`).toContain(String(answer.status));
  const charged = before - meter.credits;
  const type = answer.headers['content-type'] ?? '';
  if (answer.status >= 400) {
    expect(type, where).toBe('application/problem+json');
    const problem = jsonOf(answer);
    expect(issues(problemOutput, problem), where).toBe('');
    const { status, code } = problemOutput.parse(problem);
    expect(status, where).toBe(answer.status);
    expect(problemCodes[code], where).toBe(answer.status);
    expect(charged, `charged on failure: ${where}`).toBe(0);
    if (operation.auth === 'api-key') expect(answer.headers['x-credits-charged'], where).toBe('0');
    return answer;
  }
  const dryRun = call.query?.dry_run === 'true';
  if (operation.auth === 'api-key') {
    expect(answer.headers['x-credits-charged'], where).toBe(String(charged));
    expect(answer.headers['x-credits-remaining'], where).toBe(String(meter.credits));
  }
  if (dryRun) {
    expect(issues(dryRunOutput, jsonOf(answer)), where).toBe('');
    expect(charged, where).toBe(0);
    return answer;
  }
  if (answer.status === 202) {
    expect(issues(jobAcceptedOutput, jsonOf(answer)), where).toBe('');
    expect(answer.headers.location, where).toBe(jobAcceptedOutput.parse(jsonOf(answer)).statusUrl);
  } else if (type.startsWith('application/json')) {
    const wantsLink = call.query?.output === 'url' || operation.response === 'file';
    const schema = wantsLink && operation.response === 'file' ? fileUrlOutput : operation.output;
    expect(schema, where).toBeDefined();
    if (schema) expect(issues(schema, jsonOf(answer)), where).toBe('');
  } else {
    const types = operation.fileTypes ?? [];
    expect(types, `undocumented file type ${type}: ${where}`).toContain(type);
    expect(answer.headers['content-disposition'], where).toMatch(/^attachment; filename="/);
  }
  return answer;
}

/** The body a client builds from the document's example (files replaced by real tiny ones when sent). */
const exampleOf = (operation: Operation): Record<string, unknown> => ({ ...(operation.doc.example ?? {}) });

/** Body fields an operation needs to succeed here, overriding the document's example (network stays on loopback). */
const localExamples: Record<string, () => Record<string, unknown>> = {
  'text.extract-web-info': () => ({ url: `http://site.test:${site.port}/page`, maxLinks: 5 }),
  'jobs.get': () => ({ id: knownJob }),
  'jobs.render-status': () => ({ id: knownJob }),
  'jobs.video-url': () => ({ id: knownJob }),
  'jobs.video-status': () => ({ id: knownJob }),
};
let knownJob = 'job_00000000000000000000';

/** Driven operations, and how many generated requests each gets (the cheap ones more). */
const driven: readonly { id: string; runs: number; multipart?: boolean }[] = [
  { id: 'verify.email', runs: 40 },
  { id: 'verify.whatsapp', runs: 40 },
  { id: 'text.process-script', runs: 25 },
  { id: 'text.generate-script', runs: 15 },
  { id: 'text.extract-web-info', runs: 8 },
  { id: 'image.qr-code', runs: 15, multipart: true },
  { id: 'image.upscale', runs: 6, multipart: true },
  { id: 'image.watermark', runs: 6, multipart: true },
  { id: 'pdf.merge', runs: 6, multipart: true },
  { id: 'pdf.split', runs: 8, multipart: true },
  { id: 'pdf.watermark', runs: 6, multipart: true },
  { id: 'pdf.add-text', runs: 6, multipart: true },
  { id: 'pdf.protect', runs: 6, multipart: true },
  { id: 'pdf.unprotect', runs: 6, multipart: true },
  { id: 'pdf.extract-text', runs: 6, multipart: true },
  { id: 'files.create', runs: 15 },
  { id: 'video.render-video-from-images', runs: 10 },
  { id: 'video.add-subtitles-to-video', runs: 10 },
  { id: 'video.add-audio-to-video', runs: 10 },
  { id: 'video.merge-videos', runs: 10 },
  { id: 'jobs.get', runs: 10 },
  { id: 'jobs.render-status', runs: 5 },
  { id: 'jobs.video-url', runs: 5 },
  { id: 'jobs.video-status', runs: 5 },
];

/** The body schema a client reads from the document: JSON body, or the query/path fields of a bodiless call. */
function requestSchema(operation: Operation): JsonSchema {
  const schemas = inputSchemas(operation);
  if (schemas.json) return schemas.json;
  const fields = [...schemas.path, ...schemas.query];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
    required: fields.filter((f) => f.required).map((f) => f.name),
  };
}

beforeAll(async () => {
  s3Mock.on(PutObjectCommand).resolves({});
  // Nine pages: the examples name pages up to 8 (`1-3,5,8-`).
  fixtures.pdf = await makePdf(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  fixtures.lockedPdf = await makePdf(['1', '2'], { userPassword: 's3cret' });
  fixtures.png = new Uint8Array(
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  );
  site = await startServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      '<!doctype html><html lang="pt"><head><title>Página</title><meta name="description" content="d"></head>' +
        '<body><h1>Olá</h1><p>Um parágrafo com texto suficiente para ler.</p><a href="/x">x</a></body></html>',
    );
  });
});
afterAll(async () => {
  await site?.close();
  s3Mock.restore();
});

describe('the OpenAPI contract, through the real pipeline', { timeout: 60_000 }, () => {
  it('drives every cheap embedded operation, by a rule rather than a hand-kept exclusion list', () => {
    const notDriven = operations.filter(
      (o) =>
        o.public !== false &&
        (o.auth === 'api-key' || o.auth === 'public') &&
        o.provider === undefined &&
        !driven.some((d) => d.id === o.id),
    );
    // Heavy engines (Chromium, Tesseract, the chart worker, eSpeak/ffmpeg), the platform/MCP endpoints, and a call
    // that needs a job's end.
    const heavy = new Set([
      'pdf.html-to-pdf',
      'text.extract-image-text',
      'image.chart',
      'audio.text-to-speech',
      'audio.text-to-speech-v2',
      'audio.text-to-speech-premium',
      'audio.youtube-transcribe',
      'platform.health',
      'platform.services',
      'platform.openapi',
      'mcp.endpoint',
      // Write the platform's table and send mail: driven through the local platform in
      // test/integration/newsletter.test.ts.
      'platform.newsletter-subscribe',
      'platform.newsletter-confirm',
      'platform.newsletter-unsubscribe',
      // Use the user pool as well: driven in test/integration/password-recovery.test.ts.
      'platform.password-recovery',
      'platform.password-recovery-confirm',
      // Needs a finished job with a webhook, which only a worker makes (driven in test/unit/jobs/jobs-routes.test.ts).
      'jobs.webhook-redeliver',
    ]);
    expect(notDriven.map((o) => o.id).filter((id) => !heavy.has(id))).toEqual([]);
  });

  for (const { id, runs, multipart } of driven) {
    it(`${id}: the example, generated requests, a dry run and invalid input keep the contract`, async () => {
      const operation = op(id);
      const example = { ...exampleOf(operation), ...localExamples[id]?.() };
      // The example succeeds (2xx) as JSON, and as multipart where the operation takes it.
      const first = await expectContract(operation, { body: example }, 'example');
      expect(first.status, `${id} example → ${first.bytes.toString('utf8').slice(0, 300)}`).toBeLessThan(300);
      if (operation.mode === 'async-only') knownJob = jobAcceptedOutput.parse(jsonOf(first)).jobId;
      if (multipart) {
        const asParts = await expectContract(operation, { body: example, multipart: true }, 'example as multipart');
        expect(asParts.status, `${id} multipart → ${asParts.bytes.toString('utf8').slice(0, 300)}`).toBeLessThan(300);
      }
      if (operation.credits.kind !== 'free') {
        const dry = await expectContract(operation, { body: example, query: { dry_run: 'true' } }, 'dry run');
        expect(dry.status).toBe(200);
      }
      if (operation.response === 'file') {
        const link = await expectContract(operation, { body: example, query: { output: 'url' } }, 'output=url');
        expect(link.status).toBe(200);
      }
      // Requests generated from the document's schema (valid per the document; refinements may still refuse).
      const local = localExamples[id]?.() ?? {};
      await fc.assert(
        fc.asyncProperty(arbitraryOf(requestSchema(operation)), fc.boolean(), async (generated, asParts) => {
          const body = { ...(isRecord(generated) ? generated : {}), ...local };
          await expectContract(operation, { body, multipart: multipart === true && asParts }, 'generated');
        }),
        { numRuns: runs, seed: 20261123 },
      );
      // Invalid requests: wrong types, non-object bodies, unknown controls, a bad idempotency key.
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (junk) => {
          await expectContract(operation, { body: junk }, 'junk body');
        }),
        { numRuns: Math.max(3, Math.floor(runs / 3)), seed: 7 },
      );
      const badControls: Record<string, string>[] = [{ dry_run: 'yes' }, { output: 'AAA' }];
      for (const query of badControls) {
        const refused = await expectContract(operation, { body: example, query }, `query ${JSON.stringify(query)}`);
        expect(refused.status).toBe(400);
      }
      const badKey = await expectContract(
        operation,
        { body: example, headers: { 'Idempotency-Key': 'x'.repeat(256) } },
        'long idempotency key',
      );
      if (operation.auth !== 'public') expect(badKey.status).toBe(400);
    });
  }

  it('answers an operation whose provider is not configured with a documented, uncharged 503', async () => {
    const operation = op('video.image-to-video');
    const answer = await expectContract(operation, { body: exampleOf(operation) }, 'no provider');
    expect(answer.status).toBe(503);
  });

  it('replays an idempotent retry with the same answer, charged once, and documents the replay header', async () => {
    const operation = op('verify.email');
    const headers = { 'Idempotency-Key': `contract-${Date.now()}` };
    const before = meter.credits;
    const first = await expectContract(operation, { body: { email: 'ana@example.com' }, headers }, 'first');
    const again = await send(operation, { body: { email: 'ana@example.com' }, headers });
    expect(again.status).toBe(first.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(before - meter.credits).toBe(1);
    const documented = at(doc, 'paths', operation.path, 'post', 'responses', '200', 'headers', 'Idempotent-Replayed');
    expect(documented).toBeDefined();
  });
});
