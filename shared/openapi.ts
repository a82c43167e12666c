import { corsExposeHeaders, inlineBodyLimit, keyHeaders } from './edge.js';
import { fileFieldsOf } from './operations/file-fields.js';
import { type FieldSchema, inputSchemas, type JsonSchema, outputJsonSchema } from './operations/json-schema.js';
import { dryRunOutput, fileUrlOutput, jobAcceptedOutput, problemOutput } from './operations/outputs/common.js';
import { describeOperationPrice } from './operations/pricing.js';
import type { Family, Operation } from './operations/types.js';
import { type ProblemCode, problemCodes } from './problems.js';

/**
 * The OpenAPI 3.1 document, generated from the operation table (served at `GET /api/openapi.json`).
 * Request schemas come from the zod inputs, success bodies from the zod outputs, and every error is an RFC 9457
 * problem whose statuses are derived from what the pipeline and the operation's engine can answer.
 */

export interface OpenApiOptions {
  /** The deployment's own origin (see openApiServerUrl); `/` for "where this document is served". */
  readonly serverUrl: string;
  readonly version?: string;
}

export type OpenApiDocument = { readonly openapi: '3.1.0' } & Record<string, unknown>;

/**
 * The English texts of the document that the docs reference shows in the reader's language, by id: tag (family)
 * descriptions, the shared problem answers by status, the shared parameters and the success answers by kind. pt, es
 * and fr translate them by the same ids (shared/i18n/openapi); shared/i18n/sources.json records which English each
 * translation was made from (docs/translations.md).
 */
export const openApiTexts = {
  tags: {
    platform: 'Platform: health, catalogue, account and API key (dashboard session).',
    billing: 'Plans, extra credits and payment sessions.',
    pdf: 'PDF documents: merge, split, watermark, protect, text, HTML to PDF; large uploads.',
    image: 'Images: generation, upscaling, background removal, watermark, charts, QR codes.',
    text: 'Text extraction from images and web pages; video scripts.',
    audio: 'Speech synthesis and transcription.',
    video: 'Video jobs: slideshows, subtitles, audio, merging, image to video.',
    verify: 'E-mail and WhatsApp number verification.',
    jobs: 'Status and results of asynchronous jobs.',
    mcp: 'Model Context Protocol server: every API-key operation as a tool for AI agents.',
  } satisfies Record<Family, string>,
  problems: {
    '400':
      'Invalid request: a field is missing, of the wrong type or out of range (see `errors`), a malformed body, a repeated or invalid `dry_run`/`output`, or a bad `Idempotency-Key`.',
    '401': 'Missing or invalid credentials.',
    '402': 'Not enough credits for this call (`required` and `available` in the problem).',
    '403': 'These credentials may not call this route (revoked or restricted key, wrong kind of credential).',
    '404': 'Not found: an unknown id or `file_` id (also for resources of another account).',
    '409':
      '`Idempotency-Key` reused with a different request, or the first request is still running (`Retry-After`); or the resource is not in a state that allows the call (a webhook redelivered while its job runs).',
    '413': `Body or file larger than the published limit (\`x-limits\`); request bodies over ${inlineBodyLimit} bytes are answered with this 413 before reaching the operation: upload large files with \`POST /api/files\`.`,
    '415': 'Unsupported content type of the body, or a file of a type this operation does not take.',
    '422': 'The input cannot be processed (corrupt, encrypted or unreadable file, content the engine refuses...).',
    '429':
      'The account is over its daily request quota, or over its request rate once its burst is spent (per plan, see /docs#limites). `Retry-After` says how many seconds to wait; nothing is charged.',
    '500': 'Internal error: the request id identifies it in our logs (no charge).',
    '502': 'The upstream provider failed (no charge).',
    '503': 'No engine or provider is configured for this operation here (no charge).',
    '504': 'The operation did not finish in time (no charge).',
  } satisfies Record<string, string>,
  parameters: {
    DryRun:
      '`true`: validate and answer the price without running or charging. Exactly `true` or `false`; anything else, or the parameter twice, is a 400.',
    Output:
      '`url` answers a presigned link instead of the file bytes; `inline` (default) the bytes. The file is kept ' +
      '24 hours; the link works until its `expiresAt`, which can be sooner (it ends with the credentials that ' +
      'signed it). Job results are signed afresh each time the job is read.',
    IdempotencyKey:
      'Retries with the same key and request charge once and replay the first answer (`Idempotent-Replayed: true`). 1 to 255 printable ASCII characters.',
    Prefer: '`respond-async` runs the call as a job (202).',
  },
  /** Success answers by what they are (web/src/features/docs/lib/openapi.ts tells them apart in the document). */
  responses: {
    job: 'Accepted as a job: poll `statusUrl` (also in `Location`) until it succeeds or fails.',
    file: 'The result file; JSON with a link to it when large or with `output=url`, the price with `dry_run=true`.',
    jsonOrFile: 'The result as JSON (or, asked with `Accept`, the file itself); the price with `dry_run=true`.',
    priced: 'Success (the price with `dry_run=true`).',
    success: 'Success.',
    report: 'Answered with the same body when a dependency is down.',
    price: 'The price (`dry_run=true`).',
    jobPrice: 'The price (`dry_run=true`); nothing ran and nothing was charged.',
    empty: 'Accepted, with no body (nothing to answer).',
  },
} as const;

