import type { APIGatewayProxyEvent } from 'aws-lambda';

/** The parts of a REST v1 event the pipeline reads, normalised once (lower-case header names, decoded body). */
export interface HttpRequest {
  readonly method: string;
  readonly resourcePath: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Query parameters; repeated keys become arrays. */
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly sourceIp: string;
}

/** A map for names the client chose: no prototype, so `__proto__` or `constructor` are ordinary keys. */
const userMap = <T>(): Record<string, T> => Object.create(null);

export function toHttpRequest(event: APIGatewayProxyEvent): HttpRequest {
  const headers = userMap<string>();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  const query = userMap<string | string[]>();
  const multi = event.multiValueQueryStringParameters ?? {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value === undefined) continue;
    const all = multi[name];
    query[name] = all && all.length > 1 ? [...all] : value;
  }
  const pathParameters = userMap<string>();
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined) pathParameters[name] = value;
  }
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return {
    method: event.httpMethod.toUpperCase(),
    resourcePath: event.requestContext?.resourcePath ?? event.resource,
    path: event.path,
    headers,
    query,
    pathParameters,
    body,
    sourceIp: event.requestContext?.identity?.sourceIp ?? '',
  };
}
