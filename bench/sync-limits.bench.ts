import { randomUUID } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { z } from 'zod';
import { uploadKey } from '../functions/core/files/storage.js';
import { maxInputPixels } from '../functions/core/images/images.js';
import { maxMergedPages } from '../functions/pdf/operations/merge.js';
import { synthesizeAssembly } from '../infra/local/lambda/assembly.js';
import { cpuQuotaMicros, megabytesPerVcpu } from '../infra/local/lambda/cgroups.js';
import { nodeDistribution } from '../infra/local/lambda/node-runtime.js';
import { type FunctionSpec, SandboxInstance } from '../infra/local/lambda/sandbox.js';
import { newId } from '../shared/ids.js';
import { operations } from '../shared/operations/index.js';
import type { Operation } from '../shared/operations/types.js';
import { restEvent, startSandboxedFunctions } from '../test/support/sandboxed-functions.js';
import { cpuSecondsOf, msAtShare, removeStoppedGroups, withSandboxPriority } from './support/cpu.js';
import { loadLine } from './support/machine.js';

/**
 * The largest input the documented limits allow for each sync operation family, through the bundled function in its
 * Lambda sandbox at the CPU share of its template memory, against API Gateway's 29 s (and the 20 s goal). Limits are
 * read from the operation table, never copied. Each input runs on a warm environment (its cold start is
 * cold-start.bench.ts's figure), with the function's timeout raised to `measureSeconds` so a miss shows its real
 * length instead of the sandbox's kill; the handler's own deadline follows that timeout. Rows at other memory sizes
 * and at shorter speech texts show what a larger function or a lower sync limit buys.
 *
 * The time at the share is the call's CPU seconds ÷ its vCPU, never more than its wall time (support/cpu.ts): on a
 * busy machine the wall time holds other people's work too. It cannot see waits off the CPU (a cold page cache
 * read from disk, the S3 stand-in answering), which only the wall time holds. The sandboxes run weighted above the
 * rest of the machine (withSandboxPriority), so a call gets its share even on a busy machine and is not cut at the
 * gateway's deadline for want of a CPU; a call that still does not finish prints its figures as lower bounds (≥).
 */

const gatewayMs = 29_000;
const goalMs = 20_000;
const measureSeconds = 90;
/** Lambda's x86 price per GB-second (us-east-1, first tier), for the cost of one call at each size. */
const usdPerGbSecond = 0.0000166667;

const operationOf = (id: string): Operation => {
  const op = operations.find((o) => o.id === id);
  if (op === undefined) throw new Error(`no operation ${id}`);
  return op;
};
const limit = (op: Operation, key: 'maxChars' | 'maxFiles' | 'maxPages' | 'maxFileBytes' | 'syncMaxPixels'): number => {
  const value = op.limits[key];
  if (value === undefined) throw new Error(`${op.id} documents no ${key}`);
  return value;
};

const prose =
  'A Alquimia transforma documentos, imagens, áudio e vídeo por meio de APIs simples e pagas por uso. Cada chamada consome créditos, e o saldo aparece no painel logo depois da requisição. ';
const textOf = (chars: number) => prose.repeat(Math.ceil(chars / prose.length)).slice(0, chars);

/** A PDF of `pages` letter pages, each with a few lines of text (what the page limit counts). */
async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792]);
    for (let line = 0; line < 5; line++)
      page.drawText(`Página ${i + 1}, linha ${line + 1}: ${prose.slice(0, 80)}`, {
        x: 40,
        y: 740 - line * 16,
        size: 10,
        font,
      });
  }
  return doc.save();
}

/** The image family's largest input: a photo-like PNG at the pixel limit (or `pixels`) that fits the file limit. */
async function largestImage(maxBytes: number, pixels = maxInputPixels): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(pixels));
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: '#3a6ea5' },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4d03f"/><stop offset="1" stop-color="#16a085"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${Array.from({ length: 60 }, (_, i) => `<text x="80" y="${(i + 1) * (side / 62)}" font-size="${side / 70}" fill="#222">${prose.slice(0, 90)}</text>`).join('')}</svg>`,
        ),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (png.length > maxBytes) throw new Error(`largest image is ${png.length} bytes, over the ${maxBytes} limit`);
  return png;
}

interface Case {
  readonly entry: string;
  readonly label: string;
  readonly input: string;
  /** The event, built before the timed call (uploads included). */
  readonly event: () => Promise<unknown>;
  readonly memoryMb?: number;
  /** A small call of the same kind first, so engines started at first use are warm. */
  readonly warm?: unknown;
}

