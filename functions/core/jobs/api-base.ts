import type { APIGatewayProxyEvent } from 'aws-lambda';
import { openApiServerUrl } from '../../../shared/openapi.js';

/**
 * Where a client reaches this API, for absolute job status URLs (the 202 body's `statusUrl` and `Location`).
 * The origin follows the docs' server URL (shared/openapi.ts `openApiServerUrl`): a configured public origin (a
 * custom domain) wins unless it is a loopback default; otherwise the origin the request reached (`Host`, or the
 * request context's `domainName`, with `X-Forwarded-Proto`). On API Gateway's own `execute-api` host every path
 * starts with the stage, so the stage is appended there; CloudFront and custom domains map it away.
 */

export type OriginEvent = Pick<APIGatewayProxyEvent, 'headers'> & {
  readonly requestContext?: Partial<Pick<APIGatewayProxyEvent['requestContext'], 'stage' | 'domainName'>>;
};

const executeApiHost = /^[a-z0-9]+\.execute-api\.[a-z0-9-]+\.amazonaws\.com(\.cn)?(:443)?$/i;
const stageName = /^[A-Za-z0-9_-]{1,128}$/;

/** The API's public base URL for this request (`https://host[/stage]`, no trailing slash); undefined when unknown. */
export function apiBaseUrlOf(event: OriginEvent, configured?: string): string | undefined {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  const domainName = event.requestContext?.domainName;
  if (headers.host === undefined && domainName) headers.host = domainName;
  const origin = openApiServerUrl({ headers, ...(configured === undefined ? {} : { configured }) });
  if (origin === '/') return undefined;
  const stage = event.requestContext?.stage;
  const host = URL.canParse(origin) ? new URL(origin).host : '';
  return executeApiHost.test(host) && stage !== undefined && stageName.test(stage) ? `${origin}/${stage}` : origin;
}
