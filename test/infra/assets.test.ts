import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AlquimiaStacks, buildAlquimia } from '../../infra/aws/alquimia-app.js';
import { type EnvironmentSettings, environments } from '../../infra/aws/environments.js';
import {
  afterBundlingCommands,
  type BundleSpec,
  copyCommands,
  familyBundle,
  familyBundles,
  jobWorkers,
  packageExecutables,
  workerBundleInstalled,
} from '../../infra/aws/families.js';
import { fromRoot } from '../../infra/aws/paths.js';
import { operations } from '../../shared/operations/index.js';
import type { Family } from '../../shared/operations/types.js';
import { buildTestApp, nagErrors, synthTimeout } from './helpers.js';

/**
 * What each function's asset carries beside its single-file bundle (installed packages and copied files), checked
 * without running esbuild or npm: the lists in infra/aws/families.ts name real files, the afterBundling commands
 * copy exactly them, and the synthesized stacks wire them to the right functions.
 */

const bundles: readonly (readonly [string, BundleSpec])[] = [
  ...Object.entries(familyBundles).flatMap(([family, spec]) => (spec ? [[family, spec] as const] : [])),
  ...jobWorkers.map((worker) => [`worker-${worker.name}`, worker.bundle] as const),
];

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(dir, entry)).isFile())
    .sort();
}

describe('asset lists of every function', () => {
  it.each(bundles)('%s: every copied source exists in the repository, folders non-empty', (_name, spec) => {
    for (const { from, to } of spec.copies) {
      const source = fromRoot(from);
      expect(existsSync(source), from).toBe(true);
      expect(statSync(source).isDirectory(), from).toBe(from.endsWith('/'));
      if (from.endsWith('/')) {
        expect(to.endsWith('/'), to).toBe(true);
        expect(filesUnder(source).length, from).toBeGreaterThan(0);
      }
    }
  });

  it.each(bundles)('%s: every package installed beside the bundle is installed in the project', (_name, spec) => {
    for (const name of spec.nodeModules) {
      expect(existsSync(fromRoot('node_modules', ...name.split('/'), 'package.json')), name).toBe(true);
    }
    // Nothing is silently dropped by the "installed" filter the stacks apply.
    const worker = jobWorkers.find((w) => `worker-${w.name}` === _name);
    expect(worker ? workerBundleInstalled(worker).nodeModules : familyBundle(_name as Family).nodeModules).toEqual(
      spec.nodeModules,
    );
  });

  it('ships sharp with its linux-x64 binary, matching the x86_64 functions', () => {
    const sharpManifest = z
      .object({ optionalDependencies: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(fromRoot('node_modules/sharp/package.json'), 'utf8')));
    expect(Object.keys(sharpManifest.optionalDependencies)).toEqual(
      expect.arrayContaining(['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']),
    );
    // The asset's npm install is forced to linux/x64 (AlquimiaFunction), so these are the ones it installs.
    expect(existsSync(fromRoot('node_modules/@img/sharp-linux-x64/package.json'))).toBe(true);
  });

  it('names what each engine needs at run time', () => {
    expect(familyBundles.image?.nodeModules).toEqual(expect.arrayContaining(['sharp', '@napi-rs/canvas', 'chart.js']));
    expect(familyBundles.image?.copies.map((c) => c.to)).toEqual(['fonts/', 'chart-worker.cjs']);
    expect(familyBundles.text?.nodeModules).toEqual(
      expect.arrayContaining([
        'sharp',
        'tesseract.js',
        'tesseract.js-core',
        '@tesseract.js-data/por',
        '@tesseract.js-data/eng',
      ]),
    );
    expect(familyBundles.pdf?.copies).toEqual([
      { from: 'functions/fonts/', to: 'fonts/' },
      { from: 'node_modules/pdfjs-dist/cmaps/', to: 'pdfjs/cmaps/' },
      { from: 'node_modules/pdfjs-dist/standard_fonts/', to: 'pdfjs/standard_fonts/' },
    ]);
    const ffmpeg = [
      '@ffmpeg-installer/ffmpeg',
      '@ffmpeg-installer/linux-x64',
      '@ffprobe-installer/ffprobe',
      '@ffprobe-installer/linux-x64',
    ];
    expect(familyBundles.audio?.nodeModules).toEqual(
      expect.arrayContaining(['@echogarden/espeak-ng-emscripten', ...ffmpeg]),
    );
    expect(familyBundles.audio?.copies.map((c) => c.to)).toEqual(['espeak-process.mjs']);
    const media = jobWorkers.find((w) => w.name === 'media');
    const image = jobWorkers.find((w) => w.name === 'image');
    expect(media?.families).toEqual(['video', 'audio']);
    expect(media?.bundle.nodeModules).toEqual(
      expect.arrayContaining([...ffmpeg, 'sharp', '@echogarden/espeak-ng-emscripten']),
    );
    expect(image?.families).toEqual(['image', 'text']);
    expect(image?.bundle.nodeModules).toEqual(
      expect.arrayContaining([
        'sharp',
        'tesseract.js',
        'tesseract.js-core',
        '@tesseract.js-data/por',
        '@tesseract.js-data/eng',
        '@napi-rs/canvas',
        'chart.js',
      ]),
    );
    // Each worker carries only its own engines: no ffmpeg beside OCR, no tesseract beside ffmpeg.
    expect(image?.bundle.nodeModules.some((m) => m.includes('ffmpeg') || m.includes('ffprobe'))).toBe(false);
    expect(media?.bundle.nodeModules.some((m) => m.includes('tesseract') || m.includes('canvas'))).toBe(false);
  });
});

