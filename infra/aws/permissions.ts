import { Aws, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { senderOf } from '../../shared/mail-from.js';
import type { Family } from '../../shared/operations/types.js';
import { nagText } from './data-access.js';
import type { EnvironmentSettings } from './environments.js';
import { mailConfigurationSetName } from './mail.js';
import type { Finding } from './nag.js';

/**
 * What each function may call beyond the table and the buckets, derived from the settings that turn each provider
 * on (functions/<family>/config.ts reads the matching variables). A provider that is not configured grants nothing:
 * its operations answer 503 before any call, so a grant would only widen what a compromised function could do.
 */
export interface ProviderAccess {
  readonly statements: readonly PolicyStatement[];
  /** cdk-nag findings these statements raise, each with why the wildcard is needed. */
  readonly findings: readonly Finding[];
  /** Why a `Resource: *` statement is needed, for actions without resource-level permissions. */
  readonly anyResourceReason?: string;
}

const none: ProviderAccess = { statements: [], findings: [] };

/**
 * The model id a Bedrock provider was configured with. There is no default: Bedrock retires model versions, and a
 * default written here would keep deploying one after its end of life (environments.ts refuses such settings).
 */
export function configuredModel(provider: string, modelId: string | undefined): string {
  if (modelId === undefined) throw new Error(`${provider} uses Bedrock but names no model id (environments.ts)`);
  return modelId;
}

const foundationModel = (scope: IConstruct, modelId: string, region?: string): string =>
  Stack.of(scope).formatArn({
    service: 'bedrock',
    account: '',
    resource: 'foundation-model',
    resourceName: modelId,
    ...(region === undefined ? {} : { region }),
  });

/** Cross-region inference profiles (`us.amazon.nova-micro-v1:0`) route to the base model in several regions. */
const profilePrefix = /^(us|eu|apac|us-gov|global)\./;

/** InvokeModel (also what Converse checks) on exactly one model or one inference profile and its base model. */
function invokeModel(scope: IConstruct, modelId: string): ProviderAccess {
  if (!profilePrefix.test(modelId)) {
    return {
      statements: [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['bedrock:InvokeModel'],
          resources: [foundationModel(scope, modelId)],
        }),
      ],
      findings: [],
    };
  }
  const profile = Stack.of(scope).formatArn({
    service: 'bedrock',
    resource: 'inference-profile',
    resourceName: modelId,
  });
  const baseModel = foundationModel(scope, modelId.replace(profilePrefix, ''), '*');
  return {
    statements: [
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['bedrock:InvokeModel'], resources: [profile, baseModel] }),
    ],
    findings: [
      {
        id: `AwsSolutions-IAM5[Resource::${nagText(scope, baseModel)}]`,
        reason: `The inference profile ${modelId} routes each call to this one model in a region Bedrock picks.`,
      },
    ],
  };
}

function secretRead(secretArn: string | undefined): ProviderAccess {
  if (secretArn === undefined) return none;
  return {
    statements: [
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['secretsmanager:GetSecretValue'], resources: [secretArn] }),
    ],
    findings: [],
  };
}

function merge(...parts: readonly ProviderAccess[]): ProviderAccess {
  const reasons = parts.flatMap((p) => (p.anyResourceReason === undefined ? [] : [p.anyResourceReason]));
  return {
    statements: parts.flatMap((p) => p.statements),
    findings: parts.flatMap((p) => p.findings),
    ...(reasons.length ? { anyResourceReason: reasons.join(' ') } : {}),
  };
}

/** Image AI: the HTTP provider's key secret, or Bedrock on the configured image model. */
export function imageAiAccess(scope: IConstruct, settings: EnvironmentSettings): ProviderAccess {
  const ai = settings.imageAi;
  if (ai === undefined || ai.provider === 'none') return none;
  if (ai.provider === 'http') return secretRead(ai.httpApiKeySecretArn);
  return invokeModel(scope, configuredModel('imageAi', ai.bedrockModelId));
}

/** Polly (text to speech, premium voices) and Transcribe (speech to text), as enabled. */
export function speechAccess(settings: EnvironmentSettings): ProviderAccess {
  const actions = [
    ...(settings.audio?.pollyEnabled ? ['polly:SynthesizeSpeech'] : []),
    ...(settings.audio?.sttProvider === 'transcribe'
      ? ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob']
      : []),
  ];
  if (!actions.length) return none;
  return {
    statements: [new PolicyStatement({ effect: Effect.ALLOW, actions, resources: ['*'] })],
    findings: [],
    anyResourceReason:
      'Polly SynthesizeSpeech and Transcribe Start/GetTranscriptionJob have no resource-level permissions (the ' +
      'audio Transcribe reads and writes is limited by the files-bucket grant).',
  };
}

