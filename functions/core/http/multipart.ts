import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError, invalidRequest, payloadTooLarge } from '../errors.js';
import { type HeaderValue, parseDisposition, parseMediaType, textEncodingOf } from './header-params.js';

/**
 * multipart/form-data (RFC 7578 over RFC 2046) read from a body that is already one Buffer, as every Lambda request
 * is. Streaming parsers pay for chunk bookkeeping and then copy each file into a new buffer; here delimiters are found
 * with the native Buffer#indexOf and each file is a view into the body, so an upload costs one pass and no copy.
 * The body must not be written afterwards (the pipeline never does).
 *
 * It reads what busboy 1.6 read, byte for byte (test/unit/core/multipart.test.ts holds the two against each other),
 * and refuses what busboy passed over in silence: with a 400 a part with no `form-data` disposition or no name, a
 * delimiter followed by anything but `--` or an end of line, a charset it cannot decode; with a 413 a field over its
 * limit, which busboy cut short.
 */

export interface MultipartLimits {
  readonly maxFiles: number;
  readonly maxFields: number;
  /** A file may have this many bytes; one more is a 413 naming it. */
  readonly maxFileBytes: number;
  /** A field value may have this many bytes; one more is a 413 naming it (busboy cut it short in silence). */
  readonly maxFieldBytes: number;
}

/** One part in the order sent: a text field or a file. */
export interface MultipartPart {
  readonly name: string;
  readonly value: string | UploadedFile;
}

/** busboy's bounds on one part's header section: 16 KiB with its blank line; it ignored fields past the 1999th. */
const maxHeaderBytes = 16 * 1024;
const maxHeaderFields = 1999;
const headerField = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e\x80-\xff]*)$/;
const foldedLine = /^[ \t][\t\x20-\x7e\x80-\xff]*$/;

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const CRLF = Buffer.from('\r\n');

const malformed = () => new AppError('invalid_request', 'The multipart body is malformed or incomplete.');

/**
 * The parts of `body`, split on the boundary of `contentType`. A malformed or incomplete body is a 400 whatever else
 * is wrong with it; otherwise the first limit crossed, in body order, is the answer (400 for counts, 413 for sizes).
 */
export function parseMultipart(body: Buffer, contentType: string, limits: MultipartLimits): MultipartPart[] {
  const dashBoundary = Buffer.from(`--${boundaryOf(contentType)}`, 'latin1');
  const delimiter = Buffer.concat([CRLF, dashBoundary]);
  // The first delimiter may open the body without the line break that precedes the others; anything before is preamble.
  const first = body.subarray(0, dashBoundary.length).equals(dashBoundary) ? -2 : body.indexOf(delimiter);
  if (first === -1) throw malformed();
  let at = first + 2;

  const parts: MultipartPart[] = [];
  const count = { files: 0, fields: 0 };
  let refused: AppError | undefined;
  for (let n = 1; ; n++) {
    let index = at + dashBoundary.length;
    // Close delimiter: the epilogue after it is ignored.
    if (body[index] === DASH && body[index + 1] === DASH) break;
    while (body[index] === 0x20 || body[index] === 0x09) index++; // RFC 2046 transport padding
    if (body[index] !== CR || body[index + 1] !== LF) throw malformed();
    const start = index + 2;
    const end = body.indexOf(delimiter, start);
    if (end === -1) throw malformed();
    const part = readPart(body, start, end, n);
    refused ??= checkLimits(part, limits, count);
    if (!refused) parts.push({ name: part.name, value: part.value });
    at = end + 2;
  }
  if (refused) throw refused;
  return parts;
}

/** The `boundary` parameter; RFC 2046 keeps it to 1–70 characters that cannot be mistaken for content or syntax. */
function boundaryOf(contentType: string): string {
  const media = parseMediaType(contentType);
  // parseBody only calls with multipart/form-data; anything else is read as busboy read it: no boundary.
  const boundary = media?.type === 'multipart/form-data' ? media.params.get('boundary') : undefined;
  if (!boundary) throw invalidRequest('The multipart body has no boundary.');
  if (!/^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)) {
    throw invalidRequest(
      "The multipart boundary must be 1 to 70 characters among letters, digits, '()+_,-./:=? and space (not last), as RFC 2046 requires.",
    );
  }
  return boundary;
}

interface ReadPart {
  readonly name: string;
  readonly isFile: boolean;
  readonly size: number;
  readonly value: string | UploadedFile;
}

