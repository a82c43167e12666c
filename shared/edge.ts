import type { Family } from './operations/types.js';
import { type ProblemCode, problemCodes, problemTitles, problemTypeUri } from './problems.js';

/**
 * The edge contract: what API Gateway (on AWS) and the local gateway (on `npm start`) answer and accept before
 * a family handler runs, defined once. The authorizer, the CDK Api stack, the local gateway, the handlers and the
 * OpenAPI generator all read it, so the two gateways cannot drift apart.
 */

/** Headers that may carry the customer key, in order of preference (`Authorization: Bearer <key>` also works). */
export const keyHeaders = ['api-token', 'x-api-key', 'x-api-token'] as const;

/**
 * The one header the AWS authorizer's result cache is keyed by. A cached REQUEST authorizer needs every identity
 * source present, so CloudFront copies a key sent in any accepted form into this header before the API sees it
 * (infra/aws/api/key-header-function.ts); the local gateway reads every form itself.
 */
export const canonicalKeyHeader = keyHeaders[0];

/** How long API Gateway reuses an authorizer answer for the same key (a revoked key works at most this long). */
export const authorizerCacheSeconds = 60;

/** Headers browsers may send: content, the customer key headers, the Cognito token, and the pipeline's own. */
export const corsAllowHeaders = [
  'Content-Type',
  'Authorization',
  ...keyHeaders,
  'Idempotency-Key',
  'Prefer',
  'X-Request-Id',
  // Streamable HTTP MCP clients in a browser (e.g. the MCP Inspector) send these to /api/mcp.
  'Mcp-Protocol-Version',
  'Mcp-Session-Id',
  'Last-Event-ID',
] as const;

/** Response headers scripts may read (credits, rate limits, jobs and downloads are part of the API contract). */
export const corsExposeHeaders = [
  'X-Request-Id',
  'X-Credits-Charged',
  'X-Credits-Remaining',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Idempotent-Replayed',
  'Location',
  'Content-Disposition',
  'X-Audio-Duration',
  'Mcp-Session-Id',
] as const;

/** CORS headers on every API answer: the handler's own and the gateway's. The API is keyed, not cookie-based. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': corsExposeHeaders.join(','),
};

/**
 * Largest request body accepted inline, before base64: API Gateway base64-encodes binary bodies (`*\/*`) and a
 * Lambda request holds at most 6 MB, so about 4.4 MiB raw fits; 4 MiB leaves room for headers. Larger files go
 * through `POST /api/files`.
 */
export const inlineBodyLimit = 4 * 1024 * 1024;

/** API Gateway REST's integration timeout. */
export const gatewayTimeoutMs = 29_000;

/** The answers the gateway gives itself, never reaching a handler. */
export const gatewayAnswers = {
  'unknown-route': { code: 'not_found', detail: 'No such route. See /api/openapi.json for the API.' },
  'method-not-allowed': { code: 'method_not_allowed', detail: 'This route does not accept that method.' },
  unauthorized: {
    code: 'unauthorized',
    // One answer for every route (API Gateway's gateway responses are per API): it names both kinds of credentials.
    detail:
      'Valid credentials are required: an API key for API calls (header api-token, x-api-key, x-api-token or Authorization: Bearer), or a signed-in session (Authorization: Bearer <ID token>) for the dashboard routes.',
  },
  forbidden: { code: 'forbidden', detail: 'These credentials may not call this route.' },
  throttled: { code: 'quota_exceeded', detail: 'Too many requests; slow down and retry after a moment.' },
  'too-large': {
    code: 'payload_too_large',
    detail: `The request body is over ${inlineBodyLimit} bytes; upload large files with POST /api/files and send the file_ id.`,
  },
  'bad-request': {
    code: 'invalid_request',
    detail: 'The request could not be read (malformed, incomplete or too slow).',
  },
  timeout: { code: 'timeout', detail: 'The operation did not answer within the gateway time limit.' },
  'bad-gateway': { code: 'internal_error', detail: 'The operation failed to answer. The request id identifies it.' },
  // WAF's managed rules (common web attacks, known bad inputs) refused the request before it reached the API.
  blocked: {
    code: 'forbidden',
    detail:
      'The firewall refused this request: it matched a rule against common web attacks. If it is an ordinary API call, contact support with the time it was sent.',
  },
} as const satisfies Record<string, { code: ProblemCode; detail: string }>;

export type GatewayAnswer = keyof typeof gatewayAnswers;

/** A gateway answer as problem+json: the same body on AWS (a gateway response template) and locally. */
export function gatewayProblem(answer: GatewayAnswer, requestId: string) {
  const { code, detail } = gatewayAnswers[answer];
  return {
    type: problemTypeUri(code),
    title: problemTitles[code],
    status: problemCodes[code],
    detail,
    code,
    requestId,
  };
}

export const problemContentType = 'application/problem+json';

/**
 * WAF's own answers (its rate rules' 429, the API's 413 on a declared length, a managed rule's 403) carry the same
 * problem bodies as the gateway, but a WAF custom response body can only be text/plain, text/html or
 * application/json: they are `application/json`, not problem+json, and carry `wafAnswerHeader` so a client can tell
 * them from the API's own answers (infra/aws/waf.ts; the smoke in infra/smoke/edge.ts accepts exactly that).
 */
export const wafContentType = 'application/json';
export const wafAnswerHeader = { name: 'X-Answered-By', value: 'waf' } as const;

/** Source entry of each family's Lambda handler and of the api-key authorizer (bundled by CDK, loaded locally). */
export const handlerEntry = (family: Family): string => `functions/${family}/handler.ts`;
export const authorizerEntry = 'functions/platform/authorizer.ts';
