import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import { type ProblemCode, problemCodes, problemTitles, problemTypeUri } from '../../../shared/problems.js';
import { corsResponseHeaders } from './cors.js';

/**
 * Answers API Gateway produces itself (before or instead of a function), mapped to our problem codes so clients see
 * one error shape. Unknown routes reach API Gateway as MISSING_AUTHENTICATION_TOKEN, which is a 404 to us.
 */
const gatewayProblems: readonly { readonly type: ResponseType; readonly code: ProblemCode; readonly id: string }[] = [
  { id: 'Unauthorized', type: ResponseType.UNAUTHORIZED, code: 'unauthorized' },
  { id: 'AccessDenied', type: ResponseType.ACCESS_DENIED, code: 'forbidden' },
  { id: 'ExpiredToken', type: ResponseType.EXPIRED_TOKEN, code: 'unauthorized' },
  { id: 'InvalidApiKey', type: ResponseType.INVALID_API_KEY, code: 'unauthorized' },
  { id: 'MissingAuthenticationToken', type: ResponseType.MISSING_AUTHENTICATION_TOKEN, code: 'not_found' },
  { id: 'ResourceNotFound', type: ResponseType.RESOURCE_NOT_FOUND, code: 'not_found' },
  { id: 'Throttled', type: ResponseType.THROTTLED, code: 'quota_exceeded' },
  { id: 'QuotaExceeded', type: ResponseType.QUOTA_EXCEEDED, code: 'quota_exceeded' },
  { id: 'RequestTooLarge', type: ResponseType.REQUEST_TOO_LARGE, code: 'payload_too_large' },
  { id: 'UnsupportedMediaType', type: ResponseType.UNSUPPORTED_MEDIA_TYPE, code: 'unsupported_media_type' },
  { id: 'IntegrationTimeout', type: ResponseType.INTEGRATION_TIMEOUT, code: 'timeout' },
  { id: 'Default4xx', type: ResponseType.DEFAULT_4XX, code: 'invalid_request' },
  { id: 'Default5xx', type: ResponseType.DEFAULT_5XX, code: 'internal_error' },
];

/** A problem+json body template; `$context.error.messageString` is already a quoted JSON string. */
export function problemTemplate(code: ProblemCode): string {
  return JSON.stringify({
    type: problemTypeUri(code),
    title: problemTitles[code],
    status: problemCodes[code],
    detail: '@DETAIL@',
    code,
    requestId: '$context.requestId',
  }).replace('"@DETAIL@"', '$context.error.messageString');
}

export function addGatewayResponses(api: RestApi): void {
  for (const { id, type, code } of gatewayProblems) {
    api.addGatewayResponse(id, {
      type,
      statusCode: String(problemCodes[code]),
      responseHeaders: { ...corsResponseHeaders, 'Content-Type': "'application/problem+json'" },
      templates: { 'application/json': problemTemplate(code) },
    });
  }
}
