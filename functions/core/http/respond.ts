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
    body: Buffer.from(result.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
