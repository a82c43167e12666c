import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { z } from 'zod';
import type { Operation } from '../../shared/operations/types.js';
import type { ResultStore, StoredResult } from '../core/files/types.js';

/**
 * An operation's HTTP answer as an MCP tool result: JSON as text (and structured content), a file as an embedded
 * resource up to `inlineFileLimit` and as a link above it, a problem (4xx/5xx) as an error result carrying its
 * title, detail and field errors. Credits and the request id travel in `_meta` and in the text the model reads.
 */

/** Largest file embedded in a tool result (base64 grows it by a third); larger ones are answered as a link. */
export const inlineFileLimit = 1024 * 1024;

export interface ResultDeps {
  /** Stores a file too large to embed and answers a presigned link (the pipeline's `output=url` store). */
  readonly storeResult: ResultStore;
  readonly now: () => Date;
  readonly inlineFileLimit?: number;
}

type Content = CallToolResult['content'][number];

const problemSchema = z.looseObject({
  title: z.string(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        path: z.string(),
        message: z.string(),
        allowed: z.array(z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
});

const storedResultSchema = z.object({
  url: z.url(),
  expiresAt: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

const jobSchema = z.looseObject({ jobId: z.string() });

function lowerCaseHeaders(response: APIGatewayProxyResult): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = String(value);
  return headers;
}

const numberHeader = (value: string | undefined): number | undefined =>
  value === undefined || !/^-?\d+$/.test(value) ? undefined : Number(value);

/** What the call cost and where to find it in the logs, for `_meta` and for the line the model reads. */
function accounting(headers: Record<string, string>) {
  const charged = numberHeader(headers['x-credits-charged']);
  const remaining = numberHeader(headers['x-credits-remaining']);
  const requestId = headers['x-request-id'];
  const replayed = headers['idempotent-replayed'] === 'true';
  const meta: Record<string, unknown> = {
    ...(requestId === undefined ? {} : { 'alquimia/requestId': requestId }),
    ...(charged === undefined ? {} : { 'alquimia/creditsCharged': charged }),
    ...(remaining === undefined ? {} : { 'alquimia/creditsRemaining': remaining }),
    ...(replayed ? { 'alquimia/idempotentReplayed': true } : {}),
  };
  const parts = [
    charged === undefined ? undefined : `Credits charged: ${charged}.`,
    remaining === undefined ? undefined : `Balance: ${remaining}.`,
    replayed ? 'Replayed the first answer for this idempotency key.' : undefined,
  ].filter((p): p is string => p !== undefined);
  return { meta, line: parts.join(' '), requestId };
}

const mediaTypeOf = (headers: Record<string, string>): string =>
  (headers['content-type'] ?? 'application/octet-stream').split(';')[0]?.trim().toLowerCase() ?? '';

const isJsonType = (type: string): boolean => type === 'application/json' || type.endsWith('+json');
const isTextType = (type: string): boolean => type.startsWith('text/') || isJsonType(type) || type.endsWith('+xml');

/** The name from `Content-Disposition`, preferring the RFC 8187 `filename*` form the pipeline always writes. */
export function filenameOf(disposition: string | undefined): string {
  if (disposition === undefined) return 'result';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Fall back to the plain form.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? 'result';
}

/** A stored result's name: the last segment of its key (`results/res_…/merged.pdf`). */
function nameInUrl(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'result';
  } catch {
    return 'result';
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : { result: value };

/** The pipeline always writes valid JSON; anything else is kept as the text it is. */
function parseJson(body: Buffer): unknown {
  if (body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return body.toString('utf8');
  }
}

const text = (value: string): Content => ({ type: 'text', text: value });

function problemResult(status: number, body: Buffer, line: string, meta: Record<string, unknown>): CallToolResult {
  let parsed: z.infer<typeof problemSchema> | undefined;
  try {
    parsed = problemSchema.parse(JSON.parse(body.toString('utf8')));
  } catch {
    parsed = undefined;
  }
  const problem = parsed ?? { title: `HTTP ${status}`, status, detail: body.toString('utf8').slice(0, 500) };
  const lines = [
    `${problem.title} (${problem.status ?? status}${problem.code ? ` ${problem.code}` : ''}): ${problem.detail ?? ''}`.trim(),
    ...(problem.errors ?? []).map(
      (e) => `- ${e.path}: ${e.message}${e.allowed ? ` (allowed: ${e.allowed.join(', ')})` : ''}`,
    ),
    ...(line ? [line] : []),
  ];
  return { isError: true, content: [text(lines.join('\n'))], structuredContent: asRecord(problem), _meta: meta };
}

function linkResult(stored: StoredResult, filename: string, line: string, meta: Record<string, unknown>) {
  const description = `${filename} (${stored.contentType}, ${stored.size} bytes): download link valid until ${stored.expiresAt}.`;
  const content: Content[] = [
    text([`${description}\n${stored.url}`, line].filter(Boolean).join('\n')),
    {
      type: 'resource_link',
      uri: stored.url,
      name: filename,
      mimeType: stored.contentType,
      size: stored.size,
      description,
    },
  ];
  return { content, structuredContent: { filename, ...stored }, _meta: meta } satisfies CallToolResult;
}

export async function toolResult(
  operation: Operation,
  response: APIGatewayProxyResult,
  deps: ResultDeps,
): Promise<CallToolResult> {
  const headers = lowerCaseHeaders(response);
  const { meta, line, requestId } = accounting(headers);
  const body = Buffer.from(response.body ?? '', response.isBase64Encoded ? 'base64' : 'utf8');
  if (response.statusCode >= 400) return problemResult(response.statusCode, body, line, meta);

  const type = mediaTypeOf(headers);
  if (isJsonType(type) && !response.isBase64Encoded) {
    const value = parseJson(body);
    const stored = operation.response === 'file' ? storedResultSchema.safeParse(value) : undefined;
    if (stored?.success) return linkResult(stored.data, nameInUrl(stored.data.url), line, meta);
    const job = response.statusCode === 202 ? jobSchema.safeParse(value) : undefined;
    const hint = job?.success
      ? `Job ${job.data.jobId} accepted: follow it with the jobs_get tool (id ${job.data.jobId}).`
      : undefined;
    return {
      content: [text([JSON.stringify(value), hint, line].filter(Boolean).join('\n'))],
      structuredContent: asRecord(value),
      _meta: meta,
    };
  }

  const filename = filenameOf(headers['content-disposition']);
  const limit = deps.inlineFileLimit ?? inlineFileLimit;
  if (body.length > limit) {
    try {
      const stored = await deps.storeResult({ bytes: new Uint8Array(body), contentType: type, filename }, deps.now());
      return linkResult(stored, filename, line, meta);
    } catch {
      // The call is paid for and its bytes are here: embed them rather than lose the result.
    }
  }
  const uri = `alquimia://results/${encodeURIComponent(requestId ?? 'result')}/${encodeURIComponent(filename)}`;
  const resource = isTextType(type)
    ? { uri, mimeType: type, text: body.toString('utf8') }
    : { uri, mimeType: type, blob: body.toString('base64') };
  return {
    content: [
      text([`${filename} (${type}, ${body.length} bytes).`, line].filter(Boolean).join(' ')),
      { type: 'resource', resource },
    ],
    structuredContent: { filename, contentType: type, size: body.length },
    _meta: meta,
  };
}
