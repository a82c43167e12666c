import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { buildProxyEvent } from '../../infra/local/gateway/event.js';

/**
 * A REST v1 proxy event for tests, built by the local gateway's own builder (infra/local/gateway/event.ts) from the
 * HTTP request a client would send: the query goes into the URL, the headers into the raw header list, so the event
 * has exactly the shape, header and query maps and body encoding (text for JSON and text types, base64 for binary
 * media types) the gateway gives the same request.
 */
export interface RestRequest {
  readonly method: string;
  /** The route's resource, e.g. `/api/jobs/{id}`. */
  readonly resource: string;
  /** The request's path; the resource unless said. */
  readonly path?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** Repeated query parameters; a name here takes precedence over the same name in `query`. */
  readonly multiQuery?: Readonly<Record<string, readonly string[]>>;
  readonly pathParameters?: Readonly<Record<string, string>>;
  readonly body?: Buffer | string;
  /** What the authorizer passed on (`requestContext.authorizer`). */
  readonly authorizer?: Readonly<Record<string, unknown>>;
}

function queryString(request: RestRequest): string {
  const search = new URLSearchParams();
  const repeated = request.multiQuery ?? {};
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (!Object.hasOwn(repeated, name)) search.append(name, value);
  }
  for (const [name, values] of Object.entries(repeated)) for (const value of values) search.append(name, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function restEvent(request: RestRequest): APIGatewayProxyEvent {
  return buildProxyEvent({
    request: {
      method: request.method,
      url: `${request.path ?? request.resource}${queryString(request)}`,
      rawHeaders: Object.entries(request.headers ?? {}).flat(),
      body: request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body),
      sourceIp: '127.0.0.1',
      requestId: randomUUID(),
      timeEpochMs: Date.now(),
    },
    resource: request.resource,
    pathParameters: request.pathParameters ?? {},
    ...(request.authorizer === undefined ? {} : { authorizer: { ...request.authorizer } }),
  });
}
