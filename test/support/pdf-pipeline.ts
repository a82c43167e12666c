import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { createFileResolver } from '../../functions/core/files/resolve.js';
import type { ResultStore } from '../../functions/core/files/types.js';
import { createFamilyHandler } from '../../functions/core/handler.js';
import type { PipelineDeps } from '../../functions/core/pipeline/state.js';
import { loadFontBytes } from '../../functions/pdf/engine/fonts.js';
import { createChromiumRenderer } from '../../functions/pdf/engine/renderer.js';
import { createPdfImplementations } from '../../functions/pdf/implementations.js';
import { operationPrice } from '../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../unit/core/fakes.js';

/**
 * The PDF family's real handler (parse → validate → resolve → debit → run → respond) for the tests of test/unit/pdf:
 * the handler itself, and the corpus harness whose each call starts from 10 credits and tells whether it was charged.
 */

export interface PdfAnswer {
  readonly status: number;
  readonly charged: boolean;
  readonly bytes: Buffer;
  readonly code?: string;
}

export interface PdfPipeline {
  /** POSTs a JSON body to `/api/pdf/<operation>` through the whole pipeline. */
  call(operation: string, body: Record<string, unknown>): Promise<PdfAnswer>;
}

/** A result store that keeps nothing and answers a fixed download URL, valid for a day. */
export const discardResult: ResultStore = async (result, now) => ({
  url: 'https://files.example/result',
  expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  size: result.bytes.length,
  contentType: result.contentType,
});

/**
 * The PDF family's real handler and pipeline (fonts from the repository, Chromium where installed), over `meter` and
 * `storeResult`.
 */
export function pdfFamilyHandler(meter: MemoryMeter, storeResult: ResultStore = discardResult) {
  return createFamilyHandler(
    'pdf',
    createPdfImplementations({
      fontBytes: () => loadFontBytes(),
      renderer: createChromiumRenderer({ locate: async () => undefined }),
    }),
    (): PipelineDeps => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date('2026-11-22T00:00:00Z'),
      price: operationPrice,
      meter,
      resolveFile: createFileResolver({
        s3: new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
        bucket: 'files',
      }),
      storeResult,
    }),
  );
}

export function createPdfPipeline(): PdfPipeline {
  const meter = new MemoryMeter(0);
  const handler = pdfFamilyHandler(meter);
  return {
    async call(operation, body) {
      meter.credits = 10;
      const response = await handler(
        restEvent({
          method: 'POST',
          resource: `/api/pdf/${operation}`,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify(body)),
          authorizer: apiKeyAuthorizer,
        }),
        lambdaContext(),
      );
      const bytes = Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8');
      const code = response.statusCode >= 400 ? (JSON.parse(response.body) as { code?: string }).code : undefined;
      return { status: response.statusCode, charged: meter.credits !== 10, bytes, code };
    },
  };
}

export const pdfDataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

/** Writes the bytes to a file of a temporary folder for a command-line oracle (qpdf, pdfinfo) to read. */
export function withPdfFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'alq-pdf-'));
  try {
    const path = join(dir, 'f.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page count qpdf reads, with the document's password where it has one. */
export function qpdfPages(bytes: Uint8Array, password?: string): number {
  return withPdfFile(bytes, (path) => {
    const args = ['--show-npages', ...(password === undefined ? [] : [`--password=${password}`]), path];
    return Number(execFileSync('qpdf', args, { stdio: 'pipe' }).toString().trim());
  });
}
