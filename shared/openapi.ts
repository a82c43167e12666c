import { type FieldSchema, inputSchemas, type JsonSchema } from './operations/json-schema.js';
import { describePrice } from './operations/pricing.js';
import type { Family, Operation } from './operations/types.js';
import { problemCodes } from './problems.js';

/**
 * The OpenAPI 3.1 document, generated from the operation table (served at `GET /api/openapi.json`).
 * Request schemas come from the zod inputs; every error is an RFC 9457 problem.
 */

export interface OpenApiOptions {
  readonly serverUrl: string;
  readonly version?: string;
}

export type OpenApiDocument = { readonly openapi: '3.1.0' } & Record<string, unknown>;

const familyTags: Record<Family, string> = {
  platform: 'Platform: health, catalogue, account and API key (dashboard session).',
  billing: 'Plans, extra credits and payment sessions.',
  pdf: 'PDF documents: merge, split, watermark, protect, text, HTML to PDF.',
  image: 'Images: generation, upscaling, background removal, watermark, charts, QR codes.',
  text: 'Text extraction from images and web pages.',
  audio: 'Speech synthesis and transcription.',
  video: 'Video jobs: slideshows, subtitles, audio, merging, image to video.',
  verify: 'E-mail and WhatsApp number verification.',
  jobs: 'Status and results of asynchronous jobs.',
};

const problemSchema: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  required: ['type', 'title', 'status', 'detail', 'code', 'requestId'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', enum: [...new Set(Object.keys(problemCodes))] },
    requestId: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string' },
          message: { type: 'string' },
          allowed: { type: 'array', items: { type: ['string', 'number'] } },
        },
      },
    },
  },
};

const errorResponses: Record<string, string> = {
  '400': 'Invalid request: a field is missing, of the wrong type or out of range (see `errors`).',
  '401': 'Missing or invalid credentials.',
  '402': 'Not enough credits for this call.',
  '404': 'Not found (also for resources of another account).',
  '409': 'Idempotency-Key reused with a different request, or still in progress.',
  '413': 'Body or file larger than the published limit.',
  '415': 'Unsupported content type or file type.',
  '422': 'The input cannot be processed (corrupt or encrypted file, unreadable image...).',
  '429': 'Daily request quota reached.',
  '502': 'The upstream provider failed.',
  '503': 'No engine or provider is configured for this operation.',
  '504': 'The operation timed out.',
};

const responseHeaders = {
  'X-Request-Id': { description: 'Id of this request (also in problem bodies).', schema: { type: 'string' } },
  'X-Credits-Charged': { description: 'Credits this call cost.', schema: { type: 'integer' } },
  'X-Credits-Remaining': { description: 'Balance after this call.', schema: { type: 'integer' } },
};

