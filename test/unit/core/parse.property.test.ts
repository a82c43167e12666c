import { createHash } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { json } from '../../../functions/core/operation.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { defineOperation } from '../../../shared/operations/define.js';
import { problemOutput } from '../../../shared/operations/outputs/common.js';
import { operationPrice } from '../../../shared/operations/pricing.js';
import { problemCodes } from '../../../shared/problems.js';
import { bool, fileRef, int } from '../../../shared/schemas/fields.js';
import { apiKeyAuthorizer, lambdaContext, MemoryIdempotency, MemoryMeter, restEvent } from './fakes.js';

/**
 * Properties of request parsing (functions/core/http/**, the parse and validate steps) through the real pipeline:
 * whatever arrives — query strings with repeats and odd characters, any JSON, multipart with random boundaries,
 * names and truncation, base64 bodies that are not base64, any Content-Type — the answer is never a 5xx and never
 * a crash; every refusal is a 4xx problem+json whose status and code agree, charged nothing; and a valid request
 * round-trips its fields, the same as JSON, as multipart and in the query string.
 */

const colors = ['red', 'green', 'blue'] as const;
const parseEcho = defineOperation({
  id: 'test.parse-echo',
  method: 'POST',
  path: '/api/test-parse-echo',
  auth: 'api-key',
  family: 'platform',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    name: z.string().max(200).optional(),
    size: int(1, 1000).default(3),
    flag: bool().default(false),
    color: z.enum(colors).default('red'),
    tags: z
      .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(z.string().max(50)).max(5))
      .optional(),
    doc: fileRef().optional(),
  }),
  bodyTypes: ['json', 'multipart'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 64 * 1024, maxFileBytes: 8 * 1024, maxFiles: 1 },
  doc: { summary: 'Echoes its parsed input (test only).' },
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const meter = new MemoryMeter(1_000_000);
const deps: PipelineDeps = {
  logger: new Logger({ serviceName: 'parse-property', logLevel: 'CRITICAL' }),
  now: () => new Date('2026-11-23T12:00:00Z'),
  price: operationPrice,
  meter,
  idempotency: new MemoryIdempotency(),
  resolveFile: createFileResolver({
    s3: new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
    bucket: 'files',
  }),
};
const handler = createFamilyHandler(
  'platform',
  [
    implement(parseEcho, async (input) =>
      json({
        name: input.name ?? null,
        size: input.size,
        flag: input.flag,
        color: input.color,
        tags: input.tags ?? null,
        doc: input.doc
          ? { filename: input.doc.filename, size: input.doc.bytes.length, sha: sha(input.doc.bytes) }
          : null,
      }),
    ),
  ],
  () => deps,
);

const echoed = z.object({
  name: z.string().nullable(),
  size: z.number(),
  flag: z.boolean(),
  color: z.enum(colors),
  tags: z.array(z.string()).nullable(),
  doc: z.object({ filename: z.string(), size: z.number(), sha: z.string() }).nullable(),
});

interface Sent {
  readonly status: number;
  readonly body: unknown;
  readonly charged: number;
  readonly headers: Record<string, string>;
}

async function send(event: APIGatewayProxyEvent): Promise<Sent> {
  const before = meter.credits;
  const response = await handler(event, lambdaContext());
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(response.headers ?? {})) headers[k.toLowerCase()] = String(v);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, charged: before - meter.credits, headers };
}

