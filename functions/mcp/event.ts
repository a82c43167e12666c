import type { APIGatewayProxyEvent } from 'aws-lambda';
import { pathParams } from '../../shared/operations/json-schema.js';
import type { Operation } from '../../shared/operations/types.js';
import type { ApiKeyPrincipal } from '../core/operation.js';

/**
 * The REST v1 proxy event API Gateway would send for a tool call made as an HTTP request: the operation's
 * resource and path, its fields in the path, query string or JSON body as the table places them, the pipeline's
 * controls, and the caller's authorizer context (what the api-key authorizer returned for the MCP request).
 */
export interface OperationRequest {
  readonly operation: Operation;
  /** The tool's arguments without the control arguments. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** `dry_run` and `output` as the query string carries them. */
  readonly controls: Readonly<Record<string, string>>;
  readonly idempotencyKey?: string;
  readonly principal: ApiKeyPrincipal;
  /** API Gateway's request id of the new request (a UUID; the pipeline answers it as `req_…`). */
  readonly requestId: string;
  readonly sourceIp: string;
  readonly stage: string;
  readonly now: Date;
}

export const mcpUserAgent = 'alquimia-mcp';

/** Query strings and path segments carry text; numbers and booleans as written, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : (JSON.stringify(value) ?? '');

export function operationEvent(request: OperationRequest): APIGatewayProxyEvent {
  const { operation: op } = request;
  const inPath = new Set(pathParams(op));
  const pathParameters: Record<string, string> = {};
  for (const name of inPath) {
    const value = request.fields[name];
    if (value !== undefined) pathParameters[name] = asText(value);
  }
  // A missing path field leaves its segment empty: the operation's schema answers the 400 naming it.
  const path = op.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(pathParameters[name] ?? ''));
  const rest = Object.entries(request.fields).filter(([name, value]) => !inPath.has(name) && value !== undefined);
  const bodiless = op.method === 'GET' || op.method === 'DELETE';
  const query: Record<string, string> = { ...request.controls };
  if (bodiless) for (const [name, value] of rest) query[name] = asText(value);
  const body = bodiless ? null : JSON.stringify(Object.fromEntries(rest));

  const headers: Record<string, string> = {
    // Any representation: a file operation answers the file itself (or a link, with output=url).
    Accept: '*/*',
    'User-Agent': mcpUserAgent,
    ...(body === null ? {} : { 'Content-Type': 'application/json' }),
    ...(request.idempotencyKey === undefined ? {} : { 'Idempotency-Key': request.idempotencyKey }),
  };
  const hasQuery = Object.keys(query).length > 0;
  const { principal } = request;
  return {
    resource: op.path,
    path,
    httpMethod: op.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery
      ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]]))
      : null,
    pathParameters: inPath.size > 0 ? pathParameters : null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'alquimia',
      apiId: 'mcp',
      // As API Gateway passes a REQUEST authorizer's context: every value a string.
      authorizer: {
        principalId: principal.accountId,
        accountId: principal.accountId,
        keyId: principal.keyId,
        plan: String(principal.plan),
      },
      protocol: 'HTTP/1.1',
      httpMethod: op.method,
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
        userAgent: mcpUserAgent,
        userArn: null,
      },
      path: `/${request.stage}${path}`,
      stage: request.stage,
      requestId: request.requestId,
      requestTimeEpoch: request.now.getTime(),
      resourceId: op.path,
      resourcePath: op.path,
    },
  };
}