/** Bedrock Converse for script-to-scenes. */
export function scriptLlmAccess(scope: IConstruct, settings: EnvironmentSettings): ProviderAccess {
  return settings.scriptLlm === undefined ? none : invokeModel(scope, settings.scriptLlm.modelId);
}

/** Nova Reel image-to-video: an asynchronous invocation that writes into the files bucket, read back by id. */
export function videoAiAccess(scope: IConstruct, settings: EnvironmentSettings): ProviderAccess {
  if (settings.videoAi?.provider !== 'bedrock') return none;
  const asyncInvokes = Stack.of(scope).formatArn({ service: 'bedrock', resource: 'async-invoke', resourceName: '*' });
  return {
    statements: [
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['bedrock:InvokeModel', 'bedrock:StartAsyncInvoke'],
        resources: [foundationModel(scope, configuredModel('videoAi', settings.videoAi.modelId))],
      }),
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['bedrock:GetAsyncInvoke'], resources: [asyncInvokes] }),
    ],
    findings: [
      {
        id: `AwsSolutions-IAM5[Resource::${nagText(scope, asyncInvokes)}]`,
        reason: 'Async-invoke ids are generated by Bedrock per job; the wildcard is this account and region only.',
      },
    ],
  };
}

/**
 * SES SendEmail from the environment's sender only: its address and its domain, whichever of the two is the
 * verified identity (SES checks the one it sends as), plus the configuration set when one is named (SES checks
 * that resource too). No sender, no grant (functions/platform/account-data/mailer.ts then sends nothing).
 */
export function mailAccess(scope: IConstruct, settings: EnvironmentSettings): ProviderAccess {
  if (settings.mailFrom === undefined) return none;
  const sender = senderOf(settings.mailFrom);
  if (sender === undefined) throw new Error(`mailFrom ${settings.mailFrom} is not an address or "Name <address>"`);
  const ses = (resource: string, resourceName: string) =>
    Stack.of(scope).formatArn({ service: 'ses', resource, resourceName });
  const configurationSet = mailConfigurationSetName(settings);
  return {
    statements: [
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          ses('identity', sender.domain),
          ses('identity', sender.address),
          ...(configurationSet === undefined ? [] : [ses('configuration-set', configurationSet)]),
        ],
      }),
    ],
    findings: [],
  };
}

/**
 * Provider access of a family's API function. The video function only accepts jobs (async-only), so Nova Reel is
 * granted to the media worker alone.
 */
export function familyAccess(scope: IConstruct, family: Family, settings: EnvironmentSettings): ProviderAccess {
  switch (family) {
    case 'image':
      return imageAiAccess(scope, settings);
    case 'audio':
      return speechAccess(settings);
    case 'text':
      return scriptLlmAccess(scope, settings);
    case 'billing':
      return secretRead(settings.billing?.stripeSecretArn);
    // The platform's account deletion cancels a subscription through Stripe, and its export announcement and the
    // newsletter's confirmation go out through SES (functions/platform/account-data).
    case 'platform':
      return merge(secretRead(settings.billing?.stripeSecretArn), mailAccess(scope, settings));
    default:
      return none;
  }
}

/** Provider access of a job worker: the union of what its families' asynchronous operations call. */
export function workerAccess(
  scope: IConstruct,
  families: readonly Family[],
  settings: EnvironmentSettings,
): ProviderAccess {
  return merge(
    ...families.map((family) => {
      switch (family) {
        case 'image':
          return imageAiAccess(scope, settings);
        case 'audio':
          return speechAccess(settings);
        case 'video':
          return videoAiAccess(scope, settings);
        default:
          // The text family's only asynchronous operation is OCR (tesseract, in-process).
          return none;
      }
    }),
  );
}

/**
 * Where Nova Reel writes its videos: a prefix of the files bucket. The media worker copies each clip into the bucket's
 * results (functions/core/files/results.ts `createResultCopier`); the bucket's lifecycle deletes both after a day.
 */
export const novaReelOutputUri = (filesBucketName: string): string => `s3://${filesBucketName}/nova-reel/`;

/** The settings-driven environment of the video provider (functions/core/providers/video-ai.ts). */
export function videoAiEnvironment(settings: EnvironmentSettings, filesBucketName: string): Record<string, string> {
  if (settings.videoAi?.provider !== 'bedrock') return { VIDEO_AI_PROVIDER: 'none' };
  return {
    VIDEO_AI_PROVIDER: 'bedrock',
    NOVA_REEL_MODEL_ID: configuredModel('videoAi', settings.videoAi.modelId),
    NOVA_REEL_REGION: Aws.REGION,
    NOVA_REEL_OUTPUT_S3_URI: novaReelOutputUri(filesBucketName),
  };
}
