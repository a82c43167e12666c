import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { FamilyHandler } from '../core/handler.js';
import type { PipelineEvent } from '../core/pipeline/state.js';

const isHead = (event: PipelineEvent): event is APIGatewayProxyEvent =>
  typeof event === 'object' && event !== null && 'httpMethod' in event && event.httpMethod === 'HEAD';

/**
 * `HEAD` on a route that answers it (shared/head-requests.ts) runs as its GET and answers the same status and
 * headers with an empty body, as HTTP asks. Any other event passes through untouched.
 */
export function answeringHead(handler: FamilyHandler): FamilyHandler {
  return async (event: PipelineEvent, context: Context): Promise<APIGatewayProxyResult> => {
    if (!isHead(event)) return handler(event, context);
    const result = await handler({ ...event, httpMethod: 'GET' }, context);
    return { ...result, body: '', isBase64Encoded: false };
  };
}