/** Part `n`, between its delimiter line (ending at `start`) and the next delimiter (at `end`). */
function readPart(body: Buffer, start: number, end: number, n: number): ReadPart {
  const { headers, contentStart } = readHeaders(body.subarray(start, Math.min(end, start + maxHeaderBytes)));
  const disposition = parseHeader(headers, 'content-disposition', parseDisposition);
  const name = disposition?.type === 'form-data' ? disposition.params.get('name') : undefined;
  // busboy let a nameless part through under the name "undefined" and skipped a part without form-data.
  if (!name) throw invalidRequest(`Multipart part ${n} needs a Content-Disposition: form-data header with a name.`);
  const declared = parseHeader(headers, 'content-type', parseMediaType);
  if (declared === null) throw invalidRequest(`Multipart part ${n} (${name}) has a malformed Content-Type header.`);

  const from = start + contentStart;
  const size = end - from;
  // As busboy: an empty filename is no filename, `filename*` wins, and only the base name of a path is kept.
  const sent = disposition?.params.get('filename*') || disposition?.params.get('filename') || undefined;
  const filename = sent === undefined ? undefined : baseName(sent);
  if (filename !== undefined || declared?.type === 'application/octet-stream') {
    const file: UploadedFile = {
      kind: 'upload',
      filename: filename ?? '',
      contentType: declared?.type ?? 'application/octet-stream',
      bytes: view(body, from, size),
    };
    return { name, isFile: true, size, value: file };
  }
  const charset = declared?.params.get('charset') ?? 'utf-8';
  const encoding = textEncodingOf(charset);
  // busboy answered an unknown charset with an undefined value.
  if (!encoding) throw invalidRequest(`Multipart field ${name}: charset ${charset} is not supported; send UTF-8.`);
  return { name, isFile: false, size, value: body.toString(encoding, from, from + size) };
}

/**
 * Header lines up to the blank line, folded lines joined (busboy keeps the fold's leading space). Names are tokens
 * followed at once by `:`; values are visible Latin-1 bytes and tabs; lines end in CRLF. `head` holds at most
 * maxHeaderBytes, so a section that does not end inside it is too long or unterminated: malformed either way.
 */
function readHeaders(head: Buffer): { headers: [string, string][]; contentStart: number } {
  const headers: [string, string][] = [];
  let pos = 0;
  for (;;) {
    const eol = head.indexOf(CRLF, pos);
    if (eol === -1) throw malformed();
    if (eol === pos) {
      // RFC 2046 allows a part without headers, but a form part needs its Content-Disposition (busboy: malformed).
      if (headers.length === 0) throw malformed();
      return { headers, contentStart: eol + 2 };
    }
    const line = head.toString('latin1', pos, eol);
    const field = headerField.exec(line);
    const last = headers.at(-1);
    if (field?.[1] !== undefined && field[2] !== undefined) {
      if (headers.length === maxHeaderFields) throw malformed();
      headers.push([field[1].toLowerCase(), field[2]]);
    } else if (last && foldedLine.test(line)) last[1] += line;
    else throw malformed();
    pos = eol + 2;
  }
}

/** The first header of that name parsed; undefined when absent, null when present but malformed. */
function parseHeader(
  headers: readonly [string, string][],
  name: string,
  parse: (value: string) => HeaderValue | undefined,
): HeaderValue | undefined | null {
  const value = headers.find(([key]) => key === name)?.[1];
  if (value === undefined) return undefined;
  return parse(value) ?? null;
}

/** A plain Uint8Array (a Buffer's JSON and equality differ) over the body's own memory: no copy of the upload. */
function view(body: Buffer, from: number, size: number): Uint8Array<ArrayBuffer> {
  const { buffer } = body;
  // Node decodes request bodies into ArrayBuffers; one over shared memory would be copied rather than aliased.
  if (buffer instanceof ArrayBuffer) return new Uint8Array(buffer, body.byteOffset + from, size);
  return new Uint8Array(body.subarray(from, from + size));
}

/** busboy's rule: the name after the last `/` or `\`, and none for `.` or `..`. */
function baseName(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return name === '.' || name === '..' ? '' : name;
}

/** Counts the part and answers the limit it crosses, if any. */
function checkLimits(
  part: ReadPart,
  limits: MultipartLimits,
  count: { files: number; fields: number },
): AppError | undefined {
  if (part.isFile) {
    // More file parts than the operation takes is a malformed request (two `file` parts for one file), not a size.
    if (count.files === limits.maxFiles) {
      return invalidRequest(`At most ${limits.maxFiles} file${limits.maxFiles === 1 ? '' : 's'} per request.`);
    }
    count.files++;
    if (part.size > limits.maxFileBytes) return payloadTooLarge(limits.maxFileBytes, `File ${part.name}`);
    return undefined;
  }
  if (count.fields === limits.maxFields) return invalidRequest('Too many form fields.');
  count.fields++;
  if (part.size > limits.maxFieldBytes) return payloadTooLarge(limits.maxFieldBytes, `Field ${part.name}`);
  return undefined;
}
