import type { APIGatewayProxyEvent } from 'aws-lambda';

/** `req_` + API Gateway's request id (hex without dashes), so support can find the gateway's log line too. */
export function requestIdOf(event: APIGatewayProxyEvent): string {
  const raw = event.requestContext?.requestId ?? crypto.randomUUID();
  return `req_${raw.replaceAll('-', '')}`;
}
