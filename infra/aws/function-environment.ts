import { Annotations, type Stack } from 'aws-cdk-lib';
import type { Family } from '../../shared/operations/types.js';
import type { EnvironmentSettings } from './environments.js';
import { mailConfigurationSetName } from './mail.js';
import { videoAiEnvironment } from './permissions.js';
import type { DataStack } from './stacks/data-stack.js';

/** Names of the resources a function reads from its environment (see functions/core/config.ts). */
export interface ResourceNames {
  readonly tableName: string;
  readonly filesBucket: string;
  readonly mediaBucket: string;
  readonly jobsQueueUrl: string;
  readonly keySecretArn: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/** Origin used to build links; without a domain or an explicit URL the stack warns (see EnvironmentSettings). */
export function publicBaseUrl(settings: EnvironmentSettings, stack: Stack): string | undefined {
  if (settings.domain !== undefined) return `https://${settings.domain}`;
  if (settings.publicBaseUrl !== undefined) return settings.publicBaseUrl;
  Annotations.of(stack).addWarningV2(
    'alquimia:public-base-url',
    'No domain or publicBaseUrl for this environment: links in e-mails use the functions default. After the first ' +
      'deploy, synthesize with -c publicBaseUrl=https://<distribution domain>.',
  );
  return undefined;
}

/** The resource names every function reads, from the Data stack and the user pool's ids (or the Auth stack's marker). */
export function resourceNamesOf(
  data: DataStack,
  pool: { readonly userPoolId: string; readonly userPoolClientId: string },
): ResourceNames {
  return {
    tableName: data.names.tableName,
    filesBucket: data.names.filesBucketName,
    mediaBucket: data.names.mediaBucketName,
    jobsQueueUrl: data.jobsQueue.queueUrl,
    keySecretArn: data.keySecret.secretArn,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
  };
}

/** The environment every Alquimia function gets, exactly as functions/core/config.ts parses it. */
export function functionEnvironment(
  settings: EnvironmentSettings,
  stack: Stack,
  names: ResourceNames,
): Record<string, string> {
  const baseUrl = publicBaseUrl(settings, stack);
  return {
    STAGE: settings.name,
    LOG_LEVEL: settings.name === 'prod' ? 'INFO' : 'DEBUG',
    POWERTOOLS_SERVICE_NAME: 'alquimia',
    TABLE_NAME: names.tableName,
    FILES_BUCKET: names.filesBucket,
    MEDIA_BUCKET: names.mediaBucket,
    JOBS_QUEUE_URL: names.jobsQueueUrl,
    KEY_SECRET_ARN: names.keySecretArn,
    USER_POOL_ID: names.userPoolId,
    USER_POOL_CLIENT_ID: names.userPoolClientId,
    ...(baseUrl === undefined ? {} : { PUBLIC_BASE_URL: baseUrl }),
  };
}

/** Provider settings of the image family, as functions/core/providers/image-ai.ts parses them. */
export function imageAiEnvironment(settings: EnvironmentSettings): Record<string, string> {
  const ai = settings.imageAi;
  return {
    IMAGE_AI_PROVIDER: ai?.provider ?? 'none',
    ...(ai?.httpUrl === undefined ? {} : { IMAGE_AI_HTTP_URL: ai.httpUrl }),
    ...(ai?.httpApiKeySecretArn === undefined ? {} : { IMAGE_AI_HTTP_API_KEY_SECRET_ARN: ai.httpApiKeySecretArn }),
    ...(ai?.bedrockModelId === undefined ? {} : { IMAGE_AI_BEDROCK_MODEL_ID: ai.bedrockModelId }),
  };
}

/** Speech settings of the audio family, as functions/audio/config.ts parses them. */
export function audioEnvironment(settings: EnvironmentSettings): Record<string, string> {
  return {
    STT_PROVIDER: settings.audio?.sttProvider ?? 'none',
    POLLY_ENABLED: String(settings.audio?.pollyEnabled ?? false),
    ...(settings.audio?.youtubeAudioUrlTemplate === undefined
      ? {}
      : { YOUTUBE_AUDIO_URL_TEMPLATE: settings.audio.youtubeAudioUrlTemplate }),
  };
}

/** Stripe settings of the billing family, as functions/billing/config.ts parses them. */
export function billingEnvironment(settings: EnvironmentSettings): Record<string, string> {
  const billing = settings.billing;
  if (billing === undefined) return {};
  return {
    STRIPE_SECRET_ARN: billing.stripeSecretArn,
    STRIPE_PRICE_BASICO: billing.prices.basico,
    STRIPE_PRICE_PROFISSIONAL: billing.prices.profissional,
    STRIPE_PRICE_EMPRESARIAL: billing.prices.empresarial,
    STRIPE_PRICE_EXTRA: billing.prices.extra,
  };
}

/**
 * The platform's transactional e-mail engine, as functions/platform/account-data/mailer.ts reads it: SES from the
 * environment's `mailFrom`, with its configuration set (infra/aws/mail.ts), nothing when it has none (the mailer then
 * logs each mail as not sent).
 */
export function mailEnvironment(settings: EnvironmentSettings): Record<string, string> {
  const configurationSet = mailConfigurationSetName(settings);
  if (settings.mailFrom === undefined || configurationSet === undefined) return {};
  return { MAIL_FROM: settings.mailFrom, MAIL_CONFIGURATION_SET: configurationSet };
}

/** Bedrock Converse for script-to-scenes, as functions/text/script/config.ts parses it. */
export function scriptLlmEnvironment(settings: EnvironmentSettings): Record<string, string> {
  return settings.scriptLlm === undefined ? {} : { SCRIPT_LLM_MODEL_ID: settings.scriptLlm.modelId };
}

/**
 * The settings-driven environment one family adds to the common one. The platform family reads every provider's
 * setting too: its catalogue says "needs configuration" exactly when an operation would answer 503.
 */
export function familyEnvironment(
  settings: EnvironmentSettings,
  family: Family,
  filesBucketName: string,
): Record<string, string> {
  switch (family) {
    case 'image':
      return imageAiEnvironment(settings);
    case 'audio':
      return audioEnvironment(settings);
    case 'text':
      return scriptLlmEnvironment(settings);
    case 'video':
      return videoAiEnvironment(settings, filesBucketName);
    case 'billing':
      return billingEnvironment(settings);
    case 'platform':
      return {
        // Account deletion sets a subscription to end at the close of its period (functions/platform/account-data).
        ...billingEnvironment(settings),
        ...imageAiEnvironment(settings),
        ...audioEnvironment(settings),
        ...videoAiEnvironment(settings, filesBucketName),
        // The data export announcement and the newsletter's confirmation (functions/platform/account-data/mailer.ts).
        ...mailEnvironment(settings),
      };
    default:
      return {};
  }
}

/** A job worker reads the settings of each family it runs. */
export function workerEnvironment(
  settings: EnvironmentSettings,
  families: readonly Family[],
  filesBucketName: string,
): Record<string, string> {
  return Object.assign({}, ...families.map((family) => familyEnvironment(settings, family, filesBucketName)));
}
