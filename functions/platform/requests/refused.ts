import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { findOperation } from '../../../shared/operations/index.js';
import { requestLogEntry } from '../../core/metering/log-entry.js';
import type { RequestLog, RequestLogRow } from '../../core/metering/request-log.js';

/** The parts of the authorizer's event a refused call's row reads. */
export type RefusedEvent = Pick<APIGatewayRequestAuthorizerEvent, 'headers'> &
  Partial<Pick<APIGatewayRequestAuthorizerEvent, 'httpMethod' | 'resource' | 'requestContext'>>;

/** Lower-case header names, as the pipeline sees them. */
function lowerHeaders(headers: RefusedEvent['headers']): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (typeof value === 'string') lower[name.toLowerCase()] = value;
  return lower;
}

/**
 * The row of a call the authorizer refused for a known key (revoked or expired): API Gateway answers its 401, so
 * the row carries that status and the reason. The account is the key's owner; an unknown key has none and is
 * never logged.
 */
export function refusedRow(
  event: RefusedEvent,
  owner: { readonly accountId: string; readonly keyId: string },
  reason: string,
  now: Date,
): RequestLogRow {
  const operation = event.httpMethod && event.resource ? findOperation(event.httpMethod, event.resource) : undefined;
  const gatewayId = event.requestContext?.requestId ?? crypto.randomUUID();
  const requestId = `req_${gatewayId.replaceAll('-', '')}`;
  const problem = {
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    code: 'unauthorized',
    detail: `The key is ${reason}.`,
    requestId,
  };
  const startedAtMs = event.requestContext?.requestTimeEpoch ?? now.getTime();
  return {
    accountId: owner.accountId,
    entry: requestLogEntry({
      operationId: operation?.id ?? `${event.httpMethod ?? ''} ${event.resource ?? ''}`.trim(),
      requestId,
      keyId: owner.keyId,
      requestHeaders: lowerHeaders(event.headers),
      response: { statusCode: 401, body: JSON.stringify(problem), headers: { 'X-Request-Id': requestId } },
      startedAtMs,
      now,
      charged: 0,
      refunded: 0,
    }),
  };
}

/** The authorizer's hook: logs the refusal under the key's hourly cap (request-log.ts). */
export const logRefusal =
  (log: Pick<RequestLog, 'writeRefused'>) =>
  async (
    event: RefusedEvent,
    owner: { accountId: string; keyId: string },
    reason: string,
    now: Date,
  ): Promise<void> => {
    await log.writeRefused(refusedRow(event, owner, reason, now));
  };
