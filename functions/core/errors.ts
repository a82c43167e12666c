import { type FieldError, type ProblemCode, problemCodes } from '../../shared/problems.js';

/**
 * The one error type operations throw. `detail` is public (sent to the client) for status < 500;
 * for 5xx the client gets a generic detail and `cause` is only logged. Match errors by class and `code`,
 * never by message text.
 */
export class AppError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly detail: string;
  readonly errors?: readonly FieldError[];
  /** Extra problem members (e.g. `required`, `available` for 402) and response headers. */
  readonly extensions: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ProblemCode,
    detail: string,
    options: {
      cause?: unknown;
      errors?: readonly FieldError[];
      extensions?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = problemCodes[code];
    this.detail = detail;
    this.errors = options.errors;
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
  }

  /** Whether the client may see `detail`. */
  get expose(): boolean {
    return this.status < 500;
  }
}

export const invalidRequest = (detail: string, errors?: readonly FieldError[]) =>
  new AppError('invalid_request', detail, { errors });
export const unauthorized = (detail = 'Missing or invalid credentials.') => new AppError('unauthorized', detail);
export const notFound = (detail = 'Resource not found.') => new AppError('not_found', detail);
export const payloadTooLarge = (limitBytes: number, what = 'Request body') =>
  new AppError('payload_too_large', `${what} exceeds the limit of ${limitBytes} bytes.`, {
    extensions: { limitBytes },
  });
export const unsupportedMediaType = (got: string, allowed: readonly string[]) =>
  new AppError(
    'unsupported_media_type',
    `Content-Type ${got || '(none)'} is not accepted; use ${allowed.join(' or ')}.`,
    {
      extensions: { allowed },
    },
  );
export const unprocessable = (detail: string, cause?: unknown) =>
  new AppError('unprocessable_input', detail, { cause });
/**
 * The customer reads that the service is not available yet and that nothing was charged; which engine or provider
 * setting is missing is for operators (README "Configuration", and the logged cause), never for the customer.
 */
export const engineUnavailable = (operationId: string) =>
  new AppError('engine_unavailable', 'This service is not available yet. No credits are charged for it.', {
    cause: new Error(`No engine or provider is configured for ${operationId} in this deployment.`),
  });
