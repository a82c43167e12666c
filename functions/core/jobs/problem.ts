import { problemTitles, problemTypeUri } from '../../../shared/problems.js';
import type { AppError } from '../errors.js';

/** The problem object a failed job carries (the same shape as an HTTP problem; internals never leak). */
export function problemOf(error: AppError, requestId: string): Record<string, unknown> {
  const internal = error.code === 'internal_error';
  return {
    type: problemTypeUri(error.code),
    title: problemTitles[error.code],
    status: error.status,
    code: error.code,
    detail: internal ? 'An internal error occurred. The request id identifies it in our logs.' : error.detail,
    requestId,
    ...(internal ? {} : error.extensions),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}
