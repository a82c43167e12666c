/**
 * Stable problem codes of the API (RFC 9457 `code` extension) with their HTTP status.
 * Clients match on `code`; the `type` URI is derived from it.
 */
export const problemCodes = {
  invalid_request: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  key_restricted: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_input: 422,
  input_encrypted: 422,
  quota_exceeded: 429,
  internal_error: 500,
  provider_error: 502,
  engine_unavailable: 503,
  timeout: 504,
} as const;

export type ProblemCode = keyof typeof problemCodes;

export const problemTitles: Record<ProblemCode, string> = {
  invalid_request: 'Invalid request',
  unauthorized: 'Unauthorized',
  insufficient_credits: 'Insufficient credits',
  forbidden: 'Forbidden',
  key_restricted: 'Outside the API key’s restrictions',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  idempotency_conflict: 'Idempotency key conflict',
  conflict: 'Conflict with the resource state',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  unprocessable_input: 'Unprocessable input',
  input_encrypted: 'Input is encrypted',
  quota_exceeded: 'Too many requests',
  internal_error: 'Internal error',
  provider_error: 'Upstream provider error',
  engine_unavailable: 'Engine unavailable',
  timeout: 'Timed out',
};

export const problemTypeUri = (code: ProblemCode): string =>
  `https://alquimia.dev/problems/${code.replaceAll('_', '-')}`;

/** One invalid field in a 400 problem. `path` is dotted (`options.format`); `allowed` lists valid values when finite. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
  readonly allowed?: readonly (string | number)[];
}

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: ProblemCode;
  readonly requestId: string;
  readonly errors?: readonly FieldError[];
  readonly [extension: string]: unknown;
}
