import type {
  APIGatewayEventRequestContext,
  APIGatewayProxyEvent,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';

export const STAGE = 'local';
const ACCOUNT_ID = '000000000000';
const API_ID = 'local';

/** The raw request as the gateway read it. */
export interface IncomingRequest {
  readonly method: string;
  /** Path and query exactly as received, e.g. `/api/jobs/1?x=1&x=2`. */
  readonly url: string;
  /** Node's `rawHeaders`: alternating names (original case) and values. */
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
  readonly sourceIp: string;
  readonly requestId: string;
  readonly timeEpochMs: number;
}

export interface EventInput {
  readonly request: IncomingRequest;
  readonly resource: string;
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly authorizer?: APIGatewayEventRequestContext['authorizer'];
}

type Single = Record<string, string>;
type Multi = Record<string, string[]>;

/** Headers as REST v1 gives them: original case; `headers` keeps the last value, `multiValueHeaders` all. */
export function collectHeaders(rawHeaders: readonly string[]): { headers: Single; multiValueHeaders: Multi } {
  // Maps, then own data properties: a header named `constructor` or `__proto__` is a header like any other.
  const names = new Map<string, string>();
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const value = rawHeaders[i + 1] ?? '';
    const first = names.get(name.toLowerCase()) ?? name;
    names.set(name.toLowerCase(), first);
    values.set(first, [...(values.get(first) ?? []), value]);
  }
  return {
    headers: Object.fromEntries([...values].map(([name, all]) => [name, all.at(-1) ?? ''])),
    multiValueHeaders: Object.fromEntries(values),
  };
}

/** Query string as REST v1 gives it: `null` when absent; single-value map keeps the last value. */
export function collectQuery(search: string): { single: Single | null; multi: Multi | null } {
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) values.set(key, [...(values.get(key) ?? []), value]);
  if (values.size === 0) return { single: null, multi: null };
  return {
    single: Object.fromEntries([...values].map(([key, all]) => [key, all.at(-1) ?? ''])),
    multi: Object.fromEntries(values),
  };
}

export const headerValue = (headers: Single, name: string): string | undefined => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
};

/**
 * Which bodies reach the function as text. Everything else (multipart, PDFs, images, octet-stream) is a
 * binary media type in the Api stack, so API Gateway base64-encodes it and sets `isBase64Encoded`.
 */
export function isTextual(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    type === '' ||
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/x-www-form-urlencoded'
  );
}

function splitUrl(url: string): { path: string; search: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

function requestContext(input: EventInput, path: string): APIGatewayEventRequestContext {
  const { request } = input;
  const { headers } = collectHeaders(request.rawHeaders);
  const now = new Date(request.timeEpochMs);
  return {
    accountId: ACCOUNT_ID,
    apiId: API_ID,
    authorizer: input.authorizer ?? null,
    protocol: 'HTTP/1.1',
    httpMethod: request.method,
    identity: {
      accessKey: null,
      accountId: null,
      apiKey: null,
      apiKeyId: null,
      caller: null,
      clientCert: null,
      cognitoAuthenticationProvider: null,
      cognitoAuthenticationType: null,
      cognitoIdentityId: null,
      cognitoIdentityPoolId: null,
      principalOrgId: null,
      sourceIp: request.sourceIp,
      user: null,
      userAgent: headerValue(headers, 'user-agent') ?? null,
      userArn: null,
    },
    path: `/${STAGE}${path}`,
    stage: STAGE,
    requestId: request.requestId,
    requestTimeEpoch: request.timeEpochMs,
    requestTime: now.toUTCString(),
    resourceId: input.resource,
    resourcePath: input.resource,
  };
}

/**
 * The REST v1 proxy event API Gateway would send for this request: the one builder of that shape, which tests and
 * benches use too (test/support/rest-event.ts, test/support/sandboxed-functions.ts, bench/support/lambda.ts).
 */
export function buildProxyEvent(input: EventInput): APIGatewayProxyEvent {
  const { request } = input;
  const { path, search } = splitUrl(request.url);
  const { headers, multiValueHeaders } = collectHeaders(request.rawHeaders);
  const query = collectQuery(search);
  const hasBody = request.body.length > 0;
  const textual = isTextual(headerValue(headers, 'content-type'));
  const pathParameters = Object.keys(input.pathParameters).length > 0 ? { ...input.pathParameters } : null;
  return {
    resource: input.resource,
    path,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters,
    stageVariables: null,
    requestContext: requestContext(input, path),
    body: hasBody ? request.body.toString(textual ? 'utf8' : 'base64') : null,
    isBase64Encoded: hasBody && !textual,
  };
}

export const methodArn = (method: string, path: string): string =>
  `arn:aws:execute-api:us-east-1:${ACCOUNT_ID}:${API_ID}/${STAGE}/${method}${path}`;

/** The REQUEST authorizer event for the api-key authorizer. */
export function buildAuthorizerEvent(input: EventInput): APIGatewayRequestAuthorizerEvent {
  const event = buildProxyEvent(input);
  return {
    type: 'REQUEST',
    methodArn: methodArn(event.httpMethod, event.path),
    resource: event.resource,
    path: event.path,
    httpMethod: event.httpMethod,
    headers: event.headers,
    multiValueHeaders: event.multiValueHeaders,
    pathParameters: event.pathParameters,
    queryStringParameters: event.queryStringParameters,
    multiValueQueryStringParameters: event.multiValueQueryStringParameters,
    stageVariables: null,
    requestContext: { ...event.requestContext, authorizer: undefined },
  };
}

/** A Lambda context whose remaining time counts down from the gateway's timeout. */
export function buildContext(functionName: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = (): never => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:${ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
