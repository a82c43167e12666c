import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountIdFor } from '../../functions/core/principal.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { type AlquimiaStacks, buildAlquimia } from '../../infra/aws/alquimia-app.js';
import { resolveSettings } from '../../infra/aws/environments.js';
import { exportDelivery } from '../../infra/aws/export-delivery.js';
import { type BundleSpec, familyBundle, jobWorkers } from '../../infra/aws/families.js';
import { fromRoot } from '../../infra/aws/paths.js';
import { webhookDelivery } from '../../infra/aws/webhook-delivery.js';
import { synthesizeAssembly } from '../../infra/local/lambda/assembly.js';
import type { LambdaService } from '../../infra/local/lambda/service.js';
import { inlineBodyLimit } from '../../shared/edge.js';
import { operations } from '../../shared/operations/index.js';
import { priceOf } from '../../shared/operations/pricing.js';
import type { Family } from '../../shared/operations/types.js';
import { videoMinutePrice } from '../../shared/operations/video.js';
import { multipartOfSize } from '../fixtures/multipart.js';
import { scanWhere } from '../integration/support/table.js';
import {
  keyAuthorizerEvent,
  restEvent,
  type SandboxedFunctions,
  startSandboxedFunctions,
  uploadEvent,
} from '../support/sandboxed-functions.js';

/**
 * The stacks synthesized with bundling ON, through the same code `cdk deploy` runs (AlquimiaFunction →
 * infra/aws/bundling.ts), then each asset inspected and each family's handler run from its bundle.
 *
 * Cache: the assembly lives outside the repository (so nothing resolves from the project's node_modules by
 * accident), in ALQUIMIA_ASSET_CACHE or ~/.cache/alquimia/assets. Each asset's hash is computed from the sources and
 * the lockfile before bundling, and CDK skips bundling an asset the assembly already holds: a warm run bundles
 * nothing. Assets no longer referenced are deleted after the synth.
 */
const cacheRoot = process.env.ALQUIMIA_ASSET_CACHE ?? join(homedir(), '.cache', 'alquimia', 'assets');
const outdir = join(cacheRoot, 'cdk.out');
const lambdaUnzippedLimit = 250 * 1024 * 1024;

interface BundledFunction {
  readonly id: string;
  readonly description: string;
  readonly dir: string;
  readonly bundle: BundleSpec;
}

const codeSchema = z.object({
  Properties: z.object({
    Description: z.string().optional(),
    Code: z.object({ S3Key: z.unknown().optional() }),
  }),
});

let stacks: AlquimiaStacks;
const functions = new Map<string, BundledFunction>();

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, entry), { throwIfNoEntry: false });
    if (stat?.isFile()) total += stat.size;
  }
  return total;
}

beforeAll(async () => {
  mkdirSync(outdir, { recursive: true });
  // Bundles what the cache lacks and writes the templates, in a child process (as `npm start -- --bundled` does); the
  // synth below then finds every asset and bundles nothing.
  await synthesizeAssembly(outdir, { quiet: true });
  const app = new App({ outdir, context: { env: 'dev' }, builtinCloudFormationValidation: false });
  stacks = buildAlquimia(app, {
    settings: resolveSettings({ env: 'dev' }),
    operations,
    siteDir: join(tmpdir(), 'alquimia-no-site-build'),
  });
  const descriptions = new Map<string, { id: string; bundle: BundleSpec }>([
    ...[...new Set(operations.map((op) => op.family))].map(
      (family) => [`Alquimia ${family} operations`, { id: family, bundle: familyBundle(family) }] as const,
    ),
    ...jobWorkers.map((w) => [w.description, { id: `worker-${w.name}`, bundle: w.bundle }] as const),
  ]);
  const ours = new Set<string>();
  for (const stack of [stacks.api, stacks.auth, stacks.jobs]) {
    for (const raw of Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))) {
      const { Properties: p } = codeSchema.parse(raw);
      const key = z
        .string()
        .regex(/^[0-9a-f]{64}\.zip$/)
        .safeParse(p.Code.S3Key);
      if (!key.success) continue;
      const dir = join(outdir, `asset.${key.data.slice(0, -4)}`);
      if (!existsSync(join(dir, 'index.mjs'))) continue;
      ours.add(dir);
      const description = p.Description ?? '';
      const known = descriptions.get(description);
      functions.set(known?.id ?? description, {
        id: known?.id ?? description,
        description,
        dir,
        bundle: known?.bundle ?? { nodeModules: [], copies: [] },
      });
    }
  }
  // Only the current assets are kept: every source change would otherwise leave a full set behind. An asset written
  // in the last hours is left alone: another synth on this machine (the bundled-mode suite, run beside this one) may
  // be serving it, built from the sources as they were when that synth ran.
  const recent = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of readdirSync(outdir)) {
    const dir = join(outdir, name);
    if (
      /^asset\.[0-9a-f]{64}$/.test(name) &&
      existsSync(join(dir, 'index.mjs')) &&
      !ours.has(dir) &&
      statSync(dir).mtimeMs < recent
    ) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}, 1_800_000);