const statusOf = (answer: unknown): string => {
  const parsed = z.object({ statusCode: z.number(), body: z.string().optional() }).safeParse(answer);
  if (!parsed.success) return 'error';
  if (parsed.data.statusCode < 400) return String(parsed.data.statusCode);
  const code = /"code":"([a-z_]+)"/.exec(parsed.data.body ?? '')?.[1];
  const detail = /"detail":"([^"]{0,120})/.exec(parsed.data.body ?? '')?.[1];
  return `${parsed.data.statusCode} ${code ?? ''}${detail === undefined ? '' : ` (${detail})`}`.trim();
};

export default function bench(): Promise<void> {
  return withSandboxPriority(measure);
}

async function measure(): Promise<void> {
  const cacheRoot = process.env.ALQUIMIA_ASSET_CACHE ?? join(homedir(), '.cache', 'alquimia', 'assets');
  const assemblyDir = join(cacheRoot, 'cdk.out');
  await synthesizeAssembly(assemblyDir, { quiet: true });
  const functions = await startSandboxedFunctions({ assemblyDir, label: 'syncbench' });
  const { service, accountId } = functions;
  const node = nodeDistribution('nodejs22.x');
  const only = (process.env.SYNC_BENCH_ONLY ?? '').split(',').filter(Boolean);
  process.stdout.write(loadLine('start'));
  try {
    const specOf = (entry: string): FunctionSpec => {
      const fn = service.functions.find((f) => f.entry === entry && f.exportName === 'handler');
      if (fn === undefined) throw new Error(`no function ${entry}`);
      return service.specOf(fn);
    };
    const pdfEnv = specOf('functions/pdf/handler.ts').environment;
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: pdfEnv.AWS_ENDPOINT_URL_S3,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const upload = async (bytes: Uint8Array, contentType: string): Promise<string> => {
      const fileId = newId('file');
      await s3.send(
        new PutObjectCommand({
          Bucket: pdfEnv.FILES_BUCKET,
          Key: uploadKey(accountId, fileId),
          Body: bytes,
          ContentType: contentType,
        }),
      );
      return fileId;
    };

    const merge = operationOf('pdf.merge');
    const html = operationOf('pdf.html-to-pdf');
    const speech = operationOf('audio.text-to-speech');
    const watermark = operationOf('image.watermark');
    const ocr = operationOf('text.extract-image-text');
    const speechChars = limit(speech, 'maxChars');
    // Every file the merge allows, with the pages the merged document may hold in all shared out between them.
    const mergePages = Math.min(limit(merge, 'maxPages'), Math.floor(maxMergedPages / limit(merge, 'maxFiles')));
    const tts = (chars: number, memoryMb?: number): Case => ({
      entry: 'functions/audio/handler.ts',
      label: 'audio.text-to-speech (MP3)',
      input: `${chars.toLocaleString('en-US')} chars`,
      event: async () =>
        restEvent(speech.id, accountId, {
          text: textOf(chars),
          voice: 'mariana',
          language: 'pt-BR',
          audioFormat: 'MP3',
        }),
      warm: restEvent(speech.id, accountId, { text: 'Olá.', voice: 'mariana', language: 'pt-BR', audioFormat: 'MP3' }),
      ...(memoryMb === undefined ? {} : { memoryMb }),
    });
    const images = new Map<number, Promise<Buffer>>();
    const imageId = async (pixels = maxInputPixels) => {
      const image = images.get(pixels) ?? largestImage(limit(watermark, 'maxFileBytes'), pixels);
      images.set(pixels, image);
      return upload(await image, 'image/png');
    };
    // OCR at a pixel count: a page of 60 lines of text scaled to the image.
    const ocrAt = (pixels: number): Case => ({
      entry: 'functions/text/handler.ts',
      label: 'text.extract-image-text',
      input: `${Number((pixels / 1e6).toFixed(1))} MP PNG of text`,
      event: async () => restEvent(ocr.id, accountId, { file: await imageId(pixels), language: 'por' }),
    });
    const cases: Case[] = [
      {
        entry: 'functions/pdf/handler.ts',
        label: 'pdf.merge',
        input: `${limit(merge, 'maxFiles')} PDFs × ${mergePages} pages`,
        event: async () => {
          const pdf = await pdfOf(mergePages);
          const files: string[] = [];
          for (let i = 0; i < limit(merge, 'maxFiles'); i++) files.push(await upload(pdf, 'application/pdf'));
          return restEvent(merge.id, accountId, { files });
        },
      },
      {
        entry: 'functions/pdf/handler.ts',
        label: 'pdf.html-to-pdf',
        input: `${limit(html, 'maxChars').toLocaleString('en-US')} chars of HTML`,
        event: async () => {
          const paragraph = `<h2>Seção</h2><p>${prose.repeat(4)}</p>`;
          const bodyChars = limit(html, 'maxChars') - 100;
          const body = paragraph.repeat(Math.ceil(bodyChars / paragraph.length)).slice(0, bodyChars);
          const page = `<!doctype html><html><body>${body.slice(0, body.lastIndexOf('<h2>'))}</body></html>`;
          return restEvent(html.id, accountId, { html: page, filename: 'grande' });
        },
      },
      tts(speechChars),
      // Below one vCPU the same work takes longer at the same GB-seconds; half the text is the sync limit proposed.
      tts(speechChars, 1024),
      tts(Math.floor(speechChars / 2)),
      {
        entry: 'functions/image/handler.ts',
        label: 'image.watermark (tiled text)',
        input: `${(maxInputPixels / 1e6).toFixed(0)} MP PNG`,
        event: async () =>
          restEvent(watermark.id, accountId, {
            file: await imageId(),
            watermarkType: 'text',
            watermarkContent: 'CONFIDENCIAL',
            repeatPattern: 'tile',
          }),
      },
      // OCR answers in the request up to its sync pixel limit (larger images are read as a job, 15 minutes).
      ocrAt(limit(ocr, 'syncMaxPixels')),
      ocrAt(maxInputPixels / 10),
    ];

    process.stdout.write(
      `largest sync input per operation: one warm call in its sandbox at the memory's CPU share (${megabytesPerVcpu} MB = 1 vCPU); anchors: API Gateway ${gatewayMs / 1000} s, goal ${goalMs / 1000} s; cost at US$${usdPerGbSecond}/GB-s\n`,
    );
    process.stdout.write(
      'operation | input | MB | vCPU | status | wall ms | CPU ms | ms at share | peak MB | ÷ 29 s | ÷ 20 s | goal | US$/call\n',
    );
    for (const item of cases) {
      if (only.length > 0 && !only.some((o) => item.label.includes(o))) continue;
      const base = specOf(item.entry);
      const memoryMb = item.memoryMb ?? base.memoryMb;
      const name = `SyncBench${randomUUID().slice(0, 6)}`;
      const spec: FunctionSpec = { ...base, name, memoryMb, timeoutSeconds: measureSeconds };
      const event = await item.event();
      const instance = await SandboxInstance.start(spec, {
        nodeDir: node.dir,
        network: service.network,
        cpuShare: true,
      });
      try {
        // A warm environment: the first call's engine start is the cold-start bench's figure, not this one's.
        await instance.invoke(item.warm ?? restEvent('platform.services', accountId)).catch(() => undefined);
        const cpuBefore = cpuSecondsOf(name);
        const started = performance.now();
        const answer = await instance.invoke(event).catch((error: unknown) => ({ error }));
        const wallMs = performance.now() - started;
        const cpuMs = (cpuSecondsOf(name) - cpuBefore) * 1000;
        const vcpu = cpuQuotaMicros(memoryMb) / 100_000;
        // What the call takes with the share to itself (support/cpu.ts).
        const ms = msAtShare(wallMs, cpuMs, vcpu);
        const cost = (memoryMb / 1024) * (ms / 1000) * usdPerGbSecond;
        const status = statusOf(answer);
        // A call that did not finish (the deadline's 504, a crash) used at least this much: a lower bound, never a pass.
        const finished = /^[23]\d\d$/.test(status);
        const bound = finished ? '' : '≥ ';
        process.stdout.write(
          `${item.label} | ${item.input} | ${memoryMb} | ${vcpu.toFixed(2)} | ${status} | ${wallMs.toFixed(0)} | ${bound}${cpuMs.toFixed(0)} | ${bound}${ms.toFixed(0)} | ${instance.peakMemoryMb().toFixed(0)} | ${(ms / gatewayMs).toFixed(2)} | ${(ms / goalMs).toFixed(2)} | ${finished && ms <= goalMs ? '✓' : '✗'} | ${bound}${cost.toFixed(6)}\n`,
        );
      } finally {
        await instance.stop();
        await removeStoppedGroups(name);
      }
    }
    process.stdout.write(loadLine('end'));
  } finally {
    await functions.stop();
  }
}
