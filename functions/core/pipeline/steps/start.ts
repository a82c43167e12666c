import { corsHeaders, gatewayTimeoutMs } from '../../../../shared/edge.js';
import { findOperation } from '../../../../shared/operations/index.js';
import type { Family } from '../../../../shared/operations/types.js';
import { AppError } from '../../errors.js';
import { toHttpRequest } from '../../http/request.js';
import type { Implementation } from '../../implement.js';
import { deadlineMarginMs } from '../deadline.js';
import { requestIdOf } from '../request-id.js';
import type { PipelineDeps, Step } from '../state.js';

/**
 * First step: the request id, the operation (by method and resource path), a deadline signal and a logger that
 * carries both ids; all on the request's own state.
 */
export function start(
  family: Family,
  implementations: ReadonlyMap<string, Implementation>,
  deps: () => Promise<PipelineDeps>,
): Step {
  const routes = new Map([...implementations.values()].map((i) => [`${i.operation.method} ${i.operation.path}`, i]));
  return {
    name: 'start',
    before: async (request) => {
      const requestId = requestIdOf(request.event);
      request.internal.requestId = requestId;
      const built = await deps();
      const http = toHttpRequest(request.event);
      const operation =
        routes.get(`${http.method} ${http.resourcePath}`)?.operation ?? findOperation(http.method, http.resourcePath);
      if (!operation || operation.family !== family) {
        throw new AppError('not_found', `No operation ${http.method} ${http.resourcePath} in the ${family} family.`);
      }
      // The Lambda's remaining time, and never past the gateway's: after that nobody reads the answer.
      const remaining = Math.min(request.context.getRemainingTimeInMillis?.() ?? gatewayTimeoutMs, gatewayTimeoutMs);
      request.internal.state = {
        requestId,
        deps: built,
        logger: built.logger.createChild({ persistentKeys: { requestId, family, operationId: operation.id } }),
        operation,
        implementation: implementations.get(operation.id),
        http,
        signal: AbortSignal.timeout(Math.max(remaining - deadlineMarginMs, 1000)),
        // On AWS a proxy response reaches the browser as the handler wrote it: the CORS headers are the handler's.
        headers: { ...corsHeaders, 'X-Request-Id': requestId },
      };
    },
  };
}
