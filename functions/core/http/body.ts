import { filesCreate } from '../../../shared/operations/files.js';
import type { Operation } from '../../../shared/operations/types.js';
import { AppError, invalidRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import { parseMultipart } from './multipart.js';
import { refuseProtoKeys } from './proto-keys.js';
import type { HttpRequest } from './request.js';

export type BodyFields = Record<string, unknown>;

const mediaTypes = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/**
 * Parses the body by its Content-Type into plain fields: a JSON object, or multipart fields (strings) and
 * files (UploadedFile). Repeated multipart names become arrays, in the order sent.
 * Errors: 413 over the operation's limits, 415 for a content type the operation does not take, 400 malformed.
 */
export async function parseBody(request: HttpRequest, operation: Operation): Promise<BodyFields> {
  const { limits } = operation;
  if (request.body.length > limits.maxBodyBytes) throw bodyTooLarge(operation);
  if (operation.bodyTypes.length === 0 || request.method === 'GET' || request.method === 'DELETE') return {};

  const contentType = request.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (request.body.length === 0 && mediaType === '') return {};

  const allowed = operation.bodyTypes.map((t) => mediaTypes[t]);
  if ((mediaType === 'application/json' || mediaType.endsWith('+json')) && operation.bodyTypes.includes('json')) {
    return parseJson(request.body);
  }
  if (mediaType === 'multipart/form-data' && operation.bodyTypes.includes('multipart')) {
    return multipartFields(request, operation);
  }
  throw unsupportedMediaType(mediaType, allowed);
}

/** 413 over the body limit; an operation that takes files points at the upload route for larger ones. */
export function bodyTooLarge({ limits, bodyTypes }: Operation): AppError {
  if (!bodyTypes.includes('multipart')) return payloadTooLarge(limits.maxBodyBytes);
  return new AppError(
    'payload_too_large',
    `Request body exceeds the limit of ${limits.maxBodyBytes} bytes; upload larger files with ${filesCreate.method} ${filesCreate.path} and send the file_ id in the file field.`,
    { extensions: { limitBytes: limits.maxBodyBytes, uploadWith: `${filesCreate.method} ${filesCreate.path}` } },
  );
}

function parseJson(body: Buffer): BodyFields {
  if (body.length === 0) return {};
  const text = body.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const detail = cause instanceof SyntaxError ? cause.message : 'unreadable JSON';
    throw invalidRequest(`The request body is not valid JSON: ${detail}.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  refuseProtoKeys(text, value);
  return Object.assign(Object.create(null), value);
}

/** Multipart fields and files; the limits come from the operation, the reading from ./multipart.ts. */
function multipartFields(request: HttpRequest, { limits }: Operation): BodyFields {
  const parts = parseMultipart(request.body, request.headers['content-type'] ?? '', {
    maxFiles: limits.maxFiles ?? 20,
    maxFields: 200,
    maxFileBytes: limits.maxFileBytes ?? limits.maxBodyBytes,
    // maxChars counts characters; a UTF-8 character takes at most 4 bytes.
    maxFieldBytes: limits.maxChars ? limits.maxChars * 4 : 1024 * 1024,
  });
  const fields: BodyFields = Object.create(null);
  for (const { name, value } of parts) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  }
  return fields;
}

/**
 * A direct call's fields (functions/core/operation-call.ts) under the same limit as a JSON body: their JSON size.
 * Fields of a GET or DELETE operation count too, since they take the query string's place.
 */
export function directFields(fields: Readonly<Record<string, unknown>>, operation: Operation): BodyFields {
  if (Buffer.byteLength(JSON.stringify(fields)) > operation.limits.maxBodyBytes) throw bodyTooLarge(operation);
  return { ...fields };
}
