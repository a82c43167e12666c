import type { APIGatewayProxyResult } from 'aws-lambda';
import { contentDisposition } from '../files/filename.js';
import type { FileResult, JsonResult } from '../operation.js';

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
    // A view over the result's bytes, not a copy: base64 reads them once.
    body: Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}