const fileContentTypes: Partial<Record<Family, readonly string[]>> = {
  pdf: ['application/pdf', 'application/zip'],
  image: ['image/png', 'image/jpeg', 'image/webp'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
};

const fileUrlSchema: JsonSchema = {
  type: 'object',
  description: 'A large result (or `output=url`): a presigned link valid for 24 hours.',
  required: ['url', 'expiresAt', 'size', 'contentType'],
  properties: {
    url: { type: 'string', format: 'uri' },
    expiresAt: { type: 'string', format: 'date-time' },
    size: { type: 'integer' },
    contentType: { type: 'string' },
  },
};

const jobAcceptedSchema: JsonSchema = {
  type: 'object',
  required: ['jobId', 'status', 'statusUrl'],
  properties: {
    jobId: { type: 'string' },
    id: { type: 'string', description: 'Same as jobId (video paths).' },
    status: { type: 'string', enum: ['queued', 'running', 'succeeded', 'failed'] },
    statusUrl: { type: 'string' },
  },
};

/** Valid as an OpenAPI operationId and stable: the table id with dots kept. */
const operationId = (op: Operation): string => op.id;

const withoutKey = (schema: JsonSchema, key: string): JsonSchema =>
  Object.fromEntries(Object.entries(schema).filter(([k]) => k !== key));

function parameter(field: FieldSchema, where: 'path' | 'query'): JsonSchema {
  const description = field.schema.description;
  return {
    name: field.name,
    in: where,
    required: where === 'path' ? true : field.required,
    ...(typeof description === 'string' ? { description } : {}),
    schema: withoutKey(field.schema, 'description'),
  };
}

function security(op: Operation): JsonSchema[] {
  if (op.auth === 'api-key') return [{ 'api-token': [] }];
  if (op.auth === 'user') return [{ bearer: [] }];
  return [];
}

function errorCodes(op: Operation): string[] {
  const codes = ['400'];
  if (op.auth === 'api-key' || op.auth === 'user') codes.push('401');
  if (op.path.includes('{')) codes.push('404');
  const priced = op.credits.kind !== 'free';
  if (priced) codes.push('402', '409');
  if (op.bodyTypes.length > 0) codes.push('413', '415');
  if ((op.fileFields?.length ?? 0) > 0 || op.family === 'video') codes.push('422');
  if (op.auth === 'api-key') codes.push('429');
  if (priced) codes.push('502', '503', '504');
  return codes;
}

function successResponses(op: Operation): Record<string, JsonSchema> {
  const headers = { $ref: '#/components/headers/X-Request-Id' };
  const meteredHeaders =
    op.credits.kind === 'free'
      ? { 'X-Request-Id': headers }
      : {
          'X-Request-Id': headers,
          'X-Credits-Charged': { $ref: '#/components/headers/X-Credits-Charged' },
          'X-Credits-Remaining': { $ref: '#/components/headers/X-Credits-Remaining' },
        };
  const accepted = {
    description: 'Accepted as a job; poll `statusUrl` (or `GET /api/jobs/{id}`).',
    headers: meteredHeaders,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/JobAccepted' } } },
  };
  if (op.mode === 'async-only') return { '202': accepted };
  const ok =
    op.response === 'file'
      ? {
          description: 'The result file, or a link to it when large or with `output=url`.',
          headers: meteredHeaders,
          content: {
            ...Object.fromEntries(
              (fileContentTypes[op.family] ?? ['application/octet-stream']).map((t) => [
                t,
                { schema: { type: 'string', contentMediaType: t } },
              ]),
            ),
            'application/json': { schema: { $ref: '#/components/schemas/FileUrl' } },
          },
        }
      : {
          description: 'Success.',
          headers: meteredHeaders,
          content: { 'application/json': { schema: { type: 'object' } } },
        };
  return op.mode === 'async-allowed' ? { '200': ok, '202': accepted } : { '200': ok };
}

function requestBody(op: Operation, schemas: ReturnType<typeof inputSchemas>): JsonSchema | undefined {
  const content: Record<string, JsonSchema> = {};
  const example = op.doc.example;
  for (const type of op.bodyTypes) {
    const schema = type === 'json' ? schemas.json : schemas.multipart;
    if (schema === undefined) continue;
    const media = type === 'json' ? 'application/json' : 'multipart/form-data';
    content[media] = { schema, ...(type === 'json' && example ? { example } : {}) };
  }
  if (Object.keys(content).length === 0) return undefined;
  const required = Object.values(content).some((c) => {
    const s: unknown = c.schema;
    return typeof s === 'object' && s !== null && Array.isArray(Reflect.get(s, 'required'));
  });
  return { required, content };
}

function operationObject(op: Operation): JsonSchema {
  const schemas = inputSchemas(op);
  const parameters: JsonSchema[] = [
    ...schemas.path.map((f) => parameter(f, 'path')),
    ...schemas.query.map((f) => parameter(f, 'query')),
  ];
  if (op.credits.kind !== 'free') {
    parameters.push({ $ref: '#/components/parameters/DryRun' }, { $ref: '#/components/parameters/IdempotencyKey' });
  }
  if (op.response === 'file') parameters.push({ $ref: '#/components/parameters/Output' });
  if (op.mode === 'async-allowed') parameters.push({ $ref: '#/components/parameters/Prefer' });
  const body = requestBody(op, schemas);
  const responses: Record<string, JsonSchema> = successResponses(op);
  for (const code of errorCodes(op)) responses[code] = { $ref: `#/components/responses/Problem${code}` };
  return {
    operationId: operationId(op),
    summary: op.doc.summary,
    ...(op.doc.description ? { description: op.doc.description } : {}),
    tags: [op.family],
    security: security(op),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-credits': { ...op.credits, description: describePrice(op.credits) },
    'x-mode': op.mode,
    'x-limits': op.limits,
    ...(op.serviceId ? { 'x-service-id': op.serviceId } : {}),
  };
}

export function buildOpenApi(operations: readonly Operation[], options: OpenApiOptions): OpenApiDocument {
  const listed = operations.filter((op) => op.public !== false);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of listed) {
    const item = paths[op.path] ?? {};
    item[op.method.toLowerCase()] = operationObject(op);
    paths[op.path] = item;
  }
  const usedFamilies = [...new Set(listed.map((op) => op.family))];
  const usedCodes = [...new Set(listed.flatMap(errorCodes))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alquimia API',
      version: options.version ?? '1.0.0',
      summary: 'Pay-per-use data transformation: PDF, images, audio, video and web data.',
      description:
        'Every public call authenticates with the `api-token` header and costs the credits in `x-credits`. ' +
        'Add `?dry_run=true` to get the price without being charged, and `Idempotency-Key` to retry safely. ' +
        'Errors are `application/problem+json` (RFC 9457) with a stable `code`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl.replace(/\/+$/, '') || '/' }],
    tags: usedFamilies.map((name) => ({ name, description: familyTags[name] })),
    paths,
    components: {
      securitySchemes: {
        'api-token': { type: 'apiKey', in: 'header', name: 'api-token', description: 'Your API key.' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Dashboard session token.' },
      },
      schemas: { Problem: problemSchema, FileUrl: fileUrlSchema, JobAccepted: jobAcceptedSchema },
      headers: responseHeaders,
      parameters: {
        DryRun: {
          name: 'dry_run',
          in: 'query',
          required: false,
          description: 'When true, validate and answer the price without running or charging.',
          schema: { type: 'string', enum: ['true', 'false'] },
        },
        Output: {
          name: 'output',
          in: 'query',
          required: false,
          description: '`url` answers a presigned link instead of the file bytes.',
          schema: { type: 'string', enum: ['url'] },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Retries with the same key charge once and replay the first response.',
          schema: { type: 'string', maxLength: 255 },
        },
        Prefer: {
          name: 'Prefer',
          in: 'header',
          required: false,
          description: '`respond-async` runs the call as a job (202).',
          schema: { type: 'string', enum: ['respond-async'] },
        },
      },
      responses: Object.fromEntries(
        usedCodes.map((code) => [
          `Problem${code}`,
          {
            description: errorResponses[code] ?? 'Error.',
            headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
            content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
        ]),
      ),
    },
  };
}