/** The invariants every answer keeps: no 5xx; a refusal is an uncharged problem; a success is charged once. */
function expectSound(answer: Sent, label: string): void {
  const where = `${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(200);
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.headers['content-type'], where).toBe('application/problem+json');
    const problem = problemOutput.safeParse(answer.body);
    expect(problem.success, where).toBe(true);
    if (problem.success) {
      expect(problem.data.status, where).toBe(answer.status);
      expect(problemCodes[problem.data.code], where).toBe(answer.status);
    }
    expect(answer.charged, where).toBe(0);
    expect(answer.headers['x-credits-charged'], where).toBe('0');
  } else {
    expect(answer.status, where).toBe(200);
    expect(echoed.safeParse(answer.body).success, where).toBe(true);
    expect(answer.charged, where).toBe(1);
  }
}

const post = (options: {
  body?: Buffer | string;
  contentType?: string;
  query?: Record<string, string>;
  multiQuery?: Record<string, string[]>;
  headers?: Record<string, string>;
}) =>
  restEvent({
    method: 'POST',
    resource: parseEcho.path,
    headers: {
      ...(options.contentType === undefined ? {} : { 'content-type': options.contentType }),
      ...options.headers,
    },
    query: options.query,
    multiQuery: options.multiQuery,
    body: options.body,
    authorizer: apiKeyAuthorizer,
  });

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries

/** Names a client may choose, including the ones that break plain-object maps. */
const fieldName = fc.oneof(
  fc.constantFrom('name', 'size', 'flag', 'color', 'tags', 'doc', 'dry_run', 'output'),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'),
  fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
);
const oddText = fc.oneof(
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom('%', '%zz', '%00', '+', '&=&', 'true', 'TRUE', '1', 'yes', '', ' ', '\u202e', '\ud800'),
);

/** A valid input and how each field should come back. */
const validInput = fc.record(
  {
    name: fc.string({ maxLength: 60, unit: 'grapheme' }),
    size: fc.integer({ min: 1, max: 1000 }),
    flag: fc.boolean(),
    color: fc.constantFrom(...colors),
    tags: fc.array(fc.string({ maxLength: 20, unit: 'grapheme' }), { minLength: 1, maxLength: 5 }),
  },
  { requiredKeys: [] },
);

/** RFC 2046 boundary characters (1-70), ending in a non-space. */
const boundaryChars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=?".split('');
const boundary = fc.array(fc.constantFrom(...boundaryChars), { minLength: 1, maxLength: 70 }).map((cs) => cs.join(''));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(
  b: string,
  fields: readonly (readonly [string, string])[],
  file?: { name: string; filename: string; bytes: Buffer },
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.from(value, 'utf8'), Buffer.from('\r\n'));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return Buffer.concat(chunks);
}

/** Multipart fields of a valid input (lists as repeated parts, booleans and numbers as their text). */
function partsOf(input: Record<string, unknown>): [string, string][] {
  const parts: [string, string][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) parts.push([name, String(item)]);
    else parts.push([name, String(value)]);
  }
  return parts;
}

/** What a valid input comes back as. */
function expected(input: Record<string, unknown>) {
  return {
    name: input.name ?? null,
    size: input.size ?? 3,
    flag: input.flag ?? false,
    color: input.color ?? 'red',
    tags: input.tags ?? null,
  };
}

// PARSE_PROPERTY_RUNS raises the count for a deeper local search; CI keeps it small and seeded.
const runs = { numRuns: Number(process.env.PARSE_PROPERTY_RUNS ?? 150), seed: 20261123 };

describe('request parsing, property-based', { timeout: 60_000 }, () => {
  it('never answers 5xx to any query string, with repeats, odd characters and hostile names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fieldName, oddText), { maxLength: 8 }),
        fc.array(fc.tuple(fieldName, fc.array(oddText, { minLength: 2, maxLength: 3 })), { maxLength: 2 }),
        async (pairs, repeated) => {
          const query = Object.fromEntries(pairs);
          const multiQuery = Object.fromEntries(repeated);
          const answer = await send(
            post({
              body: '{}',
              contentType: 'application/json',
              query,
              multiQuery: repeated.length ? multiQuery : undefined,
            }),
          );
          expectSound(answer, `query ${JSON.stringify(query)} ${JSON.stringify(multiQuery)}`);
          // A repeated parameter is never silently resolved to one of its copies.
          if (repeated.length > 0) expect(answer.status).toBe(400);
        },
      ),
      runs,
    );
  });

  it('never answers 5xx to any JSON body, object or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.dictionary(fieldName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
        ),
        async (value) => {
          expectSound(await send(post({ body: JSON.stringify(value), contentType: 'application/json' })), 'json');
        },
      ),
      runs,
    );
  });

  it('never answers 5xx to text that is not JSON, nor to any Content-Type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80, unit: 'binary' }),
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'application/json; charset=latin1',
            'application/merge-patch+json',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/mixed; boundary=x',
            'text/plain',
            'application/x-www-form-urlencoded',
            '',
            ';;;',
          ),
          fc.string({ maxLength: 40, unit: 'grapheme-ascii' }),
        ),
        async (text, contentType) => {
          expectSound(await send(post({ body: text, contentType })), `${contentType}: ${JSON.stringify(text)}`);
        },
      ),
      runs,
    );
  });

  it('never answers 5xx to a body flagged base64 that is not base64, or decodes to anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 120, unit: 'grapheme-ascii' }), fc.base64String({ maxLength: 120 })),
        fc.constantFrom('application/json', 'multipart/form-data; boundary=b', 'text/plain'),
        async (raw, contentType) => {
          const event = post({ contentType });
          const answer = await send({ ...event, body: raw, isBase64Encoded: true });
          expectSound(answer, `base64 ${JSON.stringify(raw)} as ${contentType}`);
        },
      ),
      runs,
    );
  });

  it('never answers 5xx to multipart with random boundaries, names, values and truncation', async () => {
    await fc.assert(
      fc.asyncProperty(
        boundary,
        fc.array(
          fc.tuple(
            fieldName.filter((n) => !/["\r\n]/.test(n)),
            oddText,
          ),
          { maxLength: 6 },
        ),
        fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }),
        fc.option(fc.nat(), { nil: undefined }),
        fc.boolean(),
        async (b, fields, fileBytes, cut, declareOtherBoundary) => {
          const full = multipartBody(
            b,
            fields,
            fileBytes ? { name: 'doc', filename: 'f.bin', bytes: Buffer.from(fileBytes) } : undefined,
          );
          const body = cut === undefined ? full : full.subarray(0, cut % (full.length + 1));
          const declared = declareOtherBoundary ? `${b}x` : b;
          const answer = await send(post({ body, contentType: `multipart/form-data; boundary="${declared}"` }));
          expectSound(answer, `multipart b=${b} cut=${String(cut)} fields=${JSON.stringify(fields)}`);
          // A body cut before its closing boundary is refused, not half-read.
          if (cut !== undefined && cut % (full.length + 1) < full.length - 4) expect(answer.status).toBe(400);
        },
      ),
      runs,
    );
  });

  it('round-trips a valid request the same way as JSON, as multipart with any boundary, and as query', async () => {
    await fc.assert(
      fc.asyncProperty(validInput, boundary, fc.boolean(), async (input, b, withFile) => {
        const want = expected(input);
        const asJson = await send(post({ body: JSON.stringify(input), contentType: 'application/json' }));
        expectSound(asJson, `json ${JSON.stringify(input)}`);
        expect(asJson.body).toEqual({ ...want, doc: null });

        const file = withFile ? { name: 'doc', filename: 'imagem ação.png', bytes: png } : undefined;
        const form = multipartBody(b, partsOf(input), file);
        // RFC 2045: a parameter value with tspecials (such as = / : ? ,) must be quoted; a token may be either.
        const param = /^[A-Za-z0-9'+_.-]+$/.test(b) ? b : `"${b}"`;
        const asParts = await send(post({ body: form, contentType: `multipart/form-data; boundary=${param}` }));
        expectSound(asParts, `multipart ${JSON.stringify(input)} b=${b}`);
        expect(asParts.body).toEqual({
          ...want,
          doc: withFile ? { filename: 'imagem ação.png', size: png.length, sha: sha(png) } : null,
        });

        // The query string carries single values (a list would be a repeated parameter).
        const { tags, ...single } = input;
        const query = Object.fromEntries(Object.entries(single).map(([k, v]) => [k, String(v)]));
        const asQuery = await send(post({ body: '{}', contentType: 'application/json', query }));
        expectSound(asQuery, `query ${JSON.stringify(query)}`);
        expect(asQuery.body).toEqual({ ...expected(single), doc: null });
        void tags;
      }),
      { numRuns: 80, seed: 42 },
    );
  });

  it('reads dry_run and output strictly: only true/false and inline/url, once', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, fc.constantFrom('dry_run', 'output'), async (value, name) => {
        const answer = await send(post({ body: '{}', contentType: 'application/json', query: { [name]: value } }));
        const valid = name === 'dry_run' ? ['true', 'false'] : ['inline', 'url'];
        if (valid.includes(value)) expect(answer.status, `${name}=${value}`).toBe(200);
        else {
          expectSound(answer, `${name}=${JSON.stringify(value)}`);
          expect(answer.status, `${name}=${JSON.stringify(value)}`).toBe(400);
        }
      }),
      runs,
    );
  });
});
