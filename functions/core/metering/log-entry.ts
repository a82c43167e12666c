import type { RequestLogItem } from '../store/items.js';

/**
 * A call's request-log row (docs/requests.md), from the request's headers and the answer it got. Pure: the pipeline
 * and the authorizer gather the facts, the metering writes carry the row.
 */

/** The User-Agent the MCP server sends on the calls it makes for a tool (functions/mcp/event.ts). */
export const mcpUserAgent = 'alquimia-mcp';

/** Long texts are cut so a row stays far below DynamoDB's item size, whatever a client sends. */
const maxText = 256;
const maxProblem = 4000;
const maxHeaders = 30;

export interface AnsweredCall {
  readonly operationId: string;
  readonly requestId: string;
  readonly keyId: string;
  /** The request's headers, names in lower case. */
  readonly requestHeaders: Readonly<Record<string, string>>;
  readonly response: {
    readonly statusCode: number;
    readonly headers?: Readonly<Record<string, boolean | number | string>>;
    readonly body?: string;
  };
  /** When the gateway received the call (epoch ms), and when the answer was ready. */
  readonly startedAtMs: number;
  readonly now: Date;
  readonly charged: number;
  readonly refunded: number;
  /** Known by how the call arrived (the MCP server's direct calls); otherwise read from the headers. */
  readonly source?: RequestLogItem['source'];
}

/**
 * Where a call came from: the MCP server names itself in User-Agent; the dashboard's tools run in a browser on
 * the site's own origin, which the browser alone states in `Sec-Fetch-Site` (scripts cannot set it). Anything else
 * is the customer's own code. A label for the customer's own log, not a security boundary.
 */
export function sourceOf(headers: Readonly<Record<string, string>>): RequestLogItem['source'] {
  if (headers['user-agent'] === mcpUserAgent) return 'mcp';
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'same-site') return 'dashboard';
  return 'api';
}

const cut = (text: string | undefined, max = maxText): string | undefined =>
  text === undefined || text === '' ? undefined : text.slice(0, max);

/** A job's id from a 202 answer's body. */
function jobIdOf(statusCode: number, body: string | undefined): string | undefined {
  if (statusCode !== 202 || !body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'jobId' in parsed && typeof parsed.jobId === 'string') {
      return parsed.jobId;
    }
  } catch {
    // Not JSON: no job to link.
  }
  return undefined;
}

function problemOf(statusCode: number, body: string | undefined): { code?: string; problem?: string } {
  if (statusCode < 400 || !body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    const code =
      typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'string'
        ? parsed.code
        : undefined;
    return { ...(code ? { code } : {}), problem: body.slice(0, maxProblem) };
  } catch {
    return { problem: body.slice(0, maxProblem) };
  }
}

/** The answer's headers, without the CORS ones every answer repeats. */
function headersOf(headers: AnsweredCall['response']['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}).slice(0, maxHeaders + 10)) {
    if (/^access-control-/i.test(name) || Object.keys(kept).length >= maxHeaders) continue;
    kept[name] = String(value).slice(0, maxText);
  }
  return kept;
}

export function requestLogEntry(call: AnsweredCall): RequestLogItem {
  const { response, requestHeaders } = call;
  const jobId = jobIdOf(response.statusCode, response.body);
  const idempotencyKey = cut(requestHeaders['idempotency-key']);
  const userAgent = cut(requestHeaders['user-agent']);
  return {
    requestId: call.requestId,
    at: new Date(call.startedAtMs).toISOString(),
    operationId: call.operationId,
    status: response.statusCode,
    ...problemOf(response.statusCode, response.body),
    durationMs: Math.max(0, Math.round(call.now.getTime() - call.startedAtMs)),
    creditsCharged: call.charged,
    creditsRefunded: call.refunded,
    keyId: call.keyId,
    ...(jobId ? { jobId } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(userAgent ? { userAgent } : {}),
    source: call.source ?? sourceOf(requestHeaders),
    headers: headersOf(response.headers),
  };
}