export type OpenApiTexts = typeof openApiTexts;
/** A shared parameter of the document (`#/components/parameters/<name>`). */
export type CommonParameter = keyof OpenApiTexts['parameters'];
/** A status with a shared problem answer (`#/components/responses/Problem<status>`). */
export type ProblemStatus = keyof OpenApiTexts['problems'];
/** A success answer's kind, as the reference tells it apart. */
export type ResponseTextId = keyof OpenApiTexts['responses'];
/** By status as a string, as the document's response names carry it. */
const problemTexts: Readonly<Record<string, string>> = openApiTexts.problems;
const responseTexts = openApiTexts.responses;

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;
const hostPattern = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/**
 * The `servers` URL of the document: the deployment's own origin, never a default localhost. The configured
 * public origin wins unless it is a loopback default while the request came from elsewhere; otherwise the
 * origin the request reached (`X-Forwarded-Host`/`Host`, `X-Forwarded-Proto`); with neither, `/` (the origin the
 * document is served from, as OpenAPI reads a relative server URL).
 */
export function openApiServerUrl(request: {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly configured?: string;
}): string {
  const header = (name: string): string | undefined => {
    const value = request.headers[name] ?? request.headers[name.toLowerCase()];
    return value?.split(',')[0]?.trim() || undefined;
  };
  const host = header('x-forwarded-host') ?? header('host');
  const validHost = host !== undefined && hostPattern.test(host) ? host : undefined;
  const configured = request.configured?.replace(/\/+$/, '');
  const configuredHost = configured ? safeHost(configured) : undefined;
  if (configured && configuredHost !== undefined && !loopback.test(configuredHost)) return configured;
  if (validHost !== undefined) {
    const forwarded = header('x-forwarded-proto')?.toLowerCase();
    const proto =
      forwarded === 'http' || forwarded === 'https' ? forwarded : loopback.test(validHost) ? 'http' : 'https';
    return `${proto}://${validHost}`;
  }
  return '/';
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** Response headers the pipeline sends (see functions/core/pipeline/steps and shared/edge.ts). */
const responseHeaders: Record<string, JsonSchema> = {
  'X-Request-Id': { description: 'Id of this request (also in problem bodies).', schema: { type: 'string' } },
  'X-Credits-Charged': {
    description: 'Credits this call cost (0 on every failure: failures are never charged).',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Credits-Remaining': { description: 'Your balance after this call.', schema: { type: 'number' } },
  'X-RateLimit-Limit': {
    description: 'Daily request quota of your plan (absent when unlimited).',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left today.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'When the quota resets (Unix seconds, 00:00 UTC).', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
  Location: { description: 'The job status URL.', schema: { type: 'string' } },
  'Preference-Applied': { description: '`respond-async` when the call became a job.', schema: { type: 'string' } },
  'X-Audio-Duration': { description: 'Length of the answered audio, in seconds.', schema: { type: 'number' } },
  'Content-Disposition': {
    description: 'The result file name (RFC 6266: ASCII `filename` and UTF-8 `filename*`).',
    schema: { type: 'string' },
  },
};

const headerRef = (name: string): JsonSchema => ({ $ref: `#/components/headers/${name}` });
const refs = (names: readonly string[]): Record<string, JsonSchema> =>
  Object.fromEntries(names.map((name) => [name, headerRef(name)]));

/** Headers every answer of this operation may carry: request id, and for API-key calls credits and quota. */
function commonHeaders(op: Operation): string[] {
  const names = ['X-Request-Id'];
  if (op.auth === 'api-key') {
    names.push(
      'X-Credits-Charged',
      'X-Credits-Remaining',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    );
  }
  if (canReplay(op)) names.push('Idempotent-Replayed');
  return names;
}

/** `Idempotency-Key` is honoured for every authenticated call (api-key and dashboard). */
const canReplay = (op: Operation): boolean => op.auth === 'api-key' || op.auth === 'user';
const priced = (op: Operation): boolean =>
  op.credits.kind !== 'free' || Object.values(op.creditsByEngine ?? {}).some((rule) => rule.kind !== 'free');
/** Whether the answer can be a file: file operations, and JSON ones that answer the file when asked (`Accept`). */
export const answersFiles = (op: Operation): boolean => op.response === 'file' || (op.fileTypes?.length ?? 0) > 0;

const fileContentTypes: Partial<Record<Family, readonly string[]>> = {
  pdf: ['application/pdf'],
  image: ['image/png', 'image/jpeg', 'image/webp'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
};

/**
 * Every status an operation can answer with a problem, from its entry: the gateway and pipeline ones (400, 429,
 * 500, 503, 504 for all; credentials, quota and idempotency for authenticated calls; price; body; files; path ids)
 * and what its engine declares in `problems`.
 */
export function problemStatuses(op: Operation): string[] {
  const codes = new Set<number>([400, 429, 500, 503, 504]);
  if (op.auth === 'api-key' || op.auth === 'user') codes.add(401).add(403).add(409);
  if (op.auth === 'stripe') codes.add(401);
  if (op.auth === 'api-key' && priced(op)) codes.add(402);
  if (op.path.includes('{')) codes.add(404);
  if (op.bodyTypes.length > 0) codes.add(413).add(415);
  const files = fileFieldsOf(op).length > 0;
  if (files) codes.add(404).add(413).add(415).add(422);
  if (op.provider !== undefined) codes.add(422).add(502);
  if (op.limits.maxFileBytes !== undefined || op.limits.maxChars !== undefined) codes.add(413);
  for (const code of op.problems ?? []) codes.add(problemCodes[code]);
  return [...codes].sort((a, b) => a - b).map(String);
}

const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

function jsonAlternatives(op: Operation): JsonSchema | undefined {
  const options: JsonSchema[] = [];
  if (op.output !== undefined && op.mode !== 'async-only') options.push(outputJsonSchema(op.output));
  if (answersFiles(op)) options.push(schemaRef('FileUrl'));
  if (priced(op)) options.push(schemaRef('DryRun'));
  if (options.length === 0) return undefined;
  const [only] = options;
  return options.length === 1 && only ? only : { anyOf: options };
}

function successResponses(op: Operation): Record<string, JsonSchema> {
  const headers = refs(commonHeaders(op));
  const responses: Record<string, JsonSchema> = {};
  const accepted = {
    description: responseTexts.job,
    headers: { ...headers, ...refs(op.mode === 'async-allowed' ? ['Location', 'Preference-Applied'] : ['Location']) },
    content: { 'application/json': { schema: schemaRef('JobAccepted') } },
  };
  if (op.mode !== 'async-only') {
    const content: Record<string, JsonSchema> = {};
    if (answersFiles(op)) {
      for (const type of op.fileTypes ?? fileContentTypes[op.family] ?? ['application/octet-stream']) {
        content[type] = { schema: { type: 'string', format: 'binary' } };
      }
    }
    const json = jsonAlternatives(op);
    if (json !== undefined) content['application/json'] = { schema: json };
    const description = answersFiles(op)
      ? op.response === 'file'
        ? responseTexts.file
        : responseTexts.jsonOrFile
      : priced(op)
        ? responseTexts.priced
        : responseTexts.success;
    const audio = (op.fileTypes ?? []).some((t) => t.startsWith('audio/'));
    const fileHeaders = answersFiles(op)
      ? refs(audio ? ['Content-Disposition', 'X-Audio-Duration'] : ['Content-Disposition'])
      : {};
    // 202 is a job's acceptance for async operations (below); a sync operation that answers 202 says so itself.
    const statuses = op.outputStatuses?.filter((s) => s !== 202 || op.mode === 'sync') ?? [200];
    for (const status of statuses) {
      responses[String(status)] = {
        description: status === 503 ? responseTexts.report : description,
        headers: { ...headers, ...fileHeaders },
        content,
      };
    }
    // A dry run always answers 200, even for operations that answer 201.
    if (!statuses.includes(200) && priced(op)) {
      responses['200'] = {
        description: responseTexts.price,
        headers,
        content: { 'application/json': { schema: schemaRef('DryRun') } },
      };
    }
  }
  if (op.mode !== 'sync') responses['202'] = accepted;
  for (const status of op.emptyStatuses ?? []) {
    responses[String(status)] = { description: responseTexts.empty, headers };
  }
  // A dry run answers its price (200) before anything would become a job.
  if (op.mode === 'async-only' && priced(op)) {
    responses['200'] = {
      description: responseTexts.jobPrice,
      headers,
      content: { 'application/json': { schema: schemaRef('DryRun') } },
    };
  }
  return responses;
}

function parameter(field: FieldSchema, where: 'path' | 'query'): JsonSchema {
  const description = field.schema.description;
  const { description: _omit, ...schema } = field.schema;
  return {
    name: field.name,
    in: where,
    required: where === 'path' ? true : field.required,
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  };
}

/** API-key routes accept any of the four key headers; dashboard routes the Cognito session token. */
function security(op: Operation): JsonSchema[] {
  if (op.auth === 'api-key') return [...keyHeaders.map((name) => ({ [name]: [] })), { 'bearer-key': [] }];
  if (op.auth === 'user') return [{ session: [] }];
  return [];
}

function requestBody(op: Operation): JsonSchema | undefined {
  const schemas = inputSchemas(op);
  const content: Record<string, JsonSchema> = {};
  const example = op.doc.example;
  for (const type of op.bodyTypes) {
    const schema = type === 'json' ? schemas.json : schemas.multipart;
    if (schema === undefined) continue;
    const media = type === 'json' ? 'application/json' : 'multipart/form-data';
    content[media] = { schema, ...(type === 'json' && example ? { example: bodyExample(op, example) } : {}) };
  }
  if (Object.keys(content).length === 0) return undefined;
  const required = Object.values(content).some((c) => {
    const s: unknown = c.schema;
    return typeof s === 'object' && s !== null && Array.isArray(Reflect.get(s, 'required'));
  });
  const limit = effectiveBodyLimit(op);
  return { description: `At most ${limit} bytes.`, required, content };
}

/** The example without path parameters (they are documented as parameters). */
function bodyExample(op: Operation, example: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const inPath = new Set(inputSchemas(op).path.map((f) => f.name));
  return Object.fromEntries(Object.entries(example).filter(([k]) => !inPath.has(k)));
}

/** A body over the gateway's inline limit never reaches the operation, whatever its own limit says. */
const effectiveBodyLimit = (op: Operation): number => Math.min(op.limits.maxBodyBytes, inlineBodyLimit);

function operationObject(op: Operation): JsonSchema {
  const schemas = inputSchemas(op);
  const example = op.doc.example ?? {};
  const withExample = (field: FieldSchema, where: 'path' | 'query'): JsonSchema => {
    const value = example[field.name];
    return { ...parameter(field, where), ...(value === undefined ? {} : { example: value }) };
  };
  const parameters: JsonSchema[] = [
    ...schemas.path.map((f) => withExample(f, 'path')),
    ...schemas.query.map((f) => withExample(f, 'query')),
  ];
  if (priced(op)) parameters.push({ $ref: '#/components/parameters/DryRun' });
  if (canReplay(op)) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (answersFiles(op)) parameters.push({ $ref: '#/components/parameters/Output' });
  if (op.mode === 'async-allowed') parameters.push({ $ref: '#/components/parameters/Prefer' });
  const body = requestBody(op);
  const responses: Record<string, JsonSchema> = successResponses(op);
  for (const code of problemStatuses(op)) {
    if (responses[code] === undefined) responses[code] = { $ref: `#/components/responses/Problem${code}` };
  }
  return {
    operationId: op.id,
    summary: op.doc.summary,
    ...(op.doc.description ? { description: op.doc.description } : {}),
    tags: [op.family],
    security: security(op),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-credits': { ...op.credits, description: describeOperationPrice(op) },
    ...(op.creditsByEngine ? { 'x-credits-by-engine': op.creditsByEngine } : {}),
    'x-mode': op.mode,
    'x-limits': { ...op.limits, maxBodyBytes: effectiveBodyLimit(op) },
    ...(op.service ? { 'x-service-id': op.service.id } : {}),
  };
}

const problemStatusOf = (code: ProblemCode): number => problemCodes[code];

export function buildOpenApi(operations: readonly Operation[], options: OpenApiOptions): OpenApiDocument {
  const listed = operations.filter((op) => op.public !== false);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of listed) {
    const item = paths[op.path] ?? {};
    item[op.method.toLowerCase()] = operationObject(op);
    paths[op.path] = item;
  }
  const usedFamilies = [...new Set(listed.map((op) => op.family))];
  const usedStatuses = [...new Set(listed.flatMap(problemStatuses))].sort();
  const keySchemes = Object.fromEntries(
    keyHeaders.map((name) => [
      name,
      { type: 'apiKey', in: 'header', name, description: `Your API key in the \`${name}\` header.` },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alquimia API',
      version: options.version ?? '1.0.0',
      summary: 'Pay-per-use data transformation: PDF, images, audio, video and web data.',
      description:
        `Every public call authenticates with your API key in one of the headers ${keyHeaders.map((h) => `\`${h}\``).join(', ')} ` +
        'or as `Authorization: Bearer <key>`, and costs the credits in `x-credits`. ' +
        'Add `?dry_run=true` to get the price without being charged, and `Idempotency-Key` to retry safely. ' +
        'Errors are `application/problem+json` (RFC 9457) with a stable `code`; failures are never charged. ' +
        `Request bodies are limited to ${inlineBodyLimit} bytes (larger files: \`POST /api/files\`). ` +
        `Scripts in a browser may read the headers ${corsExposeHeaders.join(', ')}.`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl.replace(/\/+$/, '') || '/', description: 'This deployment.' }],
    tags: usedFamilies.map((name) => ({ name, description: openApiTexts.tags[name] })),
    paths,
    components: {
      securitySchemes: {
        ...keySchemes,
        'bearer-key': {
          type: 'http',
          scheme: 'bearer',
          description: 'Your API key as `Authorization: Bearer <key>`.',
        },
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Dashboard session token (Cognito ID token).',
        },
      },
      schemas: {
        Problem: outputJsonSchema(problemOutput),
        FileUrl: outputJsonSchema(fileUrlOutput),
        JobAccepted: outputJsonSchema(jobAcceptedOutput),
        DryRun: outputJsonSchema(dryRunOutput),
      },
      headers: responseHeaders,
      parameters: {
        DryRun: {
          name: 'dry_run',
          in: 'query',
          required: false,
          description: openApiTexts.parameters.DryRun,
          schema: { type: 'string', enum: ['true', 'false'] },
        },
        Output: {
          name: 'output',
          in: 'query',
          required: false,
          description: openApiTexts.parameters.Output,
          schema: { type: 'string', enum: ['inline', 'url'] },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: openApiTexts.parameters.IdempotencyKey,
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]{1,255}$' },
        },
        Prefer: {
          name: 'Prefer',
          in: 'header',
          required: false,
          description: openApiTexts.parameters.Prefer,
          schema: { type: 'string', enum: ['respond-async'] },
        },
      },
      responses: Object.fromEntries(
        usedStatuses.map((status) => [
          `Problem${status}`,
          {
            description: problemTexts[status] ?? 'Error.',
            headers: refs(problemHeaders(Number(status))),
            content: { 'application/problem+json': { schema: schemaRef('Problem') } },
          },
        ]),
      ),
    },
  };
}

const refusedBeforeBalance = new Set([400, 401, 403, 405, 413, 415, 429]);

/** Headers a problem answer carries: the request id, credits (API-key calls), and retry hints where they apply. */
function problemHeaders(status: number): string[] {
  const names = ['X-Request-Id', 'X-Credits-Charged'];
  // The balance is known once the call reached it: a 402, or a failure after the debit (refunded). Refusals before
  // it (bad input, credentials, limits) do not read it.
  if (!refusedBeforeBalance.has(status)) names.push('X-Credits-Remaining');
  if (status === problemStatusOf('quota_exceeded')) {
    names.push('X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After');
  }
  if (status === problemStatusOf('idempotency_conflict')) names.push('Retry-After');
  return names;
}
