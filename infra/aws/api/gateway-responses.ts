import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import { type GatewayAnswer, gatewayProblem, problemContentType } from '../../../shared/edge.js';
import { corsResponseHeaders } from './cors.js';

/**
 * Answers API Gateway produces itself (before or instead of a function), each mapped to the edge contract's answer
 * so the body is the same problem+json the local gateway sends. Unknown routes reach API Gateway as
 * MISSING_AUTHENTICATION_TOKEN, which is the contract's unknown-route 404.
 */
const gatewayProblems: readonly { readonly type: ResponseType; readonly answer: GatewayAnswer; readonly id: string }[] =
  [
    { id: 'Unauthorized', type: ResponseType.UNAUTHORIZED, answer: 'unauthorized' },
    { id: 'AccessDenied', type: ResponseType.ACCESS_DENIED, answer: 'forbidden' },
    { id: 'ExpiredToken', type: ResponseType.EXPIRED_TOKEN, answer: 'unauthorized' },
    { id: 'InvalidApiKey', type: ResponseType.INVALID_API_KEY, answer: 'unauthorized' },
    { id: 'MissingAuthenticationToken', type: ResponseType.MISSING_AUTHENTICATION_TOKEN, answer: 'unknown-route' },
    { id: 'ResourceNotFound', type: ResponseType.RESOURCE_NOT_FOUND, answer: 'unknown-route' },
    { id: 'Throttled', type: ResponseType.THROTTLED, answer: 'throttled' },
    { id: 'QuotaExceeded', type: ResponseType.QUOTA_EXCEEDED, answer: 'throttled' },
    { id: 'RequestTooLarge', type: ResponseType.REQUEST_TOO_LARGE, answer: 'too-large' },
    { id: 'BadRequestBody', type: ResponseType.BAD_REQUEST_BODY, answer: 'bad-request' },
    { id: 'IntegrationTimeout', type: ResponseType.INTEGRATION_TIMEOUT, answer: 'timeout' },
    // A WAF block without its own response (managed rules); the ACL answers its own rules' blocks itself.
    { id: 'WafFiltered', type: ResponseType.WAF_FILTERED, answer: 'forbidden' },
    { id: 'Default4xx', type: ResponseType.DEFAULT_4XX, answer: 'bad-request' },
    { id: 'Default5xx', type: ResponseType.DEFAULT_5XX, answer: 'bad-gateway' },
  ];

/** The contract's problem body as a mapping template; only the request id is filled in by API Gateway. */
export function problemTemplate(answer: GatewayAnswer): string {
  return JSON.stringify(gatewayProblem(answer, '@REQUEST_ID@')).replace('@REQUEST_ID@', '$context.requestId');
}

export function addGatewayResponses(api: RestApi): void {
  for (const { id, type, answer } of gatewayProblems) {
    api.addGatewayResponse(id, {
      type,
      statusCode: String(gatewayProblem(answer, '').status),
      responseHeaders: { ...corsResponseHeaders, 'Content-Type': `'${problemContentType}'` },
      templates: { 'application/json': problemTemplate(answer) },
    });
  }
}
