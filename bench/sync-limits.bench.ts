import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { z } from 'zod';
import { uploadKey } from '../functions/core/files/storage.js';
import { maxInputPixels } from '../functions/core/images/images.js';
import { synthesizeAssembly } from '../infra/local/lambda/assembly.js';
import { cpuQuotaMicros, megabytesPerVcpu } from '../infra/local/lambda/cgroups.js';
import { nodeDistribution } from '../infra/local/lambda/node-runtime.js';
import { type FunctionSpec, SandboxInstance } from '../infra/local/lambda/sandbox.js';
import { operations } from '../shared/operations/index.js';
import type { Operation } from '../shared/operations/types.js';
import { restEvent, startSandboxedFunctions } from '../test/support/sandboxed-functions.js';

/**
 * The largest input the documented limits allow for each sync operation family, through the bundled function in its
 * Lambda sandbox at the CPU share of its template memory, against API Gateway's 29 s (and the 20 s goal). Limits are
 * read from the operation table, never copied. Each input runs on a warm environment (its cold start is
 * cold-start.bench.ts's figure), with the function's timeout raised to `measureSeconds` so a miss shows its real
 * length instead of the sandbox's kill; the handler's own deadline follows that timeout. Rows at other memory sizes
 * and at shorter speech texts show what a larger function or a lower sync limit buys.
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
const limit = (op: Operation, key: 'maxChars' | 'maxFiles' | 'maxPages' | 'maxFileBytes'): number => {
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

/** The image family's largest input: a photo-like PNG at the pixel limit that still fits the file limit. */
async function largestImage(maxBytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(maxInputPixels));
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

/**
 * CPU seconds the processes of a sandbox have used (their own and their reaped children's: ffmpeg, the eSpeak
 * process), read from /proc for the pids of its cpu control group. On a busy machine the wall time also holds other
 * people's work; CPU seconds divided by the share are what the same call takes where the share is all there is.
 */
function cpuSecondsOf(name: string): number {
  const root = '/sys/fs/cgroup/cpu/alquimia-lambda';
  const unified = `/sys/fs/cgroup/alquimia-lambda`;
  const base = existsSync(root) ? root : unified;
  const dir = readdirSync(base).find((d) => d.startsWith(`${name}-`));
  if (dir === undefined) return Number.NaN;
  const ticks = readFileSync(join(base, dir, 'cgroup.procs'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((pid) => {
      try {
        // Fields after the command's closing parenthesis: utime stime cutime cstime are the 12th..15th.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
      } catch {
        return 0;
      }
    })
    .reduce((a, b) => a + b, 0);
  return ticks / clockTicks;
}
const clockTicks = 100;

const statusOf = (answer: unknown): string => {
  const parsed = z.object({ statusCode: z.number(), body: z.string().optional() }).safeParse(answer);
  if (!parsed.success) return 'error';
  if (parsed.data.statusCode < 400) return String(parsed.data.statusCode);
  const code = /"code":"([a-z_]+)"/.exec(parsed.data.body ?? '')?.[1];
  return `${parsed.data.statusCode} ${code ?? ''}`.trim();
};

export default async function bench(): Promise<void> {
  const cacheRoot = process.env.ALQUIMIA_ASSET_CACHE ?? join(homedir(), '.cache', 'alquimia', 'assets');
  const assemblyDir = join(cacheRoot, 'cdk.out');
  await synthesizeAssembly(assemblyDir, { quiet: true });
  const functions = await startSandboxedFunctions({ assemblyDir, label: 'syncbench' });
  const { service, accountId } = functions;
  const node = nodeDistribution('nodejs22.x');
  const only = (process.env.SYNC_BENCH_ONLY ?? '').split(',').filter(Boolean);
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
      const fileId = `file_${randomUUID().replaceAll('-', '')}`;
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
    let image: Promise<Buffer> | undefined;
    const imageId = async () => {
      image ??= largestImage(limit(watermark, 'maxFileBytes'));
      return upload(await image, 'image/png');
    };
    const cases: Case[] = [
      {
        entry: 'functions/pdf/handler.ts',
        label: 'pdf.merge',
        input: `${limit(merge, 'maxFiles')} PDFs × ${limit(merge, 'maxPages')} pages`,
        event: async () => {
          const pdf = await pdfOf(limit(merge, 'maxPages'));
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
      {
        entry: 'functions/text/handler.ts',
        label: 'text.extract-image-text',
        input: `${(maxInputPixels / 1e6).toFixed(0)} MP PNG of text`,
        event: async () => restEvent(ocr.id, accountId, { file: await imageId(), language: 'por' }),
      },
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
        // What the call takes with the share to itself: never less than the CPU it used spread over the share.
        const ms = Number.isNaN(cpuMs) ? wallMs : Math.min(wallMs, Math.max(cpuMs / vcpu, 0));
        const cost = (memoryMb / 1024) * (ms / 1000) * usdPerGbSecond;
        process.stdout.write(
          `${item.label} | ${item.input} | ${memoryMb} | ${vcpu.toFixed(2)} | ${statusOf(answer)} | ${wallMs.toFixed(0)} | ${cpuMs.toFixed(0)} | ${ms.toFixed(0)} | ${instance.peakMemoryMb().toFixed(0)} | ${(ms / gatewayMs).toFixed(2)} | ${(ms / goalMs).toFixed(2)} | ${ms <= goalMs ? '✓' : '✗'} | ${cost.toFixed(6)}\n`,
        );
      } finally {
        await instance.stop();
      }
    }
  } finally {
    await functions.stop();
  }
}
