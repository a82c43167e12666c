import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { Family } from '../../shared/operations/types.js';
import { installedDependencies } from './paths.js';

/**
 * What each family's function needs beyond the table and the files bucket, in one place: engines installed beside
 * the bundle (native binaries or data files esbuild cannot inline), media bucket access, and AWS AI services.
 */
const engineModules: Readonly<Partial<Record<Family, readonly string[]>>> = {
  // Chromium's brotli archives are read from the package folder at runtime.
  pdf: ['@sparticuz/chromium'],
  image: [
    'sharp',
    '@napi-rs/canvas',
    'tesseract.js',
    'tesseract.js-core',
    '@tesseract.js-data/eng',
    '@tesseract.js-data/por',
  ],
  audio: ['@ffmpeg-installer/ffmpeg', '@ffmpeg-installer/linux-x64'],
  video: ['@ffmpeg-installer/ffmpeg', '@ffmpeg-installer/linux-x64', 'sharp'],
};

/** Families that write generated images or speech for the dashboard histories, or read them back. */
const mediaFamilies: ReadonlySet<Family> = new Set<Family>(['platform', 'image', 'audio', 'video']);

export function usesMediaBucket(family: Family): boolean {
  return mediaFamilies.has(family);
}

/** Engine packages for a family, limited to those the project has installed. */
export function familyNodeModules(family: Family): string[] {
  return installedDependencies(engineModules[family] ?? []);
}

/** Engine packages of every family, for the job worker that runs any of them. */
export function allEngineModules(): string[] {
  return installedDependencies([...new Set(Object.values(engineModules).flat())]);
}

const bedrockModel = (scope: Construct, modelPattern: string): string =>
  Stack.of(scope).formatArn({
    service: 'bedrock',
    account: '',
    resource: 'foundation-model',
    resourceName: modelPattern,
  });

/** AWS AI services each family calls (see DESIGN section 7). Polly and Transcribe jobs have no resource ARNs. */
export function familyStatements(scope: Construct, family: Family): PolicyStatement[] {
  switch (family) {
    case 'audio':
      return [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [
            'polly:SynthesizeSpeech',
            'polly:DescribeVoices',
            'transcribe:StartTranscriptionJob',
            'transcribe:GetTranscriptionJob',
          ],
          resources: ['*'],
        }),
      ];
    case 'image':
    case 'text':
      return [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['bedrock:InvokeModel'],
          resources: [bedrockModel(scope, 'amazon.nova-*'), bedrockModel(scope, 'amazon.titan-image-*')],
        }),
      ];
    case 'video':
      // Nova Reel runs as an asynchronous invocation whose status is read back by id.
      return [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['bedrock:InvokeModel', 'bedrock:StartAsyncInvoke'],
          resources: [bedrockModel(scope, 'amazon.nova-*')],
        }),
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['bedrock:GetAsyncInvoke'],
          resources: [Stack.of(scope).formatArn({ service: 'bedrock', resource: 'async-invoke', resourceName: '*' })],
        }),
      ];
    default:
      return [];
  }
}

/** The model wildcards above name a model family (Nova, Titan Image), never every model. */
export function bedrockFindings(): { id: string; reason: string }[] {
  const reason =
    'Scoped to one Amazon model family (new minor versions keep working); async-invoke ids are generated per job.';
  const arnPattern = (resource: string) => `arn:<AWS::Partition>:bedrock:<AWS::Region>:${resource}`;
  return [
    arnPattern(':foundation-model/amazon.nova-*'),
    arnPattern(':foundation-model/amazon.titan-image-*'),
    arnPattern('<AWS::AccountId>:async-invoke/*'),
  ].map((resource) => ({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason }));
}
