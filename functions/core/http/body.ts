import busboy from 'busboy';
import { filesCreate } from '../../../shared/operations/files.js';
import type { Operation } from '../../../shared/operations/types.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError, invalidRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
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
    return parseMultipart(request, operation);
  }
  throw unsupportedMediaType(mediaType, allowed);
}

/** 413 over the body limit; an operation that takes files points at the upload route for larger ones. */
function bodyTooLarge({ limits, bodyTypes }: Operation): AppError {
  if (!bodyTypes.includes('multipart')) return payloadTooLarge(limits.maxBodyBytes);
  return new AppError(
    'payload_too_large',
    `Request body exceeds the limit of ${limits.maxBodyBytes} bytes; upload larger files with ${filesCreate.method} ${filesCreate.path} and send the file_ id in the file field.`,
    { extensions: { limitBytes: limits.maxBodyBytes, uploadWith: `${filesCreate.method} ${filesCreate.path}` } },
  );
}

function parseJson(body: Buffer): BodyFields {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (cause) {
    const detail = cause instanceof SyntaxError ? cause.message : 'unreadable JSON';
    throw invalidRequest(`The request body is not valid JSON: ${detail}.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  return Object.assign(Object.create(null), value);
}

function parseMultipart(request: HttpRequest, operation: Operation): Promise<BodyFields> {
  const { limits } = operation;
  const maxFiles = limits.maxFiles ?? 20;
  const fields: BodyFields = Object.create(null);
  const add = (name: string, value: unknown) => {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  };

  return new Promise<BodyFields>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        // Browsers and curl send UTF-8 file names raw in the part header; busboy's default reads them as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes ?? limits.maxBodyBytes,
          files: maxFiles,
          fields: 200,
          fieldSize: limits.maxChars ? limits.maxChars * 4 : 1024 * 1024,
        },
      });
    } catch {
      // busboy throws synchronously when the Content-Type has no boundary.
      reject(invalidRequest('The multipart body has no boundary.'));
      return;
    }
    let failed: AppError | undefined;
    const fail = (error: AppError) => {
      failed ??= error;
    };
    const pending: Promise<void>[] = [];

    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          // A truncated body errors the part stream too; the parser's own error already answers the request.
          stream.on('error', () => done());
          stream.on('limit', () => fail(payloadTooLarge(limits.maxFileBytes ?? limits.maxBodyBytes, `File ${name}`)));
          stream.on('close', () => {
            const joined = Buffer.concat(chunks);
            const file: UploadedFile = {
              kind: 'upload',
              filename: info.filename ?? '',
              contentType: info.mimeType || 'application/octet-stream',
              // A plain Uint8Array view over the joined chunks: no second copy of the upload.
              bytes: new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength),
            };
            add(name, file);
            done();
          });
        }),
      );
    });
    // More file parts than the operation takes is a malformed request (two `file` parts for one file), not a size.
    parser.on('filesLimit', () =>
      fail(invalidRequest(`At most ${maxFiles} file${maxFiles === 1 ? '' : 's'} per request.`)),
    );
    parser.on('fieldsLimit', () => fail(invalidRequest('Too many form fields.')));
    // A truncated body (no closing boundary) ends here: answer at once, without waiting for its part streams.
    parser.on('error', (cause: unknown) => {
      settled = true;
      reject(new AppError('invalid_request', 'The multipart body is malformed or incomplete.', { cause }));
    });
    parser.on('close', () => resolveOrReject());

    let settled = false;
    const resolveOrReject = () => {
      if (settled) return;
      settled = true;
      void Promise.all(pending).then(() => (failed ? reject(failed) : resolve(fields)));
    };
    parser.end(request.body);
  });
}
