import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { Implementation } from '../../../functions/core/implement.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { operationPrice } from '../../../shared/operations/index.js';
import type { Family } from '../../../shared/operations/types.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';

/** Drives a family handler through the real pipeline (parse → validate → debit → resolve files → run → respond). */
export function pipelineFor(family: Family, implementations: readonly Implementation[], credits = 10) {
  const meter = new MemoryMeter(credits);
  const s3 = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
  const handler = createFamilyHandler(
    family,
    implementations,
    (): PipelineDeps => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date('2026-11-22T00:00:00Z'),
      price: operationPrice,
      meter,
      resolveFile: createFileResolver({ s3, bucket: 'files' }),
    }),
  );

  const call = async (resource: string, body: Record<string, unknown> | Multipart) => {
    const isMultipart = body instanceof Multipart;
    const response = await handler(
      restEvent({
        method: 'POST',
        resource,
        headers: { 'content-type': isMultipart ? body.contentType : 'application/json' },
        body: isMultipart ? body.body() : Buffer.from(JSON.stringify(body)),
        authorizer: apiKeyAuthorizer,
      }),
      lambdaContext(60_000),
    );
    const bytes = Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8');
    return {
      status: response.statusCode,
      headers: response.headers ?? {},
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
    };
  };
  return { meter, call };
}

/** A multipart body built part by part. */
export class Multipart {
  readonly boundary = '----alquimia-image-test';
  private readonly parts: Buffer[] = [];
  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }
  field(name: string, value: string): this {
    this.parts.push(Buffer.from(`--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    this.parts.push(Buffer.from(value), Buffer.from('\r\n'));
    return this;
  }
  file(name: string, filename: string, contentType: string, bytes: Uint8Array): this {
    this.parts.push(
      Buffer.from(
        `--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
    );
    this.parts.push(Buffer.from(bytes), Buffer.from('\r\n'));
    return this;
  }
  body(): Buffer {
    return Buffer.concat([...this.parts, Buffer.from(`--${this.boundary}--\r\n`)]);
  }
}

export const dataUrl = (bytes: Uint8Array, type = 'image/png'): string =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A flat-coloured image. */
export const solid = (width: number, height: number, colour: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** Raw RGBA pixels of an encoded image. */
export async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** How many pixels of a rectangle differ (any channel by more than `tolerance`) between two same-size images. */
export function changedIn(
  a: { data: Uint8ClampedArray; width: number },
  b: { data: Uint8ClampedArray; width: number },
  box: { left: number; top: number; width: number; height: number },
  tolerance = 8,
): number {
  let changed = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > tolerance) {
          changed++;
          break;
        }
      }
    }
  }
  return changed;
}
