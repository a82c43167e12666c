import type { APIGatewayProxyResult } from 'aws-lambda';
import { problemContentType } from '../../../shared/edge.js';
import { type Problem, problemTitles, problemTypeUri } from '../../../shared/problems.js';
import { AppError } from '../errors.js';

export { problemContentType };

/** Any thrown value → AppError. Unknown errors become a 500 whose cause is logged, never sent. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('internal_error', 'Internal error.', { cause: error });
}

/** The one mapping from errors to RFC 9457 responses. 5xx details are generic: internals never leak. */
export function problemResponse(
  error: AppError,
  requestId: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  const detail = error.expose ? error.detail : publicDetail(error);
  const problem: Problem = {
    ...error.extensions,
    type: problemTypeUri(error.code),
    title: problemTitles[error.code],
    status: error.status,
    detail,
    code: error.code,
    requestId,
    ...(error.errors ? { errors: error.errors } : {}),
  };
  return {
    statusCode: error.status,
    headers: { ...headers, ...error.headers, 'Content-Type': problemContentType },
    body: JSON.stringify(problem),
  };
}

/** 5xx codes whose detail we wrote ourselves (no internals) may be shown; anything else gets a generic text. */
function publicDetail(error: AppError): string {
  if (error.code === 'engine_unavailable' || error.code === 'timeout' || error.code === 'provider_error') {
    return error.detail;
  }
  return 'An internal error occurred. The request id identifies it in our logs.';
}
