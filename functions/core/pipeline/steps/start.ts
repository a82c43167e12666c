import type { APIGatewayProxyEvent } from 'aws-lambda';
import { corsHeaders, gatewayTimeoutMs } from '../../../../shared/edge.js';
import { findOperation, operationById } from '../../../../shared/operations/index.js';
import type { Family, Operation } from '../../../../shared/operations/types.js';
import { AppError } from '../../errors.js';
import { type HttpRequest, toHttpRequest } from '../../http/request.js';
import type { Implementation } from '../../implement.js';
import { callPath, isOperationCall, type OperationCall, operationCallSchema } from '../../operation-call.js';
import { deadlineMarginMs } from '../deadline.js';
import { requestIdOf } from '../request-id.js';
import type { PipelineDeps, PipelineEvent, Started, Step } from '../state.js';

/** What the start step learns from the event, whichever way the request came in. */
type Source = Pick<Started, 'requestId' | 'operation' | 'http' | 'authorizer' | 'origin' | 'direct'> & {
  /** API Gateway's `requestTimeEpoch`, when the event has one. */
  readonly arrivedAtMs?: number;
};

/**
 * First step: the request id, the operation (by method and resource path, or a direct call's operation id), a
 * deadline signal and a logger that carries both ids; all on the request's own state.
 */
export function start(
  family: Family,
  implementations: ReadonlyMap<string, Implementation>,
  deps: () => Promise<PipelineDeps>,
): Step {
  const routes = new Map([...implementations.values()].map((i) => [`${i.operation.method} ${i.operation.path}`, i]));
  const inFamily = (operation: Operation | undefined, what: string): Operation => {
    if (!operation || operation.family !== family) {
      throw new AppError('not_found', `No operation ${what} in the ${family} family.`);
    }
    return operation;
  };
  const fromGateway = (event: APIGatewayProxyEvent): Source => {
    const http = toHttpRequest(event);
    const found = routes.get(`${http.method} ${http.resourcePath}`)?.operation;
    const operation = inFamily(
      found ?? findOperation(http.method, http.resourcePath),
      `${http.method} ${http.resourcePath}`,
    );
    const authorizer: unknown = event.requestContext?.authorizer;
    const epoch = event.requestContext?.requestTimeEpoch;
    return {
      requestId: requestIdOf(event),
      operation,
      http,
      authorizer,
      origin: event,
      direct: undefined,
      ...(typeof epoch === 'number' && epoch > 0 ? { arrivedAtMs: epoch } : {}),
    };
  };
  return {
    name: 'start',
    before: async (request) => {
      const source = isOperationCall(request.event)
        ? fromCall(request.event, (id) => inFamily(implementations.get(id)?.operation ?? operationById(id), id))
        : fromGateway(request.event as APIGatewayProxyEvent);
      request.internal.requestId = source.requestId;
      const built = await deps();
      const { requestId, operation, arrivedAtMs, ...rest } = source;
      const now = built.now().getTime();
      // The Lambda's remaining time, and never past the gateway's: after that nobody reads the answer.
      const remaining = Math.min(request.context.getRemainingTimeInMillis?.() ?? gatewayTimeoutMs, gatewayTimeoutMs);
      request.internal.state = {
        ...rest,
        requestId,
        operation,
        receivedAtMs: arrivedAtMs !== undefined && arrivedAtMs <= now ? arrivedAtMs : now,
        deps: built,
        logger: built.logger.createChild({ persistentKeys: { requestId, family, operationId: operation.id } }),
        implementation: implementations.get(operation.id),
        signal: AbortSignal.timeout(Math.max(remaining - deadlineMarginMs, 1000)),
        // On AWS a proxy response reaches the browser as the handler wrote it: the CORS headers are the handler's.
        headers: { ...corsHeaders, 'X-Request-Id': requestId },
      };
    },
  };
}

/** A direct call (functions/core/operation-call.ts), checked at the boundary: it arrives as JSON from an invoke. */
function fromCall(event: PipelineEvent, operationFor: (id: string) => Operation): Source {
  const parsed = operationCallSchema.safeParse(event);
  if (!parsed.success) throw new AppError('internal_error', `Malformed operation call: ${parsed.error.message}`);
  const call: OperationCall = parsed.data;
  const operation = operationFor(call.operationId);
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(call.headers)) headers[name.toLowerCase()] = value;
  const http: HttpRequest = {
    method: operation.method,
    resourcePath: operation.path,
    path: callPath(operation, call.fields),
    headers,
    query: {},
    pathParameters: {},
    body: Buffer.alloc(0),
    sourceIp: call.sourceIp,
  };
  return {
    requestId: `req_${call.requestId.replaceAll('-', '')}`,
    operation,
    http,
    authorizer: call.authorizer,
    origin: { headers: {} },
    direct: { fields: call.fields, controls: call.controls },
  };
}
