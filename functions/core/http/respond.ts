import type { APIGatewayProxyResult } from 'aws-lambda';
import type { FileResult, JsonResult } from '../operation.js';

/**
 * A filename safe for Content-Disposition: no path, no control or quote characters; non-ASCII kept in the
 * RFC 5987 `filename*` form only.
 */
export function contentDisposition(filename: string, fallback = 'result'): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // Control characters (header injection), quotes, backslashes and semicolons never reach the header.
    .replace(/[^\x20-\x7e\u00a0-\uffff]|["\\;]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  const name = cleaned || fallback;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function jsonResponse(result: JsonResult, headers: Record<string, string>): APIGatewayProxyResult {
  return {
    statusCode: result.status ?? 200,
    headers: { ...headers, ...result.headers, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(result.body),
  };
}

export function fileResponse(result: FileResult, headers: Record<string, string>): APIGatewayProxyResult {
  return {
    statusCode: result.status ?? 200,
    headers: {
      ...headers,
      ...result.headers,
      'Content-Type': result.contentType,
      'Content-Length': String(result.bytes.length),
      'Content-Disposition': contentDisposition(result.filename),
    },
    body: Buffer.from(result.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
