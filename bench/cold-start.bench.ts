import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { z } from 'zod';
import { synthesizeAssembly } from '../infra/local/lambda/assembly.js';
import { cpuQuotaMicros, megabytesPerVcpu } from '../infra/local/lambda/cgroups.js';
import type { SandboxNetwork } from '../infra/local/lambda/network.js';
import { nodeDistribution } from '../infra/local/lambda/node-runtime.js';
import { type FunctionSpec, SandboxInstance } from '../infra/local/lambda/sandbox.js';
import { keyAuthorizerEvent, restEvent, startSandboxedFunctions } from '../test/support/sandboxed-functions.js';
import { median } from './support/timing.js';

const runs = 3;
const goalMs = 1500;
const htmlGoalMs = 3000;

/** The first call each function gets in the bench: a small real request of its kind. */
async function firstCalls(accountId: string): Promise<Record<string, unknown>> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const pdf = `data:application/pdf;base64,${Buffer.from(await doc.save()).toString('base64')}`;
  const image = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const png = `data:image/png;base64,${image.toString('base64')}`;
  const missingJob = 'job_00000000000000000000000000000000';
  const authorizer = keyAuthorizerEvent('alq_unknownkey0000000000000000000000');
  return {
    'functions/platform/handler.ts': restEvent('platform.services', accountId),
    'functions/billing/handler.ts': restEvent('billing.webhook', accountId, { id: 'evt_x' }),
    'functions/pdf/handler.ts': restEvent('pdf.watermark', accountId, { file: pdf, text: 'CONFIDENCIAL' }),
    'functions/image/handler.ts': restEvent('image.qr-code', accountId, { data: 'https://alquimia.example' }),
    'functions/text/handler.ts': restEvent('text.extract-image-text', accountId, { file: png, language: 'por' }),
    'functions/audio/handler.ts': restEvent('audio.text-to-speech', accountId, {
      text: 'Olá, mundo.',
      voice: 'mariana',
      language: 'pt-BR',
      audioFormat: 'MP3',
    }),
    'functions/video/handler.ts': restEvent(
      'video.render-video-from-images',
      accountId,
      { images: [{ url: png, duration: 1 }], formatPreset: 'youtubeShort', outputFormat: 'mp4' },
      '?dry_run=true',
    ),
    'functions/verify/handler.ts': restEvent('verify.whatsapp', accountId, { phone: '+5511987654321' }),
    'functions/jobs/handler.ts': {
      ...z.object({}).passthrough().parse(restEvent('jobs.get', accountId)),
      path: `/api/jobs/${missingJob}`,
      pathParameters: { id: missingJob },
    },
    'functions/mcp/handler.ts': restEvent('mcp.endpoint', accountId, { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    'functions/platform/authorizer.ts': authorizer,
    'functions/jobs/media-worker.ts': { Records: [] },
    'functions/jobs/image-worker.ts': { Records: [] },
    'functions/jobs/dead-letter.ts': { Records: [] },
    'functions/jobs/webhook-worker.ts': { Records: [] },
    'functions/platform/sweep.ts': { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} },
    'functions/platform/triggers/pre-signup.ts': {
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: 'a@example.com' } },
      response: {},
    },
    'functions/platform/triggers/post-confirmation.ts': {
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      request: { userAttributes: {} },
      response: {},
    },
    'functions/platform/triggers/custom-message.ts': {
      triggerSource: 'CustomMessage_ForgotPassword',
      request: { userAttributes: { email: 'a@example.com' }, codeParameter: '{####}' },
      response: {},
    },
  };
}

interface ColdStart {
  readonly initMs: number;
  readonly firstCallMs: number;
  readonly totalMs: number;
  readonly warmMs: number;
  readonly peakMb: number;
}

/** One cold start of `spec` (a fresh environment, an empty /tmp), its first call and one warm call. */
async function coldStart(
  spec: FunctionSpec,
  event: unknown,
  nodeDir: string,
  network: SandboxNetwork,
): Promise<ColdStart> {
  const started = performance.now();
  const instance = await SandboxInstance.start(spec, { nodeDir, network, cpuShare: true });
  const called = performance.now();
  // A function's own error (an unknown key's Unauthorized) still ends its first call.
  await instance.invoke(event).catch(() => undefined);
  const firstCallMs = performance.now() - called;
  const totalMs = performance.now() - started;
  const warmStart = performance.now();
  await instance.invoke(event).catch(() => undefined);
  const warmMs = performance.now() - warmStart;
  const peakMb = instance.peakMemoryMb();
  await instance.stop();
  return { initMs: instance.initMs, firstCallMs, totalMs, warmMs, peakMb };
}

export default async function bench(): Promise<void> {
  const cacheRoot = process.env.ALQUIMIA_ASSET_CACHE ?? join(homedir(), '.cache', 'alquimia', 'assets');
  const assemblyDir = join(cacheRoot, 'cdk.out');
  await synthesizeAssembly(assemblyDir, { quiet: true });
  const functions = await startSandboxedFunctions({ assemblyDir, label: 'coldbench' });
  const { service, accountId } = functions;
  const bare = mkdtempSync(join(tmpdir(), 'alquimia-bare-'));
  writeFileSync(join(bare, 'index.mjs'), "export const handler = async () => ({ statusCode: 200, body: '' });\n");
  try {
    const calls = await firstCalls(accountId);
    const node = nodeDistribution('nodejs22.x');
    process.stdout.write(
      `cold start = init + first call, median of ${runs}, each in a fresh sandbox at its memory's CPU share (${megabytesPerVcpu} MB = 1 vCPU)\n`,
    );
    process.stdout.write(
      'function | MB | vCPU | init ms | first call ms | cold ms | bare cold ms | ratio | goal | warm ms | peak MB\n',
    );
    const anchors = new Map<number, number>();
    for (const fn of service.functions) {
      const spec = service.specOf(fn);
      const event = calls[fn.entry] ?? {};
      let anchor = anchors.get(spec.memoryMb);
      if (anchor === undefined) {
        const bareSpec: FunctionSpec = { ...spec, name: 'Bare', assetDir: bare };
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) samples.push((await coldStart(bareSpec, {}, node.dir, service.network)).totalMs);
        anchor = median(samples);
        anchors.set(spec.memoryMb, anchor);
      }
      const samples: ColdStart[] = [];
      for (let i = 0; i < runs; i++) samples.push(await coldStart(spec, event, node.dir, service.network));
      const pick = (key: keyof ColdStart) => median(samples.map((s) => s[key]));
      const cold = pick('totalMs');
      const goal = fn.entry === 'functions/pdf/handler.ts' ? htmlGoalMs : goalMs;
      const vcpu = cpuQuotaMicros(spec.memoryMb) / 100_000;
      process.stdout.write(
        `${fn.entry.replace(/^functions\//, '')} | ${spec.memoryMb} | ${vcpu.toFixed(2)} | ${pick('initMs').toFixed(0)} | ${pick('firstCallMs').toFixed(0)} | ${cold.toFixed(0)} | ${anchor.toFixed(0)} | ${(cold / anchor).toFixed(2)}× | ${cold <= goal ? '✓' : '✗'} ≤ ${goal} ms | ${pick('warmMs').toFixed(0)} | ${Math.max(...samples.map((s) => s.peakMb)).toFixed(0)}\n`,
      );
    }
  } finally {
    await functions.stop();
    rmSync(bare, { recursive: true, force: true });
  }
}