describe('afterBundling copy commands', () => {
  const work = mkdtempSync(join(tmpdir(), 'alquimia-assets-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(bundles)('%s: copy exactly the listed files to their places beside the bundle', (name, spec) => {
    const outputDir = join(work, name);
    const commands = copyCommands(spec.copies, fromRoot(), outputDir);
    expect(commands).toHaveLength(spec.copies.length);
    // CDK joins the hooks with && and runs them in bash on the build machine.
    execFileSync('bash', ['-c', ['true', ...commands].join(' && ')]);

    const expected = new Set<string>();
    for (const { from, to } of spec.copies) {
      if (from.endsWith('/')) {
        for (const file of filesUnder(fromRoot(from))) {
          expected.add(join(to, file));
          expect(readFileSync(join(outputDir, to, file)).equals(readFileSync(fromRoot(from, file))), file).toBe(true);
        }
      } else {
        expected.add(to);
        expect(readFileSync(join(outputDir, to)).equals(readFileSync(fromRoot(from))), to).toBe(true);
      }
    }
    const copied = existsSync(outputDir) ? filesUnder(outputDir) : [];
    expect(copied).toEqual([...expected].sort());
    expect(copied.every((file) => !relative(outputDir, join(outputDir, file)).startsWith('..'))).toBe(true);
  });

  it('makes the ffmpeg and ffprobe binaries executable by the Lambda user (npm skips their postinstall)', () => {
    for (const [name, spec] of bundles) {
      const commands = afterBundlingCommands(spec, '/repo', '/out');
      expect(commands.slice(0, spec.copies.length), name).toEqual(copyCommands(spec.copies, '/repo', '/out'));
      const chmods = commands.slice(spec.copies.length);
      const expected = Object.entries(packageExecutables)
        .filter(([pkg]) => spec.nodeModules.includes(pkg))
        .map(([, path]) => `chmod a+rx '/out/${path}'`);
      expect(chmods, name).toEqual(expected);
      if (name === 'audio' || name === 'video' || name === 'worker-media') expect(chmods, name).toHaveLength(2);
    }
    for (const path of Object.values(packageExecutables)) expect(existsSync(fromRoot(path)), path).toBe(true);
  });

  it('quotes paths, so a repository under a folder with spaces still bundles', () => {
    const [command] = copyCommands([{ from: 'a b/', to: 'c/' }], "/x y/it's", '/out dir');
    expect(command).toBe(`mkdir -p '/out dir/c/' && cp -R '/x y/it'\\''s/a b/.' '/out dir/c/'`);
  });
});