const families = [...new Set(operations.map((op) => op.family))];
const asset = (id: string): BundledFunction => {
  const found = functions.get(id);
  if (found === undefined) throw new Error(`no bundled asset for ${id}`);
  return found;
};
const has = (id: string, path: string) => existsSync(join(asset(id).dir, path));
const executableByAll = (id: string, path: string) => (statSync(join(asset(id).dir, path)).mode & 0o555) === 0o555;

describe('bundled assets (synthesized with bundling on)', () => {
  it('bundles every family function, both job workers, the authorizer, the dead-letter consumer, the webhook delivery, the export builder and the triggers', () => {
    for (const family of families) expect(functions.has(family), family).toBe(true);
    for (const worker of jobWorkers) expect(functions.has(`worker-${worker.name}`), worker.name).toBe(true);
    for (const description of [
      'Alquimia api-key authorizer',
      'Alquimia failed-job consumer (fails and refunds jobs SQS gave up on)',
      webhookDelivery.description,
      exportDelivery.description,
      'Cognito pre sign-up: auto-confirms new users',
    ]) {
      expect(functions.has(description), description).toBe(true);
    }
  });

  it.each([...families, ...jobWorkers.map((w) => `worker-${w.name}`)])(
    '%s: every package and copied file of its asset list is inside its asset',
    (id) => {
      const { bundle, dir } = asset(id);
      expect(existsSync(join(dir, 'index.mjs'))).toBe(true);
      for (const name of bundle.nodeModules) {
        expect(existsSync(join(dir, 'node_modules', ...name.split('/'), 'package.json')), name).toBe(true);
      }
      for (const { from, to } of bundle.copies) {
        if (!from.endsWith('/')) {
          expect(statSync(join(dir, to)).size, to).toBe(statSync(fromRoot(from)).size);
          continue;
        }
        for (const file of readdirSync(fromRoot(from), { recursive: true, encoding: 'utf8' })) {
          if (statSync(fromRoot(from, file)).isDirectory()) continue;
          expect(existsSync(join(dir, to, file)), `${to}${file}`).toBe(true);
        }
      }
      // The AWS SDK is bundled into index.mjs (bundling.ts), never installed beside it.
      expect(existsSync(join(dir, 'node_modules', '@aws-sdk'))).toBe(false);
    },
  );

  it('puts the fonts, Chromium and the pdf.js cmaps in the PDF asset', () => {
    for (const font of ['DejaVuSans.ttf', 'DroidSansFallback.ttf', 'Symbola.ttf']) {
      expect(has('pdf', `fonts/${font}`), font).toBe(true);
    }
    // The browser as gzip, which inflates at the cold start in a third of brotli's time (infra/aws/gzip-instead.ts).
    expect(has('pdf', 'node_modules/@sparticuz/chromium/bin/chromium.gz')).toBe(true);
    expect(has('pdf', 'node_modules/@sparticuz/chromium/bin/chromium.br')).toBe(false);
    expect(has('pdf', 'node_modules/@sparticuz/chromium/bin/al2023.tar.br')).toBe(true);
    expect(readdirSync(join(asset('pdf').dir, 'pdfjs/cmaps')).length).toBeGreaterThan(100);
    expect(has('pdf', 'pdfjs/standard_fonts')).toBe(true);
  });

  it("puts sharp's and canvas's linux-x64 binaries, the chart worker and the fonts in the image assets", () => {
    for (const id of ['image', 'worker-image']) {
      expect(has(id, 'node_modules/@img/sharp-linux-x64/package.json'), id).toBe(true);
      expect(has(id, 'node_modules/@img/sharp-libvips-linux-x64/package.json'), id).toBe(true);
      expect(has(id, 'node_modules/@napi-rs/canvas-linux-x64-gnu/skia.linux-x64-gnu.node'), id).toBe(true);
      expect(has(id, 'chart-worker.cjs'), id).toBe(true);
      for (const font of ['DejaVuSans.ttf', 'DroidSansFallback.ttf', 'Symbola.ttf'])
        expect(has(id, `fonts/${font}`), `${id} ${font}`).toBe(true);
    }
  });

  it('puts the tesseract core and the por and eng trained data in the OCR assets', () => {
    for (const id of ['text', 'worker-image']) {
      expect(has(id, 'node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm'), id).toBe(true);
      expect(has(id, 'node_modules/@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz'), id).toBe(true);
      expect(has(id, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'), id).toBe(true);
    }
  });

  it('puts executable ffmpeg and ffprobe, and the espeak WASM and its child process, in the media assets', () => {
    for (const id of ['audio', 'video', 'worker-media']) {
      expect(executableByAll(id, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg'), id).toBe(true);
      expect(executableByAll(id, 'node_modules/@ffprobe-installer/linux-x64/ffprobe'), id).toBe(true);
    }
    for (const id of ['audio', 'worker-media']) {
      expect(has(id, 'espeak-process.mjs'), id).toBe(true);
      expect(has(id, 'node_modules/@echogarden/espeak-ng-emscripten/espeak-ng.data'), id).toBe(true);
    }
    expect(has('video', 'fonts/DejaVuSans.ttf')).toBe(true);
    const version = execFileSync(join(asset('worker-media').dir, 'node_modules/@ffprobe-installer/linux-x64/ffprobe'), [
      '-version',
    ]).toString();
    expect(version).toMatch(/^ffprobe version/);
  });

  it("keeps every function's asset under Lambda's 250 MB unzipped limit", () => {
    const sizes = Object.fromEntries([...functions.values()].map((f) => [f.id, folderSize(f.dir)]));
    for (const [id, size] of Object.entries(sizes))
      expect(size, `${id}: ${(size / 2 ** 20).toFixed(1)} MB`).toBeLessThan(lambdaUnzippedLimit);
    // The split is what makes this hold: either worker alone carries less than 250 MB, both together would not.
    const media = sizes['worker-media'] ?? 0;
    const image = sizes['worker-image'] ?? 0;
    expect(media + image).toBeGreaterThan(lambdaUnzippedLimit);
  });
});

/** A one-second 64×64 H.264 MP4, made by the project's own ffmpeg (the clip the video function's ffprobe measures). */
function oneSecondMp4(): Buffer {
  const ffmpeg = z.object({ path: z.string() }).parse(createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg')).path;
  const dir = mkdtempSync(join(tmpdir(), 'alquimia-bundled-mp4-'));
  try {
    const file = join(dir, 'clip.mp4');
    execFileSync(ffmpeg, [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x64:rate=10:duration=1',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTML whose text needs each of the asset's fonts: Latin (DejaVu), CJK (Droid Sans Fallback) and emoji (Symbola). */
const htmlSample =
  '<html><body><h1>Relatório mensal</h1><p>日本語の文章と中文。</p><p>Tudo certo 😀 ✅</p></body></html>';

/** The names of the fonts a PDF embeds (its font dictionaries' /BaseFont, subset prefix removed). */
function embeddedFontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map((m) =>
    (m[1] ?? '').replace(/^[A-Z]{6}\+/, ''),
  );
  return [...new Set(names)];
}

/** A Lambda result as API Gateway reads it. */
const proxyResultSchema = z.object({
  statusCode: z.number(),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  body: z.string(),
  isBase64Encoded: z.boolean().optional(),
});
type ProxyResult = z.infer<typeof proxyResultSchema>;

describe('functions run from their assets in the Lambda sandbox, cold then warm, with REST v1 events', () => {
  let functionsUnderTest: SandboxedFunctions | undefined;
  let service: LambdaService;
  let table: TableDeps;
  let accountId: string;
  let tiny: { pdf: string; png: string; mp4: string };

  beforeAll(async () => {
    functionsUnderTest = await startSandboxedFunctions({ assemblyDir: outdir, label: 'bundled' });
    ({ service, table, accountId } = functionsUnderTest);
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    tiny = {
      pdf: `data:application/pdf;base64,${Buffer.from(await doc.save()).toString('base64')}`,
      png: `data:image/png;base64,${png.toString('base64')}`,
      mp4: `data:video/mp4;base64,${oneSecondMp4().toString('base64')}`,
    };
    const jobId = 'job_00000000000000000000000000000000';
    const jobEvent = z.object({}).passthrough().parse(restEvent('jobs.get', accountId));
    const cases: [string, unknown[]][] = [
      ['platform', [restEvent('platform.services', accountId)]],
      [
        'pdf',
        [
          restEvent('pdf.watermark', accountId, { file: tiny.pdf, text: 'CONFIDENCIAL — ação' }),
          // Multipart bodies reach Lambda base64-encoded: at the inline limit the event is about 5.6 MB.
          uploadEvent('pdf.split', accountId, multipartOfSize(inlineBodyLimit)),
          uploadEvent('pdf.split', accountId, multipartOfSize(inlineBodyLimit + 1)),
          // Chromium from the asset (@sparticuz/chromium), unpacked into the sandbox's /tmp, with the asset's fonts.
          restEvent('pdf.html-to-pdf', accountId, { html: htmlSample, filename: 'relatorio' }),
        ],
      ],
      ['image', [restEvent('image.qr-code', accountId, { data: 'https://alquimia.example' })]],
      ['text', [restEvent('text.extract-image-text', accountId, { file: tiny.png, language: 'por' })]],
      [
        'audio',
        [
          restEvent('audio.text-to-speech', accountId, {
            text: 'Olá',
            voice: 'mariana',
            language: 'pt-BR',
            audioFormat: 'MP3',
          }),
        ],
      ],
      [
        'video',
        [
          restEvent(
            'video.render-video-from-images',
            accountId,
            { images: [{ url: tiny.png, duration: 1 }], formatPreset: 'youtubeShort', outputFormat: 'mp4' },
            '?dry_run=true',
          ),
          // Accept measures inline clips with the asset's ffprobe, in the sandbox, to price the merge by its length.
          restEvent('video.merge-videos', accountId, { videos: [tiny.mp4, tiny.mp4] }, '?dry_run=true'),
        ],
      ],
      ['verify', [restEvent('verify.whatsapp', accountId, { phone: '+5511987654321', defaultCountry: 'BR' })]],
      ['jobs', [{ ...jobEvent, path: `/api/jobs/${jobId}`, pathParameters: { id: jobId } }]],
      ['billing', [restEvent('billing.webhook', accountId, { id: 'evt_x' })]],
      ['mcp', [restEvent('mcp.endpoint', accountId, { jsonrpc: '2.0', id: 1, method: 'tools/list' })]],
      // Every other asset: the workers and the dead-letter consumer with an empty SQS batch, the sweep with its
      // schedule's event, the Cognito triggers with their events (the authorizer has a test of its own below).
      ...jobWorkers.map((w): [string, unknown[]] => [`worker-${w.name}`, [{ Records: [] }]]),
      ['functions/jobs/dead-letter.ts', [{ Records: [] }]],
      ['functions/jobs/webhook-worker.ts', [{ Records: [] }]],
      [exportDelivery.entry, [{ Records: [] }]],
      ['functions/platform/sweep.ts', [{ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }]],
      ['functions/platform/triggers/pre-signup.ts', [cognitoEvent('PreSignUp_SignUp', {})]],
      [
        'functions/platform/triggers/custom-message.ts',
        [cognitoEvent('CustomMessage_ForgotPassword', { codeParameter: '{####}' })],
      ],
      [
        'functions/platform/triggers/post-confirmation.ts',
        [cognitoEvent('PostConfirmation_ConfirmSignUp', {}, { sub: signedUpSub })],
      ],
    ];
    for (const [id, events] of cases) {
      const pending = runColdThenWarm(id, events);
      pending.catch(() => undefined);
      runs.set(id, pending);
    }
  }, 120_000);

  afterAll(async () => {
    await functionsUnderTest?.stop();
  });

  /** Three functions at a time (each its own sandbox, as each is its own Lambda): two cores. */
  let slots = 3;
  const waiting: (() => void)[] = [];
  async function slot<T>(task: () => Promise<T>): Promise<T> {
    if (slots === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    slots--;
    try {
      return await task();
    } finally {
      slots++;
      waiting.shift()?.();
    }
  }

  /**
   * Every event through the function twice: first in a cold environment (the first event starts it), then again
   * warm, in the same environment (one cold start in all).
   */
  function runColdThenWarm(id: string, events: readonly unknown[]) {
    return slot(async () => {
      const fn = functionOf(id);
      const cold: unknown[] = [];
      for (const event of events) cold.push(await service.invoke(fn.logicalId, event));
      const warm: unknown[] = [];
      for (const event of events) warm.push(await service.invoke(fn.logicalId, event));
      return { cold, warm, starts: service.startsOf(fn.logicalId).length };
    });
  }

  /** A family or worker by its id in this file, any other function by its source entry. */
  const functionOf = (id: string) => {
    const found = id.startsWith('functions/')
      ? service.functionOf(id)
      : service.functions.find((fn) => fn.assetDir === asset(id).dir);
    if (found === undefined) throw new Error(`no sandboxed function for ${id}`);
    return found;
  };

  /** Every smoke run starts as soon as the stand-ins are up; each test awaits its own. */
  const runs = new Map<string, ReturnType<typeof runColdThenWarm>>();
  const started = async (id: string) => {
    const found = runs.get(id);
    if (found === undefined) throw new Error(`no smoke run for ${id}`);
    const run = await found;
    expect(run.starts, `${id}: one cold start, then warm`).toBe(1);
    return run;
  };
  const both = async (id: string): Promise<ProxyResult[]> => {
    const run = await started(id);
    return [run.cold[0], run.warm[0]].map(answer);
  };

  /** An account the post-confirmation trigger provisions. */
  const signedUpSub = randomUUID();

  /** A user pool trigger's event, as Cognito sends it. */
  function cognitoEvent(
    triggerSource: string,
    request: Record<string, unknown>,
    attributes: Record<string, string> = {},
  ) {
    return {
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_bundled',
      userName: 'ana@example.com',
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'bundledclient' },
      triggerSource,
      request: { userAttributes: { email: 'ana@example.com', locale: 'pt', ...attributes }, ...request },
      response: {},
    };
  }

  const answer = (raw: unknown): ProxyResult => proxyResultSchema.parse(raw);
  const header = (result: ProxyResult, name: string) =>
    Object.entries(result.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

  it('platform: lists the catalogue, cold and warm', async () => {
    for (const result of await both('platform')) {
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('pdf');
    }
  });

  it('pdf: watermarks a PDF with the bundled fonts, cold and warm', async () => {
    for (const result of await both('pdf')) {
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(header(result, 'content-type')).toBe('application/pdf');
      const bytes = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('pdf: reads a base64 body at the inline limit, and answers one byte more with the 413 problem, uncharged', async () => {
    const [, atLimit, over] = (await started('pdf')).cold.map(answer);
    expect(atLimit?.statusCode, atLimit?.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(atLimit?.statusCode).not.toBe(413);
    expect(atLimit?.statusCode).toBeLessThan(500);
    expect(over?.statusCode).toBe(413);
    expect(String(over && header(over, 'content-type'))).toMatch(/problem\+json/);
    expect(over?.body).toContain('/api/files');
    for (const result of [atLimit, over]) expect(result && header(result, 'x-credits-charged')).toBe('0');
  });

  it("pdf: renders HTML with the asset's Chromium in the sandbox, Latin, CJK and emoji in the asset's fonts", async () => {
    const run = await started('pdf');
    for (const raw of [run.cold[3], run.warm[3]]) {
      const result = answer(raw);
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      const bytes = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      const fonts = embeddedFontNames(bytes);
      // Latin text in DejaVu, the CJK line in Droid Sans Fallback and the emoji in Symbola: the asset's fonts,
      // not whatever the machine has (the sandbox hides /usr/share/fonts, as Lambda's image has none).
      expect(
        fonts.some((name) => /DejaVu/i.test(name)),
        fonts.join(', '),
      ).toBe(true);
      expect(
        fonts.some((name) => /Droid/i.test(name)),
        fonts.join(', '),
      ).toBe(true);
      expect(
        fonts.some((name) => /Symbola/i.test(name)),
        fonts.join(', '),
      ).toBe(true);
    }
  });

  it('image: draws a QR code with sharp from the asset, cold and warm', async () => {
    for (const result of await both('image')) {
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(String(header(result, 'content-type'))).toMatch(/^image\/png/);
      const png = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
      expect((await sharp(png).metadata()).format).toBe('png');
    }
  });

  it('text: runs OCR with tesseract and the trained data from the asset, cold and warm', async () => {
    for (const result of await both('text')) {
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(JSON.parse(result.body)).toHaveProperty('text');
    }
  });

  it('audio: speaks with espeak and encodes MP3 with the bundled ffmpeg, cold and warm', async () => {
    for (const result of await both('audio')) {
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(result.body.length).toBeGreaterThan(100);
    }
  });

  it('video: prices a render (dry run) from its bundle, cold and warm', async () => {
    for (const result of await both('video')) {
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(JSON.parse(result.body)).toMatchObject({ dryRun: true });
    }
  });

  it("video: measures a merge's clips with the asset's ffprobe in the sandbox, so it is priced by its length", async () => {
    const run = await started('video');
    const held = priceOf(videoMinutePrice, {});
    const measured = priceOf(videoMinutePrice, {}, { outputSeconds: 2 });
    // Without a working ffprobe the length is unknown and the dry run quotes the longest output accepted.
    expect(measured).toBeLessThan(held);
    for (const raw of [run.cold[1], run.warm[1]]) {
      const result = answer(raw);
      expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
      expect(JSON.parse(result.body)).toMatchObject({ dryRun: true, credits: measured });
    }
  });

  it('verify: parses a WhatsApp number, cold and warm', async () => {
    for (const result of await both('verify')) expect(result.statusCode, result.body.slice(0, 300)).toBe(200);
  });

  it('jobs: answers 404 problem for a job that does not exist, cold and warm', async () => {
    for (const result of await both('jobs')) {
      expect(result.statusCode).toBe(404);
      expect(String(header(result, 'content-type'))).toMatch(/problem\+json/);
    }
  });

  it('billing: refuses an unsigned Stripe webhook with a problem, cold and warm', async () => {
    for (const result of await both('billing')) {
      expect(result.statusCode).toBeGreaterThanOrEqual(400);
      expect(result.statusCode).toBeLessThan(500);
      expect(String(header(result, 'content-type'))).toMatch(/problem\+json/);
    }
  });

  it('mcp: answers a JSON-RPC tools/list, cold and warm', async () => {
    for (const result of await both('mcp')) expect(result.statusCode, result.body.slice(0, 300)).toBeLessThan(500);
  });

  it('job workers, the dead-letter consumer, the webhook delivery and the export builder take an SQS batch, cold and warm', async () => {
    for (const id of [
      ...jobWorkers.map((w) => `worker-${w.name}`),
      'functions/jobs/dead-letter.ts',
      'functions/jobs/webhook-worker.ts',
      exportDelivery.entry,
    ]) {
      const run = await started(id);
      for (const result of [run.cold[0], run.warm[0]]) expect(result, id).toEqual({ batchItemFailures: [] });
    }
  });

  it('the charge sweep runs from its asset, cold and warm', async () => {
    const run = await started('functions/platform/sweep.ts');
    for (const result of [run.cold[0], run.warm[0]]) {
      expect(result).toEqual({ refunded: 0, deletionsFinished: 0, exportsBuilt: 0 });
    }
  });

  it('the authorizer refuses an unknown key as API Gateway expects (Unauthorized), cold and warm', async () => {
    const fn = functionOf('functions/platform/authorizer.ts');
    for (let i = 0; i < 2; i++) {
      await expect(
        service.invoke(fn.logicalId, keyAuthorizerEvent('alq_unknownkey0000000000000000000000')),
      ).rejects.toMatchObject({ message: 'Unauthorized' });
    }
    expect(service.startsOf(fn.logicalId)).toHaveLength(1);
  });

  it('the Cognito triggers confirm sign-ups, write the reset e-mail with its link and provision the account', async () => {
    const pre = await started('functions/platform/triggers/pre-signup.ts');
    for (const result of [pre.cold[0], pre.warm[0]]) {
      expect(result).toMatchObject({ response: { autoConfirmUser: true, autoVerifyEmail: false } });
    }
    const message = await started('functions/platform/triggers/custom-message.ts');
    for (const result of [message.cold[0], message.warm[0]]) {
      const response = z.object({ response: z.object({ emailMessage: z.string() }) }).parse(result).response;
      expect(response.emailMessage).toContain('/reset-password?');
      expect(response.emailMessage).toContain('{####}');
    }
    await started('functions/platform/triggers/post-confirmation.ts');
    const profiles = await scanWhere(table, { accountId: accountIdFor(signedUpSub), type: 'profile' });
    expect(profiles).toHaveLength(1);
  });

  it('covers every family', () => {
    const smoked: Family[] = ['platform', 'pdf', 'image', 'text', 'audio', 'video', 'verify', 'jobs', 'billing', 'mcp'];
    expect([...families].sort()).toEqual([...smoked].sort());
  });
});