const functionSchema = z.object({
  Properties: z.object({
    Description: z.string().optional(),
    MemorySize: z.number().optional(),
    Timeout: z.number().optional(),
    EphemeralStorage: z.object({ Size: z.number() }).optional(),
    Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
  }),
});

function functionByDescription(template: Template, description: string) {
  const found = Object.entries(
    template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }),
  );
  expect(found, description).toHaveLength(1);
  const [[logicalId, raw]] = found as [[string, unknown]];
  return { logicalId, ...functionSchema.parse(raw).Properties };
}

/** Policy statements attached to a function's role, as JSON text. */
function policiesOf(template: Template, logicalId: string): string {
  const fn = z
    .object({ Properties: z.object({ Role: z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) }) }) })
    .parse(template.toJSON().Resources[logicalId]);
  const role = fn.Properties.Role['Fn::GetAtt'][0];
  return JSON.stringify(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: role }] } }));
}

describe('synthesized functions (dev, no provider configured)', () => {
  let stacks: AlquimiaStacks;
  let api: Template;
  let jobs: Template;
  let data: Template;
  beforeAll(() => {
    stacks = buildTestApp('dev', operations);
    api = Template.fromStack(stacks.api);
    jobs = Template.fromStack(stacks.jobs);
    data = Template.fromStack(stacks.data);
  }, synthTimeout);

  it('gives every family function its own asset list', () => {
    const families = [...new Set(operations.map((op) => op.family))];
    for (const family of families) {
      expect(stacks.api.bundles.get(`Family-${family}`), family).toEqual(familyBundle(family));
    }
    for (const worker of jobWorkers) expect(stacks.jobs.bundles.get(`Worker-${worker.name}`)).toEqual(worker.bundle);
    expect(stacks.jobs.bundles.get('DeadLetter')).toEqual({ nodeModules: [], copies: [] });
  });

  it('sizes the engines for a cold start within 1.5 s and never lets an API function outlive the 29 s gateway', () => {
    // docs/performance.md: 1.2 CPU s of image cold start at 0.87 vCPU, 1.6 CPU s with the OCR engine's start at 1.16 vCPU.
    expect(functionByDescription(api, 'Alquimia image operations')).toMatchObject({ MemorySize: 1536, Timeout: 29 });
    expect(functionByDescription(api, 'Alquimia text operations')).toMatchObject({ MemorySize: 2560, Timeout: 29 });
  });

  it("gives the video API function no renderer's memory: every video operation renders on the media worker", () => {
    // If a video operation ever answers synchronously, its function needs a renderer's memory back.
    const video = operations.filter((op) => op.family === 'video');
    expect(video.length).toBeGreaterThan(0);
    for (const op of video) expect(op.mode, op.id).toBe('async-only');
    const memory = functionByDescription(api, 'Alquimia video operations').MemorySize ?? 128;
    const media = jobWorkers.find((w) => w.name === 'media');
    expect(memory).toBeLessThan(media?.memoryMb ?? 0);
    // Accept probes one stored input at a time, read whole: it must fit beside the runtime (about 512 MB).
    const largestInputMb = Math.max(...video.map((op) => op.limits.maxFileBytes ?? 0)) / (1024 * 1024);
    expect(memory).toBeGreaterThanOrEqual(largestInputMb + 512);
  });

  it.each(jobWorkers.map((w) => [w.name, w] as const))(
    'runs the %s job worker from its own queue, one job at a time, reporting item failures',
    (_name, worker) => {
      const fn = functionByDescription(jobs, worker.description);
      expect(fn).toMatchObject({
        MemorySize: worker.memoryMb,
        Timeout: worker.timeoutSeconds,
        EphemeralStorage: { Size: worker.ephemeralStorageMb },
      });
      const queueId = `${worker.name[0]?.toUpperCase()}${worker.name.slice(1)}Jobs`;
      const queues = Object.keys(
        data.findResources('AWS::SQS::Queue', {
          Properties: { QueueName: Match.stringLikeRegexp(`-${worker.name}-jobs$`) },
        }),
      );
      expect(queues).toHaveLength(1);
      expect(queues[0]).toMatch(new RegExp(`^${queueId}[A-F0-9]{8}$`));
      jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: fn.logicalId },
        BatchSize: 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(`${queueId}[A-F0-9]{8}Arn`) },
      });
      const deadLetter = functionByDescription(
        jobs,
        'Alquimia failed-job consumer (fails and refunds jobs SQS gave up on)',
      );
      jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: deadLetter.logicalId },
        BatchSize: 1,
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(`${queueId}DeadLetter`) },
      });
      const policy = policiesOf(jobs, fn.logicalId);
      for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:UpdateItem', 's3:PutObject']) {
        expect(policy).toContain(action);
      }
    },
  );

  it("sends each family's jobs to its own worker's queue, and only there", () => {
    for (const worker of jobWorkers) {
      const queueId = `${worker.name[0]?.toUpperCase()}${worker.name.slice(1)}Jobs`;
      for (const family of worker.families) {
        const fn = functionByDescription(api, `Alquimia ${family} operations`);
        expect(JSON.stringify(fn.Environment?.Variables.JOBS_QUEUE_URL), family).toMatch(
          new RegExp(`${queueId}[A-F0-9]{8}`),
        );
        const policy = policiesOf(api, fn.logicalId);
        expect(policy, family).toContain('sqs:SendMessage');
        expect(policy, family).toMatch(new RegExp(`${queueId}[A-F0-9]{8}Arn`));
        const other = jobWorkers.find((w) => w !== worker);
        if (other)
          expect(policy, family).not.toMatch(
            new RegExp(`${other.name[0]?.toUpperCase()}${other.name.slice(1)}Jobs[A-F0-9]{8}Arn`),
          );
      }
    }
    const pdf = functionByDescription(api, 'Alquimia pdf operations');
    expect(policiesOf(api, pdf.logicalId)).not.toContain('sqs:SendMessage');
  });

  it('hides a job from other workers for longer than the worker may run', () => {
    const jobQueues = Object.values(
      data.findResources('AWS::SQS::Queue', { Properties: { QueueName: Match.stringLikeRegexp('-jobs$') } }),
    ).map((q) => z.object({ Properties: z.object({ VisibilityTimeout: z.number() }) }).parse(q));
    expect(jobQueues).toHaveLength(jobWorkers.length);
    const longest = Math.max(...jobWorkers.map((w) => w.timeoutSeconds));
    for (const queue of jobQueues) expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(longest);
  });

  it('configures no providers and grants no secrets, Polly or Transcribe by default', () => {
    const image = functionByDescription(api, 'Alquimia image operations');
    expect(image.Environment?.Variables).toMatchObject({ IMAGE_AI_PROVIDER: 'none' });
    expect(image.Environment?.Variables).not.toHaveProperty('IMAGE_AI_HTTP_API_KEY_SECRET_ARN');
    const audio = functionByDescription(api, 'Alquimia audio operations');
    expect(audio.Environment?.Variables).toMatchObject({ STT_PROVIDER: 'none', POLLY_ENABLED: 'false' });
    const billing = functionByDescription(api, 'Alquimia billing operations');
    expect(billing.Environment?.Variables).not.toHaveProperty('STRIPE_SECRET_ARN');
    // Only the platform family reads a secret (the API-key one, api-stack.test.ts).
    for (const description of ['image operations', 'billing operations', 'text operations']) {
      const fn = functionByDescription(api, `Alquimia ${description}`);
      expect(policiesOf(api, fn.logicalId), description).not.toContain('secretsmanager:GetSecretValue');
    }
    for (const worker of jobWorkers) {
      const fn = functionByDescription(jobs, worker.description);
      expect(policiesOf(jobs, fn.logicalId), worker.name).not.toContain('secretsmanager:GetSecretValue');
    }
    const policies = JSON.stringify([api, jobs].map((t) => t.findResources('AWS::IAM::Policy')));
    expect(policies).not.toContain('polly:');
    expect(policies).not.toContain('transcribe:');
  });
});

describe('synthesized functions with providers configured', () => {
  const imageSecret = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:image-ai-AbCdEf';
  const stripeSecret = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:stripe-AbCdEf';
  let api: Template;
  let jobs: Template;
  let stacks: AlquimiaStacks;
  beforeAll(() => {
    const settings: EnvironmentSettings = {
      ...environments.dev,
      imageAi: { provider: 'http', httpUrl: 'https://api.example.com/v1', httpApiKeySecretArn: imageSecret },
      audio: {
        sttProvider: 'transcribe',
        pollyEnabled: true,
        youtubeAudioUrlTemplate: 'https://audio.example.com/youtube/{id}.m4a',
      },
      billing: {
        stripeSecretArn: stripeSecret,
        prices: { basico: 'price_b', profissional: 'price_p', empresarial: 'price_e', extra: 'price_x' },
      },
    };
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
    stacks = buildAlquimia(app, { settings, operations, siteDir: join(tmpdir(), 'alquimia-no-site-build') });
    api = Template.fromStack(stacks.api);
    jobs = Template.fromStack(stacks.jobs);
  }, synthTimeout);

  it('stays cdk-nag clean with the provider grants', () => {
    expect(nagErrors(stacks.api)).toEqual([]);
    expect(nagErrors(stacks.jobs)).toEqual([]);
  });

  it('passes the image provider and lets only image functions read its secret', () => {
    const image = functionByDescription(api, 'Alquimia image operations');
    expect(image.Environment?.Variables).toMatchObject({
      IMAGE_AI_PROVIDER: 'http',
      IMAGE_AI_HTTP_URL: 'https://api.example.com/v1',
      IMAGE_AI_HTTP_API_KEY_SECRET_ARN: imageSecret,
    });
    expect(policiesOf(api, image.logicalId)).toContain(imageSecret);
    const imageWorker = functionByDescription(jobs, 'Alquimia image job worker (image, OCR)');
    expect(policiesOf(jobs, imageWorker.logicalId)).toContain(imageSecret);
    const mediaWorker = functionByDescription(jobs, 'Alquimia media job worker (video, audio)');
    expect(policiesOf(jobs, mediaWorker.logicalId)).not.toContain(imageSecret);
    const text = functionByDescription(api, 'Alquimia text operations');
    expect(policiesOf(api, text.logicalId)).not.toContain('secretsmanager:GetSecretValue');
  });

  it('enables Polly and Transcribe for audio, and the audio source of YouTube videos without captions', () => {
    const audio = functionByDescription(api, 'Alquimia audio operations');
    expect(audio.Environment?.Variables).toMatchObject({
      STT_PROVIDER: 'transcribe',
      POLLY_ENABLED: 'true',
      YOUTUBE_AUDIO_URL_TEMPLATE: 'https://audio.example.com/youtube/{id}.m4a',
    });
    const policy = policiesOf(api, audio.logicalId);
    expect(policy).toContain('polly:SynthesizeSpeech');
    expect(policy).toContain('transcribe:StartTranscriptionJob');
  });

  it('passes Stripe prices and lets billing read the Stripe secret', () => {
    const billing = functionByDescription(api, 'Alquimia billing operations');
    expect(billing.Environment?.Variables).toMatchObject({
      STRIPE_SECRET_ARN: stripeSecret,
      STRIPE_PRICE_BASICO: 'price_b',
      STRIPE_PRICE_PROFISSIONAL: 'price_p',
      STRIPE_PRICE_EMPRESARIAL: 'price_e',
      STRIPE_PRICE_EXTRA: 'price_x',
    });
    expect(policiesOf(api, billing.logicalId)).toContain(stripeSecret);
  });
});
